import { Ban } from 'lucide-react';
import { useTranslateAny } from '../../i18n/use-t';

/** Shown instead of a form that a blocked account may not use (the spec's blocked-user message and kin). */
export function BlockedNotice({ message }: { message: string }) {
  // The message is one of the shared texts, in English.
  const translateAny = useTranslateAny();
  return (
    <p role="alert" className="flex items-center gap-3 text-lg font-semibold text-red-800">
      <Ban aria-hidden="true" className="size-6 shrink-0" />
      {translateAny(message)}
    </p>
  );
}
