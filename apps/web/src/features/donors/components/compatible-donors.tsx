import { DONOR_TEXTS, type RequestDonor } from '@grant/shared';
import { Mail, Phone } from 'lucide-react';
import { useMemo } from 'react';
import type { Column } from '../../../components/ui/data-table';
import { type Translate, useT } from '../../../i18n/use-t';
import { useRequestDonors } from '../api/donors-api';
import { bloodCell, placeCell } from './donor-cells';
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

const baseColumns = (t: Translate): Column<RequestDonor>[] => [
  { header: t('Name'), cell: (donor) => donor.name, primary: true },
  { header: t('Blood'), cell: (donor) => bloodCell(t, donor) },
  { header: t('Place'), cell: (donor) => placeCell(t, donor, donor.proximity === 'district') },
];
const contactColumn = (t: Translate): Column<RequestDonor> => ({ header: t('Contact'), cell: (donor) => <Contact donor={donor} /> });

/** The request page's list of donors who can give to it: exact group first, then the nearest. */
export function CompatibleDonors({ requestId, isRequester }: { requestId: string; isRequester: boolean }) {
  const donors = useRequestDonors(requestId);
  const t = useT();
  const columns = useMemo(() => (isRequester ? [...baseColumns(t), contactColumn(t)] : baseColumns(t)), [t, isRequester]);

  return (
    <DonorListSection
      id="compatible-donors-title"
      title={DONOR_TEXTS.compatibleDonors}
      hints={[DONOR_TEXTS.compatibleDonorsHint, isRequester ? DONOR_TEXTS.contactsForRequester : DONOR_TEXTS.contactsHidden]}
      list={donors}
      columns={columns}
      empty={{ title: DONOR_TEXTS.noDonors, text: DONOR_TEXTS.noDonorsText }}
    />
  );
}
