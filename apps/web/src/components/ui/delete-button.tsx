import { MESSAGES } from '@grant/shared';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { useT } from '../../i18n/use-t';
import { errorMessage } from '../../lib/api-client';
import { Button } from './button';
import { ConfirmDialog } from './confirm-dialog';

interface DeleteButtonProps {
  /** What is deleted, for screen readers: 'Delete <label>'. */
  label: string;
  /** Icon only (for tight table cells) or icon and text. */
  compact?: boolean;
  onDelete: () => Promise<{ deletedCount: number }>;
}

/** Delete after the spec's confirmation ('Are you sure?'), then its 'Deleted!' notice; errors as a toast. */
export function DeleteButton({ label, compact = false, onDelete }: DeleteButtonProps) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);

  async function confirm() {
    setBusy(true);
    try {
      const result = await onDelete();
      setOpen(false);
      if (result.deletedCount > 0) toast.success(t(MESSAGES.deletedTitle), { description: t(MESSAGES.deletedText) });
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
      trigger={
        <Button
          variant="secondary"
          size="sm"
          className={compact ? 'px-2.5' : undefined}
          aria-label={t('Delete {label}', { label })}
          title={t('Delete')}
        >
          <Trash2 aria-hidden="true" className="size-4 text-red-800" />
          {!compact && t('Delete')}
        </Button>
      }
      title={t(MESSAGES.confirmTitle)}
      description={t(MESSAGES.confirmIrreversible)}
      confirmLabel={t(MESSAGES.confirmDelete)}
      busy={busy}
      onConfirm={() => void confirm()}
    />
  );
}
