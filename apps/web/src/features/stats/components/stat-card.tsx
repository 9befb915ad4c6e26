import type { StatChange } from '@grant/shared';
import { TrendingDown, TrendingUp } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { Card } from '../../../components/ui/card';
import { cn } from '../../../components/ui/cn';
import { formatNumber, localizeDigits } from '../../../i18n/locale';
import { type Translate, useT } from '../../../i18n/use-t';

interface StatCardProps {
  title: string;
  value: string;
  icon: ReactNode;
  /** The last 30 days against the 30 before, written by `formatChange` (a count, or an amount of money)... */
  change?: { value: StatChange; format: (n: number) => string };
  /** ...or hints fixed by the spec (Total Funding's), shown as they are. */
  fixedHints?: readonly string[];
}

/** '+40 (2%)' style: the last 30 days against the 30 before; no percentage when there was nothing before. */
export function changeText(change: StatChange, format: (n: number) => string, t: Translate): string {
  const sign = change.difference > 0 ? '+' : change.difference < 0 ? '−' : '';
  const percent = change.percent === null ? t('new') : `${formatNumber(Math.abs(change.percent))}%`;
  return `${sign}${format(Math.abs(change.difference))} (${percent})`;
}

export function StatCard({ title, value, icon, change, fixedHints = [] }: StatCardProps) {
  const headingId = useId();
  return (
    <Card role="group" aria-labelledby={headingId} className="flex flex-col gap-3">
      <div className="flex items-center justify-between gap-3">
        <h2 id={headingId} className="text-sm font-semibold text-stone-700">
          {title}
        </h2>
        <span aria-hidden="true" className="rounded-xl bg-brand-50 p-2 text-brand-700">
          {icon}
        </span>
      </div>
      <p className="text-3xl font-bold text-stone-900">{value}</p>
      {change && <ChangeHint change={change.value} format={change.format} />}
      {fixedHints.length > 0 && (
        <ul className="flex flex-wrap gap-x-4 text-sm font-semibold text-stone-700">
          {fixedHints.map((hint) => (
            <li key={hint}>{localizeDigits(hint)}</li>
          ))}
        </ul>
      )}
    </Card>
  );
}

function ChangeHint({ change, format }: { change: StatChange; format: (n: number) => string }) {
  const t = useT();
  const up = change.difference > 0;
  const down = change.difference < 0;
  return (
    <p className="flex flex-wrap items-center gap-x-1.5 text-sm">
      <span
        className={cn(
          'inline-flex items-center gap-1 font-semibold',
          up && 'text-green-800',
          down && 'text-red-800',
          !up && !down && 'text-stone-700',
        )}
      >
        {up && <TrendingUp aria-hidden="true" className="size-4" />}
        {down && <TrendingDown aria-hidden="true" className="size-4" />}
        {changeText(change, format, t)}
      </span>
      <span className="text-stone-600">{t('last 30 days vs the 30 before')}</span>
    </p>
  );
}
