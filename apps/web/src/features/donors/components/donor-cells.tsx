import { DONOR_TEXTS } from '@grant/shared';
import { placeName } from '../../../i18n/locale';
import type { Translate } from '../../../i18n/use-t';

export const tag = 'inline-block rounded-full px-2 py-0.5 text-xs font-semibold';

/** A donor's group, marked as the patient's own or only compatible. */
export const bloodCell = (t: Translate, donor: { blood: string; exactMatch: boolean }) => (
  <span className="inline-flex flex-wrap items-center gap-1">
    <span className="font-semibold">{donor.blood}</span>
    <span className={`${tag} ${donor.exactMatch ? 'bg-green-100 text-green-900' : 'bg-stone-100 text-stone-800'}`}>
      {donor.exactMatch ? t(DONOR_TEXTS.exactMatch) : t(DONOR_TEXTS.compatibleMatch)}
    </span>
  </span>
);

/** Where a donor lives, marked when it is the district asked about. */
export const placeCell = (t: Translate, donor: { district: string; division: string }, sameDistrict: boolean) => (
  <span className="inline-flex flex-wrap items-center gap-1">
    {placeName(donor.district)}, {placeName(donor.division)}
    {sameDistrict && <span className={`${tag} bg-sky-100 text-sky-900`}>{t(DONOR_TEXTS.sameDistrict)}</span>}
  </span>
);
