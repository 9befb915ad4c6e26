import { NOTIFICATION_TEXTS } from '@grant/shared';
import { BellRing } from 'lucide-react';
import { cn } from '../../../components/ui/cn';
import { useLocale, useT } from '../../../i18n/use-t';

/** For the requester: how many donors were told about the request (absent for other readers). */
export function NotifiedCount({ count, className }: { count: number | null | undefined; className?: string }) {
  const t = useT();
  const locale = useLocale();
  if (count === undefined) return null;
  return (
    // max-w-full and a shrinkable text: the longer Bangla text wraps inside a phone's table card.
    <span className={cn('inline-flex max-w-full items-center gap-1.5 text-sm text-stone-700', className)}>
      <BellRing aria-hidden="true" className="size-4 shrink-0 text-brand-700" />
      <span className="min-w-0">
        {locale === 'en'
          ? NOTIFICATION_TEXTS.donorsNotified(count)
          : count === null
            ? t('Finding donors to notify…')
            : t('{count} donors notified', { count })}
      </span>
    </span>
  );
}
