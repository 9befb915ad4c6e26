import { DONOR_TEXTS, type RequestDonor } from '@grant/shared';
import { Mail, Phone } from 'lucide-react';
import { useState } from 'react';
import type { Column } from '../../../components/ui/data-table';
import { useRequestDonors } from '../api/donors-api';
import { DonorListSection } from './donor-list-section';

const tag = 'inline-block rounded-full px-2 py-0.5 text-xs font-semibold';

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

const baseColumns: Column<RequestDonor>[] = [
  { header: 'Name', cell: (donor) => donor.name, primary: true },
  {
    header: 'Blood',
    cell: (donor) => (
      <span className="inline-flex flex-wrap items-center gap-1">
        <span className="font-semibold">{donor.blood}</span>
        <span className={`${tag} ${donor.exactMatch ? 'bg-green-100 text-green-900' : 'bg-stone-100 text-stone-800'}`}>
          {donor.exactMatch ? DONOR_TEXTS.exactMatch : DONOR_TEXTS.compatibleMatch}
        </span>
      </span>
    ),
  },
  {
    header: 'Place',
    cell: (donor) => (
      <span className="inline-flex flex-wrap items-center gap-1">
        {donor.district}, {donor.division}
        {donor.proximity === 'district' && <span className={`${tag} bg-sky-100 text-sky-900`}>{DONOR_TEXTS.sameDistrict}</span>}
      </span>
    ),
  },
];
const contactColumn: Column<RequestDonor> = { header: 'Contact', cell: (donor) => <Contact donor={donor} /> };

/** The request page's list of donors who can give to it: exact group first, then the nearest. */
export function CompatibleDonors({ requestId, isRequester }: { requestId: string; isRequester: boolean }) {
  const [page, setPage] = useState(1);
  const donors = useRequestDonors(requestId, page);
  const columns = isRequester ? [...baseColumns, contactColumn] : baseColumns;

  return (
    <DonorListSection
      id="compatible-donors-title"
      title={DONOR_TEXTS.compatibleDonors}
      hints={[DONOR_TEXTS.compatibleDonorsHint, isRequester ? DONOR_TEXTS.contactsForRequester : DONOR_TEXTS.contactsHidden]}
      query={donors}
      columns={columns}
      page={page}
      onPageChange={setPage}
      empty={{ title: DONOR_TEXTS.noDonors, text: DONOR_TEXTS.noDonorsText }}
    />
  );
}
