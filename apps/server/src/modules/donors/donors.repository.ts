import { type BloodGroup, type GeoPoint, normalizeBangladeshiMobile } from '@grant/shared';
import { and, asc, desc, eq, inArray, isNull, lte, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { type DonationRequestRow, donationRequests, requestDeclines, requestPledges, users } from '../../db/schema/index';
import { distanceKmSql } from '../../lib/geo-sql';
import { divisionsOf, positionIn } from '../../lib/nearest-districts';
import { cappedCount, newestFirstQuery, type Page, type PageWindow, pageOf } from '../../lib/paging';

/**
 * Who matches: active, available people of a compatible group in one division (or one district),
 * whose last donation is on or before `lastDonationBy` (or unknown). Served by users_donor_match_idx.
 */
export interface DonorMatch {
  /** The recipient's group: donors of it rank first. */
  blood: BloodGroup;
  compatibleGroups: BloodGroup[];
  division: string;
  /** With `reach: 'district'` only this district; with 'division' it ranks first. */
  district?: string;
  /**
   * 'nearby': the districts of `nearby` (the search page's donors, nearest district first); `division`
   * is then not a bound. 'country': anywhere (a rare match's widest alert wave, decision 0055).
   */
  reach: 'district' | 'division' | 'nearby' | 'country';
  /** With `reach: 'nearby'`, the districts searched, nearest first. */
  nearby?: readonly string[];
  lastDonationBy: string;
  /** The requester never matches their own request. */
  excludeUserId?: string;
  /** The compatible groups in tiers (donorTiers, decision 0055): an earlier tier, and an earlier group in it, ranks first. */
  tiers?: readonly (readonly BloodGroup[])[];
  /** The request's point: each row carries its distance from it, and the lists go nearest first. */
  from?: GeoPoint;
}

export type DonorProfileChanges = Partial<{
  available: boolean;
  volunteerCalls: boolean;
  phoneToRequesters: boolean;
  lastDonationOn: string | null;
  phone: string | null;
  birthYear: number | null;
  weightKg: number | null;
  /** Where they live (issue 48): an area, or their own rounded point; one clears the other (the service's rule). */
  areaId: string | null;
  locationLat: number | null;
  locationLon: number | null;
}>;

const donorColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  phone: users.phone,
  blood: users.blood,
  division: users.division,
  district: users.district,
  volunteerCalls: users.volunteerCalls,
  phoneToRequesters: users.phoneToRequesters,
};
/** A matched donor: blood, division and district are never null here, since the match filters on them. */
export type MatchedDonorRow = {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  blood: string;
  division: string;
  district: string;
  /** They agreed that volunteers may call them (decision 0039). */
  volunteerCalls: boolean;
  /** They agreed that the requester of a request they match may see their phone (decision 0044). */
  phoneToRequesters: boolean;
  /** From the match's `from` to the donor's point, in km; null without a `from` (or a point). */
  distanceKm: number | null;
};

/** A donor as the search page lists them: no contact column is read. */
export type SearchedDonorRow = Pick<MatchedDonorRow, 'id' | 'name' | 'blood' | 'division' | 'district'>;

/** The one matching rule (decision 0013): the lists, and the alert waves' candidates (wave-candidates.repository.ts). */
export const donorMatchWhere = (match: DonorMatch): SQL | undefined =>
  and(
    eq(users.available, true),
    eq(users.status, 'Active'),
    match.reach === 'nearby'
      ? and(inArray(users.division, divisionsOf(match.nearby ?? [])), inArray(users.district, match.nearby ?? []))
      : match.reach === 'country'
        ? undefined
        : eq(users.division, match.division),
    inArray(users.blood, match.compatibleGroups),
    match.reach === 'district' && match.district ? eq(users.district, match.district) : undefined,
    or(isNull(users.lastDonationOn), lte(users.lastDonationOn, match.lastDonationBy)),
    match.excludeUserId ? ne(users.id, match.excludeUserId) : undefined,
  );

const distanceOf = (match: DonorMatch) => (match.from ? distanceKmSql(match.from, users.geoLat, users.geoLon) : sql<null>`null::float8`);

/**
 * The donor's group's place in the tiers (0 first): tier by tier, and within a tier in donorTiers'
 * order (a platelet tier puts the ABO-identical group first). A match without tiers ranks groups alike.
 */
const tierOf = (match: DonorMatch): SQL | undefined => {
  const groups = (match.tiers ?? []).flat();
  if (groups.length < 2) return undefined;
  const whens = groups.map((group, i) => sql`when ${group} then ${sql.raw(String(i))}`);
  return sql`case ${users.blood} ${sql.join(whens, sql` `)} else ${sql.raw(String(groups.length))} end`;
};

/**
 * With a `from`: nearest first (to the tenth of a km the answers show), then the group's tier.
 * Then the exact group, the asked-for district, by name (id breaks ties, so pages are stable).
 * `last`: donors listed after all others (those who declined the request the list is about).
 */
const nearestFirst = (match: DonorMatch, last: readonly string[] = []) => [
  ...(last.length ? [asc(sql`${positionIn(last, users.id)} is not null`)] : []),
  ...(match.from ? [sql`round((${distanceOf(match)})::numeric, 1) asc nulls last`] : []),
  ...(tierOf(match) ? [asc(tierOf(match) as SQL)] : []),
  desc(sql`${users.blood} = ${match.blood}`),
  ...(match.district ? [desc(sql`${users.district} = ${match.district}`)] : []),
  asc(users.name),
  asc(users.id),
];

/**
 * A new phone number ends its verification (no SMS alert goes to an unproven number); the verified
 * number written another way (01712-345678 for +8801712345678) keeps it, and stays stored as verified.
 */
function phoneChange(phone: string | null) {
  const same = sql`${users.phoneVerifiedAt} is not null and ${users.phone} = ${phone === null ? null : (normalizeBangladeshiMobile(phone) ?? phone)}`;
  return {
    phone: sql`case when ${same} then ${users.phone} else ${phone} end`,
    phoneVerifiedAt: sql`case when ${same} then ${users.phoneVerifiedAt} else null end`,
  };
}

export function createDonorsRepository(db: Database) {
  return {
    ...donorsQueries(db),
    /** The same queries inside a caller's transaction. */
    in: (tx: Database) => donorsQueries(tx),
  };
}

function donorsQueries(db: Database) {
  const matchQuery = (match: DonorMatch, last?: readonly string[]) =>
    db
      .select({ ...donorColumns, distanceKm: distanceOf(match) })
      .from(users)
      .where(donorMatchWhere(match))
      .orderBy(...nearestFirst(match, last));

  return {
    /** Built, not run: the lists run it, the index test EXPLAINs it. */
    matchQuery,

    /** A page of the match; `last`: ids listed after every other donor. */
    async findMatches(match: DonorMatch, page: PageWindow, last?: readonly string[]): Promise<Page<MatchedDonorRow>> {
      const [rows, total] = await Promise.all([
        matchQuery(match, last).offset(page.offset).limit(page.limit),
        cappedCount(db, users, donorMatchWhere(match)),
      ]);
      return { rows: rows as MatchedDonorRow[], ...total };
    },

    /** How many match, without reading who. */
    countMatches: (match: DonorMatch) => cappedCount(db, users, donorMatchWhere(match)),

    /**
     * The search page's donors (no contact columns read): with `nearest` (district names, nearest
     * first) by their district's place in it, then the exact group, then by name.
     */
    async findNearest(match: DonorMatch, page: PageWindow): Promise<Page<SearchedDonorRow>> {
      const nearest = match.reach === 'nearby' ? match.nearby : undefined;
      const where = donorMatchWhere(match);
      const [rows, total] = await Promise.all([
        db
          .select({ id: users.id, name: users.name, blood: users.blood, division: users.division, district: users.district })
          .from(users)
          .where(where)
          .orderBy(
            ...(nearest?.length ? [asc(positionIn(nearest, users.district))] : []),
            ...nearestFirst({ ...match, district: undefined }),
          )
          .offset(page.offset)
          .limit(page.limit),
        cappedCount(db, users, where),
      ]);
      return { rows: rows as SearchedDonorRow[], ...total };
    },

    /** Who pledged to a request and who declined it (a few rows: pledges are at most its bags). */
    async responsesTo(requestId: string): Promise<{ pledged: string[]; declined: string[] }> {
      const [pledged, declined] = await Promise.all([
        db.select({ id: requestPledges.donorId }).from(requestPledges).where(eq(requestPledges.requestId, requestId)),
        db.select({ id: requestDeclines.userId }).from(requestDeclines).where(eq(requestDeclines.requestId, requestId)),
      ]);
      return { pledged: pledged.map((row) => row.id), declined: declined.map((row) => row.id) };
    },

    /** One donor, if they match. */
    async findMatch(match: DonorMatch, donorId: string): Promise<MatchedDonorRow | undefined> {
      const [row] = await db
        .select({ ...donorColumns, distanceKm: distanceOf(match) })
        .from(users)
        .where(and(donorMatchWhere(match), eq(users.id, donorId)));
      return row as MatchedDonorRow | undefined;
    },

    async findProfile(userId: string) {
      const [row] = await db
        .select({
          available: users.available,
          volunteerCalls: users.volunteerCalls,
          phoneToRequesters: users.phoneToRequesters,
          lastDonationOn: users.lastDonationOn,
          phone: users.phone,
          birthYear: users.birthYear,
          weightKg: users.weightKg,
          areaId: users.areaId,
          locationLat: users.locationLat,
          locationLon: users.locationLon,
          district: users.district,
        })
        .from(users)
        .where(eq(users.id, userId))
        .limit(1);
      return row;
    },

    async updateProfile(userId: string, changes: DonorProfileChanges): Promise<boolean> {
      const updated = await db
        .update(users)
        .set({ ...changes, ...(changes.phone === undefined ? {} : phoneChange(changes.phone)), updatedAt: new Date() })
        .where(eq(users.id, userId))
        .returning({ id: users.id });
      return updated.length > 0;
    },

    /** A donation on `on`: the last donation date only ever moves forward. */
    async recordDonation(userId: string, on: string): Promise<void> {
      await db
        .update(users)
        .set({ lastDonationOn: sql`greatest(coalesce(${users.lastDonationOn}, ${on}::date), ${on}::date)`, updatedAt: new Date() })
        .where(eq(users.id, userId));
    },

    /** The requests a donor pledged to (request_pledges), most recent pledge first. */
    async donationsOf(donorId: string, page: PageWindow): Promise<Page<DonationRequestRow>> {
      const theirs = eq(requestPledges.donorId, donorId);
      const q = newestFirstQuery(requestPledges.createdAt, requestPledges.id, page);
      const [rows, total] = await Promise.all([
        db
          .select({ request: donationRequests, pledgedAt: requestPledges.createdAt, pledgeId: requestPledges.id })
          .from(requestPledges)
          .innerJoin(donationRequests, eq(donationRequests.id, requestPledges.requestId))
          .where(and(theirs, q.after))
          .orderBy(...q.orderBy)
          .offset(q.offset)
          .limit(q.limit),
        cappedCount(db, requestPledges, theirs),
      ]);
      const pledged = pageOf(rows, page, total, (row) => ({ at: row.pledgedAt, id: row.pledgeId }));
      return { ...pledged, rows: pledged.rows.map((row) => row.request) };
    },
  };
}

export type DonorsRepository = ReturnType<typeof createDonorsRepository>;
