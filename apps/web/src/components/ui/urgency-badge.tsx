import { type RequestUrgency, URGENCY_LABELS } from '@grant/shared';
import { useT } from '../../i18n/use-t';
import { cn } from './cn';

const STYLES: Record<Exclude<RequestUrgency, 'normal'>, string> = {
  urgent: 'bg-orange-100 text-orange-900',
  critical: 'bg-red-700 text-white',
};

/** Flags urgent and critical requests; a normal one shows nothing. */
export function UrgencyBadge({ urgency, className }: { urgency: RequestUrgency; className?: string }) {
  const t = useT();
  if (urgency === 'normal') return null;
  return (
    <span
      className={cn('inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold uppercase tracking-wide', STYLES[urgency], className)}
    >
      {t(URGENCY_LABELS[urgency])}
    </span>
  );
}
