import { CircleAlert, Inbox } from 'lucide-react';
import { useT, useTranslateAny } from '../../i18n/use-t';
import { Button } from './button';

export function EmptyState({ title, text }: { title: string; text?: string }) {
  return (
    <div className="flex flex-col items-center rounded-2xl border border-dashed border-stone-300 bg-white px-4 py-12 text-center">
      <Inbox aria-hidden="true" className="size-10 text-stone-500" />
      <p className="mt-3 font-semibold text-stone-900">{title}</p>
      {text && <p className="mt-1 text-sm text-stone-700">{text}</p>}
    </div>
  );
}

export function ErrorState({ message, onRetry }: { message: string; onRetry?: () => void }) {
  const t = useT();
  // Often the server's message, in English.
  const translateAny = useTranslateAny();
  return (
    <div role="alert" className="flex flex-col items-center rounded-2xl border border-red-200 bg-red-50 px-4 py-10 text-center">
      <CircleAlert aria-hidden="true" className="size-10 text-red-700" />
      <p className="mt-3 font-semibold text-red-900">{translateAny(message)}</p>
      {onRetry && (
        <Button variant="secondary" size="sm" className="mt-4" onClick={onRetry}>
          {t('Try again')}
        </Button>
      )}
    </div>
  );
}
