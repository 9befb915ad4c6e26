import { Card } from '../../../components/ui/card';
import { FilterButtons } from '../../../components/ui/filter-buttons';
import { useT } from '../../../i18n/use-t';
import type { useUrlFilters } from '../../../lib/use-url-filters';
import { LocationFields } from '../../locations';

type PlaceFilters = ReturnType<typeof useUrlFilters<'division' | 'district'>>;

/** Division and district of a list kept in the URL; clearing shows the whole country. */
export function PlaceFilter({ filters }: { filters: PlaceFilters }) {
  const t = useT();
  return (
    <Card>
      <form
        onSubmit={filters.apply}
        noValidate
        aria-label={t('Choose a place')}
        className="grid gap-4 sm:grid-cols-2 xl:grid-cols-[repeat(2,minmax(0,1fr))_auto] xl:items-end"
      >
        <LocationFields
          {...filters.form}
          required={false}
          districtOptional
          onChange={(field, value) => field !== 'blood' && filters.setField(field, value)}
        />
        <FilterButtons clearLabel={t('Whole country')} onClear={filters.clear} />
      </form>
    </Card>
  );
}
