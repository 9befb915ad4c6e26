import type { UserRecord } from '@grant/shared';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { useT } from '../../../i18n/use-t';
import { errorMessage } from '../../../lib/api-client';
import { type UserAction, useUserAction } from '../api/users-api';

/**
 * The spec's Handel, Volunteer and Admin cells; each button hides when it would change nothing, and
 * an admin gets none on their own row (the server refuses self-blocking and self-demotion anyway).
 */
export function useUserRowActions(user: UserRecord, isSelf: boolean) {
  const t = useT();
  const mutation = useUserAction();
  if (isSelf) {
    const you = <span className="text-sm text-stone-600">{t('You')}</span>;
    return { handel: you, volunteer: null, admin: null };
  }
  const busy = mutation.isPending;
  const run = (action: UserAction, done: string) =>
    mutation.mutate(
      { action, id: user._id },
      { onSuccess: () => toast.success(done), onError: (error) => toast.error(errorMessage(error)) },
    );

  const handel =
    user.Status === 'Active' ? (
      <Button size="sm" variant="secondary" busy={busy} onClick={() => run('block', t('{name} is blocked', { name: user.Name }))}>
        {t('Block')}
      </Button>
    ) : (
      <Button size="sm" variant="secondary" busy={busy} onClick={() => run('activate', t('{name} is active again', { name: user.Name }))}>
        {t('Active')}
      </Button>
    );
  const volunteer =
    user.Role === 'volunteer' ? null : (
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
      <Button size="sm" busy={busy} onClick={() => run('makeAdmin', t('{name} is now an admin', { name: user.Name }))}>
        {t('Make admin')}
      </Button>
    );
  return { handel, volunteer, admin };
}
