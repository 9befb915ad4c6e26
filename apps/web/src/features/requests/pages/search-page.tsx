import { BLOOD_GROUPS, DISTRICT_NOT_IN_DIVISION, isDistrictInDivision } from '@grant/shared';
import { Search } from 'lucide-react';
import { type FormEvent, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { placeName } from '../../../i18n/locale';
import { useT } from '../../../i18n/use-t';
import { useHydrated } from '../../../lib/use-hydrated';
import { usePageTitle } from '../../../lib/use-page-title';
import { useUrlPage } from '../../../lib/use-paged-list';
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

export function SearchPage() {
  usePageTitle('Search');
  const t = useT();
  const hydrated = useHydrated();
  const columns = useMemo(() => [...requestColumns(t), detailsColumn(t)], [t]);
  const [params, setParams] = useSearchParams();
  const query = queryFromParams(params);
  const results = useSearchRequests(query, useUrlPage());
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
    setParams(next);
  }

  return (
    <div className="mx-auto grid max-w-7xl gap-6 px-4 py-10 lg:grid-cols-[18rem_1fr]">
      <aside>
        <Card className="lg:sticky lg:top-24">
          <h1 className="text-xl font-bold">{t('Search donors and requests')}</h1>
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
          {query
            ? query.district
              ? t('Requests for {blood} in {district}, {division}', {
                  blood: query.blood,
                  district: placeName(query.district),
                  division: placeName(query.division),
                })
              : t('Requests for {blood} in all districts, {division}', { blood: query.blood, division: placeName(query.division) })
            : t('Results')}
        </h2>
        {query ? (
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
