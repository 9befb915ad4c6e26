import { MESSAGES } from '@grant/shared';
import { Trash2 } from 'lucide-react';
import { useT } from '../../i18n/use-t';
import { toast } from '../../lib/toast';
import { Button } from './button';
import { ConfirmAction } from './confirm-action';

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
  return (
    <ConfirmAction
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
      description={t(MESSAGES.confirmIrreversible)}
      confirmLabel={t(MESSAGES.confirmDelete)}
      onConfirm={async () => {
        const result = await onDelete();
        if (result.deletedCount > 0) toast.success(t(MESSAGES.deletedTitle), { description: t(MESSAGES.deletedText) });
      }}
    />
  );
}
