import { MESSAGES } from '@grant/shared';
import { useState } from 'react';
import { useT } from '../../i18n/use-t';
import { errorMessage } from '../../lib/api-client';
import { toast } from '../../lib/toast';
import { ConfirmDialog, type DialogTrigger } from './confirm-dialog';

interface ConfirmActionProps {
  /** The button that asks; the action runs only once the person confirms in the dialog. */
  trigger: DialogTrigger;
  /** Already in the chosen language; the title defaults to the spec's 'Are you sure?'. */
  title?: string;
  description: string;
  confirmLabel: string;
  cancelLabel?: string;
  /** The action; the dialog closes when it resolves, and stays open with an error toast when it fails. */
  onConfirm: () => Promise<unknown>;
}

/** An action that cannot simply be taken back (delete, cancel a request, block, make admin), asked first. */
export function ConfirmAction({ trigger, title, description, confirmLabel, cancelLabel, onConfirm }: ConfirmActionProps) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);

  async function confirm() {
    setBusy(true);
    try {
      await onConfirm();
      setOpen(false);
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      trigger={trigger}
      title={title ?? t(MESSAGES.confirmTitle)}
      description={description}
      confirmLabel={confirmLabel}
      cancelLabel={cancelLabel}
      busy={busy}
      onConfirm={() => void confirm()}
    />
  );
}
