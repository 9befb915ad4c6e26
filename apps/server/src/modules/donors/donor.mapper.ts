import type { PublicDonor, RequestDonor } from '@grant/shared';
import type { MatchedDonorRow } from './donors.repository';

/** Where the donor stands against what was asked: exact group or only compatible, same district or not. */
export interface MatchContext {
  blood: string;
  district?: string;
}

export const toPublicDonor = (row: MatchedDonorRow, context: MatchContext): PublicDonor => ({
  _id: row.id,
  name: row.name,
  blood: row.blood,
  division: row.division,
  district: row.district,
  exactMatch: row.blood === context.blood,
  proximity: context.district !== undefined && row.district === context.district ? 'district' : 'division',
});

/** Contact details only when the donors policy allows them, the phone only if the donor agreed; otherwise null, never the value. */
export const toRequestDonor = (row: MatchedDonorRow, context: MatchContext, contact: boolean): RequestDonor => ({
  ...toPublicDonor(row, context),
  email: contact ? row.email : null,
  phone: contact && row.phoneToRequesters ? row.phone : null,
});
