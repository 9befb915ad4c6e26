import type { Insights } from '@grant/shared';
import { formatNumber } from '../../../i18n/locale';
import { type Translate, useT } from '../../../i18n/use-t';

/** "45 min", "3 h 20 min", "2 days 5 h"; "No data yet" without any. */
function duration(t: Translate, minutes: number | null): string {
  if (minutes === null) return t('No data yet');
  const whole = Math.round(minutes);
  if (whole < 60) return t('{minutes} min', { minutes: formatNumber(whole) });
  const hours = Math.floor(whole / 60);
  if (hours < 48) return t('{hours} h {minutes} min', { hours: formatNumber(hours), minutes: formatNumber(whole % 60) });
  return t('{days} days {hours} h', { days: formatNumber(Math.floor(hours / 24)), hours: formatNumber(hours % 24) });
}

/** The period's headline figures: how many asked, how many found all their donors, and how fast. */
export function InsightFigures({ insights }: { insights: Insights }) {
  const t = useT();
  const share = insights.requests === 0 ? null : Math.round((insights.filled / insights.requests) * 100);
  const figures = [
    { label: t('Requests asked for'), value: formatNumber(insights.requests) },
    {
      label: t('Found all their donors'),
      value: share === null ? t('No data yet') : `${formatNumber(share)}%`,
      hint: t('{filled} of {requests}', { filled: formatNumber(insights.filled), requests: formatNumber(insights.requests) }),
    },
    { label: t('Median time to the first pledge'), value: duration(t, insights.medianMinutesToFirstPledge) },
    { label: t('Median time to done'), value: duration(t, insights.medianMinutesToDone) },
  ];
  return (
    <dl className="grid grid-cols-2 gap-3">
      {figures.map((figure) => (
        <div key={figure.label} className="rounded-2xl border border-stone-200 bg-white p-4">
          <dt className="text-sm text-stone-600">{figure.label}</dt>
          <dd className="mt-1 text-2xl font-bold text-stone-900">{figure.value}</dd>
          {figure.hint && <dd className="text-xs text-stone-600">{figure.hint}</dd>}
        </div>
      ))}
    </dl>
  );
}
