import {
  BLOOD_COMPONENTS,
  BLOOD_GROUPS,
  type BloodComponent,
  type BloodGroup,
  compatibleDonorGroups,
  compatibleDonorGroupsFor,
  type DonorNearSearchQuery,
  type DonorProfile,
  type DonorProfileUpdate,
  type DonorSearchQuery,
  donorTiers,
  type GeoPoint,
  isEligible,
  LIMITS,
  latestEligibleDonationOn,
  nextEligibleDate,
  REQUEST_TEXTS,
  roundedLocation,
  todayInDhaka,
  USER_TEXTS,
} from '@grant/shared';
import type { Database } from '../../db/client';
import type { DonationRequestRow } from '../../db/schema/index';
import type { Actor } from '../../lib/actor';
import { notFound } from '../../lib/app-error';
import { districtsNearestTo } from '../../lib/nearest-districts';
import { offsetWindowOf, type Page, type Paging, windowOf } from '../../lib/paging';
import type { PlacesService } from '../places/places.service';
import type { RequestLookup } from '../requests/requests.service';
import { donorsPolicy } from './donors.policy';
import type { DonorMatch, DonorProfileChanges, DonorsRepository, MatchedDonorRow } from './donors.repository';
import type { WaveCandidatesRepository } from './wave-candidates.repository';

/** The part of a request that decides who matches it: its group and component, its place and point. */
export type MatchedRequest = Pick<
  DonationRequestRow,
  'blood' | 'component' | 'division' | 'district' | 'requesterId' | 'geoLat' | 'geoLon'
>;

const isBloodGroup = (value: string): value is BloodGroup => (BLOOD_GROUPS as readonly string[]).includes(value);
const componentOf = (value: string): BloodComponent =>
  (BLOOD_COMPONENTS as readonly string[]).includes(value) ? (value as BloodComponent) : 'whole_blood';

/** The request an alert wave is for. */
export type WaveRequest = MatchedRequest & Pick<DonationRequestRow, 'id'>;

/** How far a wave reaches (notifications/wave-plan.ts): a ring of `radiusKm` around the request's point, its division, the country. */
export interface WaveReach {
  reach: 'nearby' | 'division' | 'country';
  radiusKm: number | null;
}

export function createDonorsService(deps: {
  donors: DonorsRepository;
  waveCandidates: WaveCandidatesRepository;
  requests: RequestLookup;
  intervalDays: number;
  /** The areas and the country's outline, to check where a donor says they live. */
  places: Pick<PlacesService, 'areaInDistrict' | 'requireInBangladesh'>;
  /** Today's date (YYYY-MM-DD) where the product is used; tests may fix it. */
  today?: () => string;
}) {
  const { donors, intervalDays } = deps;
  const today = deps.today ?? (() => todayInDhaka());

  function matchOf(
    blood: BloodGroup,
    place: { division: string; district?: string },
    reach: DonorMatch['reach'],
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

  /**
   * A request's match: the groups that may give its component (decision 0055), in their tiers, and
   * its point, so that its lists go nearest first.
   */
  function requestMatch(request: MatchedRequest, reach: DonorMatch['reach']): DonorMatch | undefined {
    // The column is checked against the enum on the way in; an unknown value simply matches nobody.
    if (!isBloodGroup(request.blood)) return undefined;
    const component = componentOf(request.component);
    const from = request.geoLat === null || request.geoLon === null ? undefined : { lat: request.geoLat, lon: request.geoLon };
    return {
      ...matchOf(request.blood, request, reach, request.requesterId),
      compatibleGroups: compatibleDonorGroupsFor(request.blood, component),
      tiers: donorTiers(request.blood, component).map((tier) => tier.groups),
      from,
    };
  }

  /** A request's donors: its match over the division, nearest first. */
  async function matchesFor(request: MatchedRequest, paging: Paging): Promise<Page<MatchedDonorRow>> {
    const match = requestMatch(request, 'division');
    return match ? donors.findMatches(match, offsetWindowOf(paging)) : { rows: [], total: 0 };
  }

  async function stored(actor: Actor) {
    const row = await donors.findProfile(actor.id);
    if (!row) throw notFound(USER_TEXTS.accountNotFound);
    return row;
  }

  async function profile(actor: Actor): Promise<DonorProfile> {
    const { locationLat, locationLon, district: _district, ...row } = await stored(actor);
    return {
      ...row,
      location: locationLat === null || locationLon === null ? null : { lat: locationLat, lon: locationLon },
      nextEligibleOn: nextEligibleDate(row.lastDonationOn, intervalDays),
      eligible: isEligible(row.lastDonationOn, intervalDays, today()),
      intervalDays,
    };
  }

  /**
   * Where the donor lives (issue 48): an area of their district, or their own point inside Bangladesh,
   * kept to about a kilometre. Choosing one clears the other; null clears that one.
   */
  async function placeChanges(actor: Actor, areaId: string | null | undefined, location: GeoPoint | null | undefined) {
    const changes: DonorProfileChanges = {};
    if (areaId) {
      await deps.places.areaInDistrict(areaId, (await stored(actor)).district);
      Object.assign(changes, { areaId, locationLat: null, locationLon: null });
    } else if (areaId === null) changes.areaId = null;
    if (location) {
      deps.places.requireInBangladesh(location);
      const kept = roundedLocation(location);
      Object.assign(changes, { areaId: null, locationLat: kept.lat, locationLon: kept.lon });
    } else if (location === null) Object.assign(changes, { locationLat: null, locationLon: null });
    return changes;
  }

  return {
    /** GET /donors: compatible, eligible, available donors of a division, exact group first, then the district. */
    search: (query: DonorSearchQuery) => donors.findMatches(matchOf(query.blood, query, 'division'), offsetWindowOf(query)),

    /**
     * The search page's donors: with a district, those of the LIMITS.donorSearchDistricts districts
     * nearest to it, nearest district first (the blood banks' order, decision 0043); with a division
     * only, that division's. Exact group next, then by name (decision 0052).
     */
    searchNear(query: DonorNearSearchQuery) {
      const nearby = query.district ? districtsNearestTo(query.district)?.slice(0, LIMITS.donorSearchDistricts) : undefined;
      const match = nearby ? { ...matchOf(query.blood, query, 'nearby'), nearby } : matchOf(query.blood, query, 'division');
      return donors.findNearest(match, offsetWindowOf(query));
    },

    /**
     * The donors of one request for its detail page: for its requester and staff, who they are (those
     * who declined last) and whether the caller may see their contacts; for anyone else, how many only.
     */
    async forRequest(actor: Actor, requestId: string, paging: Paging) {
      const request = await deps.requests.findById(requestId);
      if (!request) throw notFound(REQUEST_TEXTS.notFound);
      const match = requestMatch(request, 'division');
      const none = { pledged: [], declined: [] };
      if (!donorsPolicy.canSeeRequestDonors(actor, request)) {
        const total = match ? await donors.countMatches(match) : { total: 0 };
        return { rows: [], ...total, request, contact: false, responses: none };
      }
      const responses = match ? await donors.responsesTo(request.id) : none;
      const page = match ? await donors.findMatches(match, offsetWindowOf(paging), responses.declined) : { rows: [], total: 0 };
      return { ...page, request, contact: donorsPolicy.canSeeDonorContacts(actor, request), responses };
    },

    /** The call sheet's donors (decision 0039): the same as the detail page's. */
    matchesFor,

    /** One donor of the request's match (a volunteer calls only those), with their number and consent. */
    async matchOf(request: MatchedRequest, donorId: string): Promise<MatchedDonorRow | undefined> {
      const match = requestMatch(request, 'division');
      return match && donors.findMatch(match, donorId);
    },

    /**
     * The donors of a request's next alert wave (decisions 0025, 0055): the same match as the lists,
     * less those already told, who declined or pledged; at most `limit`. 'nearby': the donors within
     * `radiusKm` of the request's point, nearest ring first, by tier within a ring (the grid query of
     * wave-candidates.repository); 'division' and 'country': the match there, exact group first. With
     * a `weeklyCap`, donors alerted that often in the last 7 days are left out. `tx`: the wave's own.
     */
    async findWaveCandidates(
      request: WaveRequest,
      wave: WaveReach,
      options: { limit: number; weeklyCap?: number },
      tx?: Database,
    ): Promise<{ id: string }[]> {
      const match = requestMatch(request, wave.reach === 'country' ? 'country' : 'division');
      if (!match) return [];
      const query = { match, requestId: request.id, ...options };
      if (wave.reach !== 'nearby') return deps.waveCandidates.find(query, tx);
      if (!match.from || wave.radiusKm === null) return [];
      return deps.waveCandidates.findNearby({ ...query, from: match.from, radiusKm: wave.radiusKm }, tx);
    },

    profile,

    async updateProfile(actor: Actor, changes: DonorProfileUpdate): Promise<DonorProfile> {
      const { areaId, location, ...answers } = changes;
      const defined: DonorProfileChanges = Object.fromEntries(Object.entries(answers).filter(([, value]) => value !== undefined));
      if (areaId !== undefined || location !== undefined) Object.assign(defined, await placeChanges(actor, areaId, location));
      if (Object.keys(defined).length > 0) await donors.updateProfile(actor.id, defined);
      return profile(actor);
    },

    /** The requests the caller pledged to, with their outcome (status). */
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
