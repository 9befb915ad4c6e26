import { BLOOD_GROUPS, type BloodGroup, compatibleDonorGroups } from '@grant/shared';
import { Card } from '../../../components/ui/card';
import { FilterButtons } from '../../../components/ui/filter-buttons';
import { PagedCards } from '../../../components/ui/paged-cards';
import { useT } from '../../../i18n/use-t';
import { usePageTitle } from '../../../lib/use-page-title';
import { useUrlPage } from '../../../lib/use-paged-list';
import { useUrlFilters } from '../../../lib/use-url-filters';
import { LocationFields } from '../../locations';
import { useBloodBanks } from '../api/blood-banks-api';
import { BankCard } from '../components/bank-card';

const FILTERS = ['blood', 'division', 'district', 'match'] as const;

/** "Who holds O- near me": blood banks by group and place, nearest district first, fresh figures first. */
export function BloodBanksPage() {
  usePageTitle('Blood banks');
  const t = useT();
  const filters = useUrlFilters(FILTERS);
  const list = useBloodBanks(filters.applied, useUrlPage());
  const { blood, match } = filters.applied;
  const group = BLOOD_GROUPS.find((known) => known === blood);
  const highlight: BloodGroup[] = group ? (match === 'compatible' ? compatibleDonorGroups(group) : [group]) : [];

  return (
    <div className="mx-auto max-w-7xl space-y-6 px-4 py-10">
      <header>
        <h1 className="text-3xl font-bold">{t('Blood banks')}</h1>
        <p className="mt-2 text-stone-700">
          {t(
            'Which bank holds which blood group today, nearest first. Figures not confirmed in the last 24 hours are marked stale: call first.',
          )}
        </p>
      </header>
      <Card>
        <form onSubmit={filters.apply} noValidate aria-label={t('Find blood')} className="space-y-4">
          <div className="grid gap-4 sm:grid-cols-3">
            <LocationFields
              division={filters.form.division}
              district={filters.form.district}
              blood={filters.form.blood}
              required={false}
              districtOptional
              onChange={(field, value) => filters.setField(field, value)}
            />
          </div>
          <label className="flex items-center gap-2 text-stone-800">
            <input
              type="checkbox"
              checked={filters.form.match === 'compatible'}
              onChange={(event) => filters.setField('match', event.target.checked ? 'compatible' : '')}
              className="size-4 accent-brand-700"
            />
            {t('Also groups a patient of this group can receive')}
          </label>
          <FilterButtons clearLabel={t('Every bank')} onClear={filters.clear} />
        </form>
      </Card>
      <PagedCards
        list={list}
        loadingLabel={t('Loading blood banks')}
        empty={{ title: t('No blood bank holds that group here.'), text: t('Try compatible groups, or a wider place.') }}
        className="grid gap-4 lg:grid-cols-2"
      >
        {(bank) => <BankCard bank={bank} highlight={highlight} />}
      </PagedCards>
    </div>
  );
}
