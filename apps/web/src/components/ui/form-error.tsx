import { useTranslateAny } from '../../i18n/use-t';

/** A whole-form error (for example the server's answer), shown in red under the form. */
export function FormError({ message }: { message?: string | null }) {
  // Often a shared text or the server's message, in English.
  const translateAny = useTranslateAny();
  if (!message) return null;
  return (
    <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
      {translateAny(message)}
    </p>
  );
}
