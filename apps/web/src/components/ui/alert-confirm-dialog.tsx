import * as AlertDialog from '@radix-ui/react-alert-dialog';
import { TriangleAlert } from 'lucide-react';
import type { RefObject } from 'react';
import { useT } from '../../i18n/use-t';
import { Button, buttonClasses } from './button';
import { FormActions } from './form-actions';
import { useReturnFocus } from './use-return-focus';

/** What the dialog is given by ConfirmDialog (./confirm-dialog.tsx), which draws its trigger and loads this file when first opened. */
export interface AlertConfirmDialogProps {
  title: string;
  description: string;
  confirmLabel: string;
  cancelLabel?: string;
  busy?: boolean;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: () => void;
  /** Where focus goes on closing when nothing had focus as it opened (Safari does not focus a clicked button). */
  fallbackFocus?: RefObject<HTMLElement | null>;
}

/** The confirmation itself (Radix's alert dialog, with its focus and scroll handling): same texts as the spec's pop-ups, focus kept inside, Escape closes. */
export function AlertConfirmDialog({
  title,
  description,
  confirmLabel,
  cancelLabel,
  busy,
  open,
  onOpenChange,
  onConfirm,
  fallbackFocus,
}: AlertConfirmDialogProps) {
  const t = useT();
  const returnFocus = useReturnFocus(fallbackFocus);
  return (
    <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
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
