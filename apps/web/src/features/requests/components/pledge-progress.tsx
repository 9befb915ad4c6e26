import { REQUEST_TEXTS } from '@grant/shared';
import { cn } from '../../../components/ui/cn';
import { useT } from '../../../i18n/use-t';

/** "1 of 3 donors found", with a bar, for a request of several bags (one bag says nothing more than its status). */
export function PledgeProgress({ pledged, bags, className }: { pledged: number; bags: number; className?: string }) {
  const t = useT();
  if (bags <= 1) return null;
  return (
    <div className={cn('max-w-xs', className)}>
      <p className="text-sm font-semibold text-stone-800">{t(REQUEST_TEXTS.donorsFound, { count: pledged, bags })}</p>
      {/* The sentence says it all; the bar is for the eye only. */}
      <div aria-hidden="true" className="mt-1 h-2 overflow-hidden rounded-full bg-stone-200">
        <div className="h-full rounded-full bg-brand-700" style={{ width: `${Math.min(100, (pledged / bags) * 100)}%` }} />
      </div>
    </div>
  );
}
