import { VERSION_MESSAGES } from '@grant/shared';
import type { Text } from '../../i18n/locale';
import { useT } from '../../i18n/use-t';
import { errorMessage, isEditConflict } from '../../lib/api-client';
import { Button } from './button';
import { CancelAndSubmit } from './form-actions';

/**
 * A form's failed submission, in red under the form. When the record changed since the form loaded it
 * (the server's 412), the message says so and, given `onReload`, offers to load the latest version.
 */
export function ServerError({ error, onReload }: { error: unknown; onReload?: () => void }) {
  const t = useT();
  if (!error) return null;
  const conflict = isEditConflict(error) && onReload;
  return (
    <div role="alert" className="space-y-2 rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
      <p>{errorMessage(error)}</p>
      {conflict && (
        <Button size="sm" variant="secondary" onClick={onReload}>
          {t(VERSION_MESSAGES.reload)}
        </Button>
      )}
    </div>
  );
}

interface SubmitRowProps {
  error: unknown;
  onReload?: () => void;
  busy: boolean;
  label: Text;
  /** In a dialog: its Cancel button, beside the submit button and before it. */
  onCancel?: () => void;
}

/** The foot of an edit form: its failed submission, if any, then the one submit button (with Cancel in a dialog). */
export function SubmitRow({ error, onReload, busy, label, onCancel }: SubmitRowProps) {
  const t = useT();
  return (
    <>
      <ServerError error={error} onReload={onReload} />
      {onCancel ? (
        <CancelAndSubmit onCancel={onCancel} submitLabel={label} busy={busy} size="lg" />
      ) : (
        <Button type="submit" size="lg" className="w-full sm:w-auto" busy={busy}>
          {t(label)}
        </Button>
      )}
    </>
  );
}
