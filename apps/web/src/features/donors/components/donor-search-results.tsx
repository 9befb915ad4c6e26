import { DONOR_TEXTS, type DonorSearchResult, LIMITS } from '@grant/shared';
import { HandHeart } from 'lucide-react';
import { useMemo } from 'react';
import { ButtonLink } from '../../../components/ui/button';
import type { Column } from '../../../components/ui/data-table';
import { EmptyState } from '../../../components/ui/states';
import { formatNumber } from '../../../i18n/locale';
import { type Translate, useT } from '../../../i18n/use-t';
import type { PageControl } from '../../../lib/use-paged-list';
import { RequestList } from '../../requests';
import { type DonorSearch, useDonorSearch } from '../api/donors-api';
import { bloodCell, placeCell } from './donor-cells';

function AskForBlood({ to, size = 'sm' }: { to: string; size?: 'sm' | 'md' }) {
  const t = useT();
  return (
    <ButtonLink to={to} size={size} variant={size === 'sm' ? 'secondary' : undefined}>
      <HandHeart aria-hidden="true" className="size-4" /> {t(DONOR_TEXTS.askForBlood)}
    </ButtonLink>
  );
}

const columns = (t: Translate, askFor: string): Column<DonorSearchResult>[] => [
  { header: '#', cell: (_donor, index) => formatNumber(index + 1) },
  { header: t(DONOR_TEXTS.firstName), cell: (donor) => donor.firstName, primary: true },
  { header: t('Blood'), cell: (donor) => bloodCell(t, donor) },
  { header: t('Place'), cell: (donor) => placeCell(t, donor, donor.sameDistrict) },
  { header: t(DONOR_TEXTS.askForBlood), cell: () => <AskForBlood to={askFor} /> },
];

/**
 * The search page's donors view: who could give to the patient's group, nearest district first (from
 * the chosen district and those nearest it, LIMITS.donorSearchDistricts in all; decision 0052),
 * without their contacts; each row leads to a request for that group and place (`askFor`).
 */
export function DonorSearchResults({ query, control, askFor }: { query: DonorSearch; control: PageControl; askFor: string }) {
  const t = useT();
  const donors = useDonorSearch(query, control);
  const shown = useMemo(() => columns(t, askFor), [t, askFor]);
  return (
    <div className="space-y-4">
      <div className="flex flex-col gap-3 rounded-2xl bg-white p-4 ring-1 ring-stone-200 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-stone-700">
          {query.district
            ? t(DONOR_TEXTS.donorSearchHint, { count: LIMITS.donorSearchDistricts - 1 })
            : t(DONOR_TEXTS.donorSearchHintDivision)}
        </p>
        <div className="shrink-0">
          <AskForBlood to={askFor} size="md" />
        </div>
      </div>
      <RequestList
        caption={t(DONOR_TEXTS.donorSearchCaption)}
        list={donors}
        columns={shown}
        empty={<EmptyState title={t(DONOR_TEXTS.noDonorsFound)} text={t(DONOR_TEXTS.noDonorsFoundText)} />}
      />
    </div>
  );
}
