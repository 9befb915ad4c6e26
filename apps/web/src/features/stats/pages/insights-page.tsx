import { BLOOD_GROUPS, INSIGHT_RANGES, PAGE_PATHS, withQuery } from '@grant/shared';
import { Link } from 'react-router';
import { Card } from '../../../components/ui/card';
import { cn } from '../../../components/ui/cn';
import { FilterButtons } from '../../../components/ui/filter-buttons';
import { PageSpinner } from '../../../components/ui/spinner';
import { ErrorState } from '../../../components/ui/states';
import { formatNumber, placeName } from '../../../i18n/locale';
import { useT } from '../../../i18n/use-t';
import { errorMessage } from '../../../lib/api-client';
import { usePageTitle } from '../../../lib/use-page-title';
import { useUrlFilters } from '../../../lib/use-url-filters';
import { LocationFields } from '../../locations';
import { useInsights } from '../api/insights-api';
import { DistrictMap } from '../components/district-map';
import { InsightFigures } from '../components/insight-figures';
import { CountsChart, PerDayChart } from '../components/insights-charts';

const PLACE = ['division', 'district'] as const;
const DEFAULT_DAYS = '30';

/**
 * /dashboard/insights (volunteers and admins): the map of open requests by district, each a way into
 * the triage board, and the figures of the last 7, 30 or 90 days, for the whole country or one place.
 * The period and place live in the URL.
 */
export function InsightsPage() {
  usePageTitle('Map of needs and figures');
  const t = useT();
  const { params, applied, form, setField, apply, clear } = useUrlFilters(PLACE, { keep: ['days'] });
  const days = params.get('days') ?? DEFAULT_DAYS;
  const insights = useInsights({ days, ...applied });
  const placeQuery = Object.fromEntries(Object.entries(applied).filter(([, value]) => value !== ''));

  return (
    <div className="space-y-6">
      <header>
        <h1 className="text-2xl font-bold">{t('Map of needs and figures')}</h1>
        <p className="mt-1 text-stone-700">{t('Where requests are open now, and how the requests of the period fared.')}</p>
      </header>
      <Card className="space-y-4">
        <nav aria-label={t('Period')} className="flex flex-wrap gap-2">
          {INSIGHT_RANGES.map((range) => (
            <Link
              key={range}
              to={withQuery(PAGE_PATHS.insights, { ...placeQuery, days: String(range) })}
              aria-current={String(range) === days ? 'page' : undefined}
              className={cn(
                'rounded-full border px-4 py-2 text-sm font-semibold',
                String(range) === days
                  ? 'border-red-800 bg-red-800 text-white'
                  : 'border-stone-300 bg-white text-stone-900 hover:bg-stone-100',
              )}
            >
              {t('Last {count} days', { count: formatNumber(range) })}
            </Link>
          ))}
        </nav>
        <form
          onSubmit={apply}
          noValidate
          aria-label={t('Choose a place')}
          className="grid gap-4 sm:grid-cols-2 xl:grid-cols-[repeat(2,minmax(0,1fr))_auto] xl:items-end"
        >
          <LocationFields
            {...form}
            required={false}
            districtOptional
            onChange={(field, value) => field !== 'blood' && setField(field, value)}
          />
          <FilterButtons clearLabel={t('Whole country')} onClear={clear} />
        </form>
      </Card>
      {insights.isPending ? (
        <PageSpinner label={t('Loading the figures')} screen />
      ) : insights.isError ? (
        <ErrorState message={errorMessage(insights.error)} onRetry={() => insights.refetch()} />
      ) : (
        <div aria-busy={insights.isFetching} className="space-y-6">
          <div className="grid gap-6 xl:grid-cols-2">
            <Card>
              <h2 className="mb-3 font-semibold">{t('Open requests by district, now')}</h2>
              <DistrictMap openByDistrict={insights.data.openByDistrict} />
            </Card>
            <section aria-labelledby="period-figures" className="space-y-3">
              <h2 id="period-figures" className="font-semibold">
                {applied.district || applied.division
                  ? t('The last {count} days in {place}', {
                      count: formatNumber(insights.data.days),
                      place: placeName(applied.district || applied.division),
                    })
                  : t('The last {count} days in Bangladesh', { count: formatNumber(insights.data.days) })}
              </h2>
              <InsightFigures insights={insights.data} />
            </section>
          </div>
          <PerDayChart perDay={insights.data.perDay} />
          <div className="grid gap-6 xl:grid-cols-2">
            <CountsChart
              title={t('Requests by blood group')}
              header={t('Blood group')}
              rows={BLOOD_GROUPS.map((blood) => ({
                label: blood,
                requests: insights.data.byBlood.find((row) => row.blood === blood)?.requests ?? 0,
              }))}
            />
            <CountsChart
              title={t('Requests by division')}
              header={t('Division')}
              rows={insights.data.byDivision.map((row) => ({ label: placeName(row.division), requests: row.requests }))}
            />
          </div>
        </div>
      )}
    </div>
  );
}
