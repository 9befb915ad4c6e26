import { type Insights, REQUEST_STATUSES, type RequestStatus } from '@grant/shared';
import { dateFormatter, formatNumber } from '../../../i18n/locale';
import { useT } from '../../../i18n/use-t';
import { BarChart } from './bar-chart';
import { ChartFigure } from './chart-figure';

/** The status badges' colours (components/ui/status-badge.tsx), a shade darker to read as bars. */
const STATUS_COLOURS: Record<RequestStatus, string> = {
  pending: '#d97706',
  inprogress: '#0284c7',
  done: '#16a34a',
  canceled: '#a8a29e',
};
const BAR_COLOUR = '#b91c1c';

const shortDay = dateFormatter({ day: 'numeric', month: 'short', timeZone: 'UTC' });
const dayLabel = (day: string) => shortDay().format(new Date(`${day}T00:00:00Z`));

/** Requests asked for each day of the period, stacked by the status they have now. */
export function PerDayChart({ perDay }: Pick<Insights, 'perDay'>) {
  const t = useT();
  const labels = perDay.map((day) => dayLabel(day.day));
  return (
    <ChartFigure
      title={t('Requests per day, by status now')}
      table={{
        headers: [t('Day'), ...REQUEST_STATUSES.map((status) => t(status))],
        rows: perDay.map((day, i) => [labels[i] ?? day.day, ...REQUEST_STATUSES.map((status) => formatNumber(day[status]))]),
      }}
    >
      <BarChart
        stacked
        labels={labels}
        series={REQUEST_STATUSES.map((status) => ({
          label: t(status),
          data: perDay.map((day) => day[status]),
          colour: STATUS_COLOURS[status],
        }))}
      />
    </ChartFigure>
  );
}

/** How many requests each group (blood group, division) asked for in the period, one bar each. */
export function CountsChart({
  title,
  header,
  rows,
}: {
  title: string;
  header: string;
  rows: readonly { label: string; requests: number }[];
}) {
  const t = useT();
  return (
    <ChartFigure
      title={title}
      table={{ headers: [header, t('Requests')], rows: rows.map((row) => [row.label, formatNumber(row.requests)]) }}
    >
      <BarChart
        horizontal
        labels={rows.map((row) => row.label)}
        series={[{ label: t('Requests'), data: rows.map((row) => row.requests), colour: BAR_COLOUR }]}
      />
    </ChartFigure>
  );
}
