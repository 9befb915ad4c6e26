import * as AlertDialog from '@radix-ui/react-alert-dialog';
import { TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { useT } from '../../i18n/use-t';
import { Button, buttonClasses } from './button';
import { FormActions } from './form-actions';
import { useReturnFocus } from './use-return-focus';

interface ConfirmDialogProps {
  /** The control that opens the dialog; leave it out when the dialog is opened through `open`. */
  trigger?: ReactNode;
  title: string;
  description: string;
  confirmLabel: string;
  cancelLabel?: string;
  busy?: boolean;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  onConfirm: () => void;
}

/** The accessible replacement for the spec's alert pop-ups: same texts, focus kept inside, Escape closes. */
export function ConfirmDialog({
  trigger,
  title,
  description,
  confirmLabel,
  cancelLabel,
  busy,
  open,
  onOpenChange,
  onConfirm,
}: ConfirmDialogProps) {
  const t = useT();
  const returnFocus = useReturnFocus();
  return (
    <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
      {trigger && <AlertDialog.Trigger asChild>{trigger}</AlertDialog.Trigger>}
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-40 bg-stone-950/50" />
        <AlertDialog.Content
          {...returnFocus}
          className="fixed top-1/2 left-1/2 z-50 w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-xl"
        >
          <div className="flex flex-col items-center text-center">
            <TriangleAlert aria-hidden="true" className="mb-3 size-12 text-amber-600" />
            <AlertDialog.Title className="text-xl font-bold text-stone-900">{title}</AlertDialog.Title>
            <AlertDialog.Description className="mt-2 text-stone-700">{description}</AlertDialog.Description>
          </div>
          <FormActions centered className="mt-6">
            <AlertDialog.Cancel className={buttonClasses('secondary')}>{cancelLabel ?? t('Cancel')}</AlertDialog.Cancel>
            <Button
              variant="primary"
              busy={busy}
              onClick={(event) => {
                event.preventDefault();
                onConfirm();
              }}
            >
              {confirmLabel}
            </Button>
          </FormActions>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
