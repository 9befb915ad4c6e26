import type { ReactNode } from 'react';
import type { Text } from '../../i18n/locale';
import { useT } from '../../i18n/use-t';
import { Button, type ButtonSize } from './button';
import { cn } from './cn';
import { FormError } from './form-error';

/**
 * A form's or dialog's closing buttons, the way back first and the action last: stacked on phones,
 * side by side from `sm`. They are drawn in the order they are written, so Tab meets them in the
 * order the eye does (a reversed column drew the action on top while Tab reached Cancel first).
 */
export function FormActions({ children, centered = false, className }: { children: ReactNode; centered?: boolean; className?: string }) {
  return (
    <div className={cn('flex flex-col gap-2 sm:flex-row', centered ? 'sm:justify-center' : 'sm:justify-end', className)}>{children}</div>
  );
}

interface CancelAndSubmitProps {
  onCancel: () => void;
  /** The form's submit button; `danger` when it deletes or gives something up. */
  submitLabel: Text;
  busy: boolean;
  cancelLabel?: Text;
  danger?: boolean;
  size?: ButtonSize;
  /** While the form saves, when Cancel could not take it back. */
  cancelDisabled?: boolean;
  /** The whole form's error (the server's answer, say), shown above the buttons. */
  error?: string | null;
}

/** The foot of a form in a dialog (or one that closes): its error if any, Cancel, then the form's submit button. */
export function CancelAndSubmit({
  onCancel,
  submitLabel,
  busy,
  cancelLabel = 'Cancel',
  danger = false,
  size,
  cancelDisabled,
  error,
}: CancelAndSubmitProps) {
  const t = useT();
  return (
    <>
      <FormError message={error} />
      <FormActions>
        <Button variant="secondary" size={size} onClick={onCancel} disabled={cancelDisabled}>
          {t(cancelLabel)}
        </Button>
        <Button type="submit" variant={danger ? 'danger' : 'primary'} size={size} busy={busy}>
          {t(submitLabel)}
        </Button>
      </FormActions>
    </>
  );
}
