import { DONOR_TEXTS, type RequestDonor } from '@grant/shared';
import { Mail, Phone } from 'lucide-react';
import { useMemo } from 'react';
import { Card } from '../../../components/ui/card';
import type { Column } from '../../../components/ui/data-table';
import { Spinner } from '../../../components/ui/spinner';
import { ErrorState } from '../../../components/ui/states';
import { formatNumber } from '../../../i18n/locale';
import { type Translate, useT } from '../../../i18n/use-t';
import { errorMessage } from '../../../lib/api-client';
import { formatKm } from '../../../lib/format-distance';
import type { PagedList } from '../../../lib/use-paged-list';
import { useRequestDonors } from '../api/donors-api';
import { bloodCell, placeCell, tag } from './donor-cells';
import { DonorListSection } from './donor-list-section';

function Contact({ donor }: { donor: RequestDonor }) {
  if (!donor.email && !donor.phone) return <span className="text-stone-600">—</span>;
  return (
    <span className="flex flex-col gap-1">
      {donor.phone && (
        <a className="inline-flex items-center gap-1 text-brand-800 underline" href={`tel:${donor.phone.replace(/[ -]/g, '')}`}>
          <Phone aria-hidden="true" className="size-4" /> {donor.phone}
        </a>
      )}
      {donor.email && (
        <a className="inline-flex items-center gap-1 break-all text-brand-800 underline" href={`mailto:${donor.email}`}>
          <Mail aria-hidden="true" className="size-4" /> {donor.email}
        </a>
      )}
    </span>
  );
}

/** The donor's name, marked when they pledged or said "Not this time" (those come last, with no contact). */
function NameCell({ donor }: { donor: RequestDonor }) {
  const t = useT();
  return (
    <span className="inline-flex flex-wrap items-center gap-1">
      <span className={donor.response === 'declined' ? 'text-stone-600' : undefined}>{donor.name}</span>
      {donor.response === 'pledged' && <span className={`${tag} bg-green-100 text-green-900`}>{t(DONOR_TEXTS.pledgedMark)}</span>}
      {donor.response === 'declined' && <span className={`${tag} bg-stone-200 text-stone-800`}>{t(DONOR_TEXTS.declinedMark)}</span>}
    </span>
  );
}

const baseColumns = (t: Translate): Column<RequestDonor>[] => [
  { header: t('Name'), cell: (donor) => <NameCell donor={donor} />, primary: true },
  { header: t('Blood'), cell: (donor) => bloodCell(t, donor) },
  { header: t('Place'), cell: (donor) => placeCell(t, donor, donor.proximity === 'district') },
  // From the request's hospital (or place, or district centre); the list comes nearest first.
  { header: t('Distance'), cell: (donor) => <span className="whitespace-nowrap">{t('{km} km', { km: formatKm(donor.distanceKm) })}</span> },
];
const contactColumn = (t: Translate): Column<RequestDonor> => ({ header: t('Contact'), cell: (donor) => <Contact donor={donor} /> });

interface CompatibleDonorsProps {
  requestId: string;
  isRequester: boolean;
  /** The requester and staff see who the donors are; anyone else how many (the server answers them no rows). */
  maySeeList: boolean;
  pledged: number;
}

/** The request page's donors who can give to it: exact group first, then the nearest, those who declined last. */
export function CompatibleDonors({ requestId, isRequester, maySeeList, pledged }: CompatibleDonorsProps) {
  const donors = useRequestDonors(requestId);
  const t = useT();
  const columns = useMemo(() => (isRequester ? [...baseColumns(t), contactColumn(t)] : baseColumns(t)), [t, isRequester]);

  if (!maySeeList) return <DonorCounts list={donors} pledged={pledged} />;
  return (
    <DonorListSection
      id="compatible-donors-title"
      title={DONOR_TEXTS.compatibleDonors}
      hints={[DONOR_TEXTS.compatibleDonorsHint, isRequester ? DONOR_TEXTS.contactsForRequester : DONOR_TEXTS.listForStaff]}
      list={donors}
      columns={columns}
      empty={{ title: DONOR_TEXTS.noDonors, text: DONOR_TEXTS.noDonorsText }}
    />
  );
}

/** For anyone but the requester and staff: how many donors pledged and how many match, not who. */
function DonorCounts({ list, pledged }: { list: PagedList<RequestDonor>; pledged: number }) {
  const t = useT();
  const { query } = list;
  return (
    <section aria-labelledby="compatible-donors-title">
      <Card>
        <h2 id="compatible-donors-title" className="text-xl font-bold">
          {t(DONOR_TEXTS.compatibleDonors)}
        </h2>
        <div className="mt-3">
          {query.isPending ? (
            <Spinner label={t(DONOR_TEXTS.compatibleDonors)} />
          ) : query.isError ? (
            <ErrorState message={errorMessage(query.error)} onRetry={() => query.refetch()} />
          ) : (
            <p className="font-semibold text-stone-900">
              {t(DONOR_TEXTS.donorCounts, { pledged: formatNumber(pledged), matching: formatNumber(list.total ?? 0) })}
            </p>
          )}
          <p className="mt-1 text-sm text-stone-700">{t(DONOR_TEXTS.donorCountsHint)}</p>
        </div>
      </Card>
    </section>
  );
}
