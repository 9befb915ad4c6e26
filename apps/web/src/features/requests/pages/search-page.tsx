import {
  BLOOD_GROUPS,
  DISTRICT_NOT_IN_DIVISION,
  DONOR_TEXTS,
  isDistrictInDivision,
  PAGE_PATHS,
  SEARCH_DONORS_VIEW,
  withQuery,
} from '@grant/shared';
import { Search } from 'lucide-react';
import { type FormEvent, useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { placeName } from '../../../i18n/locale';
import { useT } from '../../../i18n/use-t';
import { useHydrated } from '../../../lib/use-hydrated';
import { usePageTitle } from '../../../lib/use-page-title';
import { useUrlPage } from '../../../lib/use-paged-list';
import { DonorSearchResults } from '../../donors';
import { LocationFields } from '../../locations';
import { useSearchRequests } from '../api/requests-api';
import { detailsColumn, requestColumns } from '../components/request-columns';
import { RequestList } from '../components/request-list';

/** The query lives in the URL, so a search can be shared and the back button works. */
function queryFromParams(params: URLSearchParams) {
  const blood = params.get('blood') ?? '';
  const division = params.get('division') ?? '';
  const district = params.get('district') ?? '';
  const valid =
    (BLOOD_GROUPS as readonly string[]).includes(blood) && division !== '' && (!district || isDistrictInDivision(district, division));
  return valid ? { blood, division, district } : null;
}

type View = 'requests' | 'donors';
const VIEWS = [
  ['requests', DONOR_TEXTS.requestsView],
  ['donors', DONOR_TEXTS.donorsView],
] as const;
const viewOf = (params: URLSearchParams): View => (params.get('view') === SEARCH_DONORS_VIEW.view ? 'donors' : 'requests');

/** The same search in another view: its group and place kept, back to the first page. */
function paramsFor(view: View, params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(params);
  next.delete('page');
  if (view === 'donors') next.set('view', SEARCH_DONORS_VIEW.view);
  else next.delete('view');
  return next;
}

/** Requests or donors: two links (a segmented control), so each view has its own address and the keyboard reaches both. */
function ViewSwitch({ view, params }: { view: View; params: URLSearchParams }) {
  const t = useT();
  return (
    <nav aria-label={t(DONOR_TEXTS.searchViews)} className="mt-4 grid grid-cols-2 gap-1 rounded-xl bg-stone-100 p-1">
      {VIEWS.map(([name, label]) => (
        <Link
          key={name}
          to={{ search: `?${paramsFor(name, params)}` }}
          aria-current={name === view ? 'page' : undefined}
          className={`rounded-lg px-3 py-2 text-center text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 ${
            name === view ? 'bg-white text-brand-800 shadow-sm' : 'text-stone-700 hover:bg-white/60'
          }`}
        >
          {t(label)}
        </Link>
      ))}
    </nav>
  );
}

/** The request form for this group and place (it reads them from its URL). */
const askForBloodPath = (query: { blood: string; division: string; district: string }) =>
  withQuery(PAGE_PATHS.createRequest, query.district ? query : { blood: query.blood, division: query.division });

export function SearchPage() {
  usePageTitle('Search');
  const t = useT();
  const hydrated = useHydrated();
  const columns = useMemo(() => [...requestColumns(t), detailsColumn(t)], [t]);
  const [params, setParams] = useSearchParams();
  const query = queryFromParams(params);
  const view = viewOf(params);
  const page = useUrlPage();
  const results = useSearchRequests(view === 'requests' ? query : null, page);
  const [form, setForm] = useState({
    blood: params.get('blood') ?? '',
    division: params.get('division') ?? '',
    district: params.get('district') ?? '',
  });
  const [errors, setErrors] = useState<Partial<Record<'blood' | 'division' | 'district', string>>>({});

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const problems = {
      blood: form.blood ? undefined : t('Choose a blood group.'),
      division: form.division ? undefined : t('Choose a division.'),
      district: form.district && !isDistrictInDivision(form.district, form.division) ? DISTRICT_NOT_IN_DIVISION : undefined,
    };
    setErrors(problems);
    if (problems.blood || problems.division || problems.district) return;
    const next = new URLSearchParams({ blood: form.blood, division: form.division });
    if (form.district) next.set('district', form.district);
    setParams(paramsFor(view, next));
  }

  return (
    <div className="mx-auto grid max-w-7xl gap-6 px-4 py-10 lg:grid-cols-[18rem_1fr]">
      <aside>
        <Card className="lg:sticky lg:top-24">
          <h1 className="text-xl font-bold">{t('Search donors and requests')}</h1>
          <ViewSwitch view={view} params={params} />
          <form onSubmit={onSubmit} noValidate className="mt-4 space-y-4" aria-label={t('Search')}>
            <LocationFields
              {...form}
              districtOptional
              errors={errors}
              onChange={(field, value) => setForm((current) => ({ ...current, [field]: value }))}
            />
            <Button type="submit" className="w-full" disabled={!hydrated}>
              <Search aria-hidden="true" className="size-4" /> {t('Search')}
            </Button>
          </form>
        </Card>
      </aside>
      <section aria-labelledby="results-heading" className="min-w-0 space-y-4">
        <h2 id="results-heading" className="text-xl font-bold">
          {query && view === 'donors'
            ? query.district
              ? t(DONOR_TEXTS.donorsNear, { blood: query.blood, district: placeName(query.district) })
              : t(DONOR_TEXTS.donorsInDivision, { blood: query.blood, division: placeName(query.division) })
            : query
              ? query.district
                ? t('Requests for {blood} in {district}, {division}', {
                    blood: query.blood,
                    district: placeName(query.district),
                    division: placeName(query.division),
                  })
                : t('Requests for {blood} in all districts, {division}', { blood: query.blood, division: placeName(query.division) })
              : t('Results')}
        </h2>
        {query && view === 'donors' ? (
          <DonorSearchResults query={query} control={page} askFor={askForBloodPath(query)} />
        ) : query ? (
          <RequestList
            caption={t('Search results')}
            list={results}
            columns={columns}
            empty={t('No requests match this search. Try another district, or leave the district open.')}
          />
        ) : (
          <p className="rounded-2xl border border-dashed border-stone-300 bg-white px-4 py-12 text-center text-stone-700">
            {t('Choose a blood group and a division, then press Search.')}
          </p>
        )}
      </section>
    </div>
  );
}
