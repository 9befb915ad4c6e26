import { MESSAGES } from '@grant/shared';
import { type ReactNode, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useT } from '../../../i18n/use-t';
import { useAuth } from '../auth-context';

/** The spec's logout confirmation; on failure the error is only logged, as the spec says. */
export function LogoutDialog({
  open,
  onOpenChange,
  trigger,
}: {
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  trigger?: ReactNode;
}) {
  const { logout } = useAuth();
  const t = useT();
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
      description={t(MESSAGES.confirmIrreversible)}
      confirmLabel={t(MESSAGES.confirmLogout)}
      busy={busy}
      onConfirm={async () => {
        setBusy(true);
        try {
          await logout();
          setOpen(false);
          toast.success(t(MESSAGES.logoutSuccess));
          navigate('/');
        } catch (error) {
          console.error('Logout failed', error);
        } finally {
          setBusy(false);
        }
      }}
    />
  );
}
