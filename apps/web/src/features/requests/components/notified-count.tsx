import { NOTIFICATION_TEXTS } from '@grant/shared';
import { BellRing } from 'lucide-react';
import { cn } from '../../../components/ui/cn';
import { useLocale, useT } from '../../../i18n/use-t';

/**
 * For the requester: how many donors were told about the request (absent for other readers).
 * `iconless`: in a table's "Donors notified" column, where the bell would only widen it.
 */
export function NotifiedCount({
  count,
  className,
  iconless = false,
}: {
  count: number | null | undefined;
  className?: string;
  iconless?: boolean;
}) {
  const t = useT();
  const locale = useLocale();
  if (count === undefined) return null;
  return (
    // max-w-full and a shrinkable text: the longer Bangla text wraps inside a phone's table card.
    <span className={cn('inline-flex max-w-full items-center gap-1.5 text-sm text-stone-700', className)}>
      {!iconless && <BellRing aria-hidden="true" className="size-4 shrink-0 text-brand-700" />}
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
