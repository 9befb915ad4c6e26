import type { DONOR_RESPONSES, DonorSearchResult, PublicDonor, RequestDonor } from '@grant/shared';
import { roundedKm } from '../../lib/geo-sql';
import type { MatchedDonorRow, SearchedDonorRow } from './donors.repository';

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

/** The first word of a name: what the search page shows of a donor. */
const firstNameOf = (name: string) => name.trim().split(/\s+/u)[0] ?? '';

export const toDonorSearchResult = (row: SearchedDonorRow, context: MatchContext): DonorSearchResult => ({
  _id: row.id,
  firstName: firstNameOf(row.name),
  blood: row.blood,
  division: row.division,
  district: row.district,
  exactMatch: row.blood === context.blood,
  sameDistrict: row.district === context.district,
});

/** How each donor answered the request: a donor is in at most one list (a pledge removes a decline). */
export type Responses = { pledged: readonly string[]; declined: readonly string[] };
const responseOf = (id: string, responses: Responses): (typeof DONOR_RESPONSES)[number] | null =>
  responses.pledged.includes(id) ? 'pledged' : responses.declined.includes(id) ? 'declined' : null;

/**
 * Contact details only when the donors policy allows them, the phone only if the donor agreed, never
 * for a donor who declined; otherwise null, never the value.
 */
export const toRequestDonor = (row: MatchedDonorRow, context: MatchContext, contact: boolean, responses: Responses): RequestDonor => {
  const response = responseOf(row.id, responses);
  const reachable = contact && response !== 'declined';
  return {
    ...toPublicDonor(row, context),
    email: reachable ? row.email : null,
    phone: reachable && row.phoneToRequesters ? row.phone : null,
    response,
    // Every request and donor has a point (at worst their district's centre, migration 0024).
    distanceKm: roundedKm(row.distanceKm ?? 0),
  };
};
