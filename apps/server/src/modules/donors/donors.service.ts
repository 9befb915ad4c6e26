import {
  BLOOD_GROUPS,
  type BloodGroup,
  compatibleDonorGroups,
  type DonorProfile,
  type DonorProfileUpdate,
  type DonorSearchQuery,
  isEligible,
  latestEligibleDonationOn,
  nextEligibleDate,
  REQUEST_TEXTS,
  todayInDhaka,
  USER_TEXTS,
} from '@grant/shared';
import type { Database } from '../../db/client';
import type { DonationRequestRow } from '../../db/schema/index';
import type { Actor } from '../../lib/actor';
import { notFound } from '../../lib/app-error';
import type { RequestsRepository } from '../requests/requests.repository';
import { donorsPolicy } from './donors.policy';
import type { DonorMatch, DonorsRepository, MatchedDonorRow } from './donors.repository';

export interface Paging {
  page: number;
  limit: number;
}

const windowOf = ({ page, limit }: Paging) => ({ offset: (page - 1) * limit, limit });

/** The part of a request that decides who matches it. */
export type MatchedRequest = Pick<DonationRequestRow, 'blood' | 'division' | 'district' | 'requesterId'>;

/** How far a request reaches: its district, or (critical requests) its whole division. */
export type NotificationReach = 'district' | 'division';

/** A donor to tell about a request: eligible, available, active and of a compatible group. */
export type NotifiableDonor = MatchedDonorRow;

const isBloodGroup = (value: string): value is BloodGroup => (BLOOD_GROUPS as readonly string[]).includes(value);

export function createDonorsService(deps: {
  donors: DonorsRepository;
  requests: Pick<RequestsRepository, 'findById'>;
  intervalDays: number;
  /** Today's date (YYYY-MM-DD) where the product is used; tests may fix it. */
  today?: () => string;
}) {
  const { donors, intervalDays } = deps;
  const today = deps.today ?? (() => todayInDhaka());

  function matchOf(
    blood: BloodGroup,
    place: { division: string; district?: string },
    reach: NotificationReach,
    excludeUserId?: string,
  ): DonorMatch {
    return {
      blood,
      compatibleGroups: compatibleDonorGroups(blood),
      division: place.division,
      district: place.district,
      reach,
      lastDonationBy: latestEligibleDonationOn(intervalDays, today()),
      excludeUserId,
    };
  }

  function requestMatch(request: MatchedRequest, reach: NotificationReach): DonorMatch | undefined {
    // The column is checked against the enum on the way in; an unknown value simply matches nobody.
    if (!isBloodGroup(request.blood)) return undefined;
    return matchOf(request.blood, request, reach, request.requesterId);
  }

  async function profile(actor: Actor): Promise<DonorProfile> {
    const row = await donors.findProfile(actor.id);
    if (!row) throw notFound(USER_TEXTS.accountNotFound);
    return {
      ...row,
      nextEligibleOn: nextEligibleDate(row.lastDonationOn, intervalDays),
      eligible: isEligible(row.lastDonationOn, intervalDays, today()),
      intervalDays,
    };
  }

  return {
    /** GET /donors: compatible, eligible, available donors of a division, exact group first, then the district. */
    search: (query: DonorSearchQuery) => donors.findMatches(matchOf(query.blood, query, 'division'), windowOf(query)),

    /** The donors of one request for its detail page, with whether the caller may see their contacts. */
    async forRequest(actor: Actor, requestId: string, paging: Paging) {
      const request = await deps.requests.findById(requestId);
      if (!request) throw notFound(REQUEST_TEXTS.notFound);
      const match = requestMatch(request, 'division');
      const page = match ? await donors.findMatches(match, windowOf(paging)) : { rows: [], total: 0 };
      return { ...page, request, contact: donorsPolicy.canSeeDonorContacts(actor, request) };
    },

    /**
     * For notifications: every eligible, available, active donor of a group compatible with the
     * request, in its district (reach 'district') or its whole division (reach 'division'), exact
     * group and same district first; never the requester. Unpaginated: each is notified once.
     */
    async findNotifiableDonors(request: MatchedRequest, reach: NotificationReach): Promise<NotifiableDonor[]> {
      const match = requestMatch(request, reach);
      return match ? donors.findAllMatches(match) : [];
    },

    profile,

    async updateProfile(actor: Actor, changes: DonorProfileUpdate): Promise<DonorProfile> {
      const defined = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined));
      if (Object.keys(defined).length > 0) await donors.updateProfile(actor.id, defined);
      return profile(actor);
    },

    /** The requests the caller confirmed, with their outcome (status). */
    history: (actor: Actor, paging: Paging) => donors.donationsOf(actor.id, windowOf(paging)),

    /**
     * A request the donor confirmed is done: they gave blood on its date (or today, if it is marked
     * done early). `tx` keeps it in the transaction of the status change.
     */
    recordDonation: (donorId: string, donationDate: string, tx?: Database) => {
      const on = donationDate < today() ? donationDate : today();
      return (tx ? donors.in(tx) : donors).recordDonation(donorId, on);
    },
  };
}

export type DonorsService = ReturnType<typeof createDonorsService>;
