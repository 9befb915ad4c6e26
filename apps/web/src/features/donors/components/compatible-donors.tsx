import { DONOR_TEXTS, type RequestDonor } from '@grant/shared';
import { Mail, Phone } from 'lucide-react';
import { useMemo } from 'react';
import type { Column } from '../../../components/ui/data-table';
import { placeName } from '../../../i18n/locale';
import { type Translate, useT } from '../../../i18n/use-t';
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

const baseColumns = (t: Translate): Column<RequestDonor>[] => [
  { header: t('Name'), cell: (donor) => donor.name, primary: true },
  {
    header: t('Blood'),
    cell: (donor) => (
      <span className="inline-flex flex-wrap items-center gap-1">
        <span className="font-semibold">{donor.blood}</span>
        <span className={`${tag} ${donor.exactMatch ? 'bg-green-100 text-green-900' : 'bg-stone-100 text-stone-800'}`}>
          {donor.exactMatch ? t(DONOR_TEXTS.exactMatch) : t(DONOR_TEXTS.compatibleMatch)}
        </span>
      </span>
    ),
  },
  {
    header: t('Place'),
    cell: (donor) => (
      <span className="inline-flex flex-wrap items-center gap-1">
        {placeName(donor.district)}, {placeName(donor.division)}
        {donor.proximity === 'district' && <span className={`${tag} bg-sky-100 text-sky-900`}>{t(DONOR_TEXTS.sameDistrict)}</span>}
      </span>
    ),
  },
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
