import { MESSAGES } from '@grant/shared';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
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
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);

  async function confirm() {
    setBusy(true);
    try {
      const result = await onDelete();
      setOpen(false);
      if (result.deletedCount > 0) toast.success(MESSAGES.deletedTitle, { description: MESSAGES.deletedText });
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
        <Button variant="secondary" size="sm" className={compact ? 'px-2.5' : undefined} aria-label={`Delete ${label}`} title="Delete">
          <Trash2 aria-hidden="true" className="size-4 text-red-800" />
          {!compact && 'Delete'}
        </Button>
      }
      title={MESSAGES.confirmTitle}
      description={MESSAGES.confirmIrreversible}
      confirmLabel={MESSAGES.confirmDelete}
      busy={busy}
      onConfirm={() => void confirm()}
    />
  );
}
