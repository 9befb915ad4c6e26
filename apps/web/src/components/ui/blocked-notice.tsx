import { Ban } from 'lucide-react';

/** Shown instead of a form that a blocked account may not use (the spec's blocked-user message and kin). */
export function BlockedNotice({ message }: { message: string }) {
  return (
    <p role="alert" className="flex items-center gap-3 text-lg font-semibold text-red-800">
      <Ban aria-hidden="true" className="size-6 shrink-0" />
      {message}
    </p>
  );
}
