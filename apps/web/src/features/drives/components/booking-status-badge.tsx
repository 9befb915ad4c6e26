import type { BookingStatus } from '@grant/shared';
import { cn } from '../../../components/ui/cn';
import { useT } from '../../../i18n/use-t';

const STYLES: Record<BookingStatus, string> = {
  booked: 'bg-sky-100 text-sky-900',
  donated: 'bg-green-100 text-green-900',
  deferred: 'bg-amber-100 text-amber-900',
  canceled: 'bg-stone-200 text-stone-800',
};

const LABELS = { booked: 'Booked', donated: 'Donated', deferred: 'Deferred', canceled: 'Canceled' } as const;

export function BookingStatusBadge({ status }: { status: BookingStatus }) {
  const t = useT();
  return <span className={cn('inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold', STYLES[status])}>{t(LABELS[status])}</span>;
}
