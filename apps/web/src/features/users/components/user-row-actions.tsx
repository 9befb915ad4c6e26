import type { UserRecord } from '@grant/shared';
import { Trash2 } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { ConfirmAction } from '../../../components/ui/confirm-action';
import { useT } from '../../../i18n/use-t';
import { errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { type UserAction, useUserAction } from '../api/users-api';

/**
 * The spec's Handel, Volunteer and Admin cells; each button hides when it would change nothing, and
 * an admin gets none on their own row (the server refuses self-blocking and self-demotion anyway).
 * Block and Make admin are asked first. A volunteer's Volunteer cell offers the way back, Make donor
 * (decision 0024); an admin goes back through Make volunteer, then Make donor. Delete account
 * opens the page's one dialog (`onErase`); an admin deletes their own account from their profile.
 */
export function useUserRowActions(user: UserRecord, isSelf: boolean, onErase: (user: UserRecord) => void) {
  const t = useT();
  const mutation = useUserAction();
  if (isSelf) {
    const you = <span className="text-sm text-stone-600">{t('You')}</span>;
    return { handel: you, erase: null, volunteer: null, admin: null };
  }
  const busy = mutation.isPending;
  const act = async (action: UserAction, done: string) => {
    await mutation.mutateAsync({ action, id: user._id });
    toast.success(done);
  };
  const run = (action: UserAction, done: string) => act(action, done).catch((error) => toast.error(errorMessage(error)));

  const handel =
    user.Status === 'Active' ? (
      <ConfirmAction
        trigger={
          <Button size="sm" variant="secondary" busy={busy}>
            {t('Block')}
          </Button>
        }
        description={t('{name} will be signed out, and cannot create requests until you make them active again.', { name: user.Name })}
        confirmLabel={t('Yes, block')}
        onConfirm={() => act('block', t('{name} is blocked', { name: user.Name }))}
      />
    ) : (
      <Button size="sm" variant="secondary" busy={busy} onClick={() => run('activate', t('{name} is active again', { name: user.Name }))}>
        {t('Active')}
      </Button>
    );
  const volunteer =
    user.Role === 'volunteer' ? (
      <Button size="sm" variant="secondary" busy={busy} onClick={() => run('makeDonor', t('{name} is a donor again', { name: user.Name }))}>
        {t('Make donor')}
      </Button>
    ) : (
      <Button
        size="sm"
        variant="secondary"
        busy={busy}
        onClick={() => run('makeVolunteer', t('{name} is now a volunteer', { name: user.Name }))}
      >
        {t('Make volunteer')}
      </Button>
    );
  const admin =
    user.Role === 'admin' ? null : (
      <ConfirmAction
        trigger={
          <Button size="sm" busy={busy}>
            {t('Make admin')}
          </Button>
        }
        description={t('{name} will manage every person, request and blog post, as you do. Make volunteer or Make donor takes it back.', {
          name: user.Name,
        })}
        confirmLabel={t('Yes, make admin')}
        onConfirm={() => act('makeAdmin', t('{name} is now an admin', { name: user.Name }))}
      />
    );
  // In the table only its icon, named for screen readers and on hover: the spec's columns keep their room.
  const erase = (iconOnly: boolean) => (
    <Button
      size="sm"
      variant="secondary"
      onClick={() => onErase(user)}
      aria-label={iconOnly ? t('Delete account') : undefined}
      title={iconOnly ? t('Delete account') : undefined}
    >
      <Trash2 aria-hidden="true" className="size-4 text-red-800" />
      {!iconOnly && t('Delete account')}
    </Button>
  );
  return { handel, erase, volunteer, admin };
}
