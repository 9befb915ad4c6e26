import { and, count, eq, gte, isNull, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { donationRequests, requestPledges } from '../../db/schema/index';
import { isOpenAndListed } from '../requests/request-conditions';

/** The requests an insights question looks at: created since `from`, in a division or district if chosen; never a hidden one (decision 0040). */
export interface InsightsScope {
  from: Date;
  division?: string;
  district?: string;
}

/** A day in Bangladesh (UTC+6, no daylight saving), as YYYY-MM-DD. */
const dhakaDay = sql<string>`to_char(${donationRequests.createdAt} + interval '6 hours', 'YYYY-MM-DD')`;
const minutesBetween = (from: SQL | typeof donationRequests.createdAt, to: SQL | typeof donationRequests.finishedAt) =>
  sql`extract(epoch from (${to} - ${from})) / 60`;
/** The median of `value` over the rows `where` lets through (all of them without it); null over none. */
const median = (value: SQL, where?: SQL) =>
  sql<number | null>`percentile_cont(0.5) within group (order by ${value})${where ? sql` filter (where ${where})` : sql``}`.mapWith((v) =>
    v === null ? null : Number(v),
  );

/** The SQL behind the insights page (decision 0041): aggregates over donation_requests, one statement per figure. */
export function createInsightsRepository(db: Database) {
  const inScope = ({ from, division, district }: InsightsScope) =>
    and(
      gte(donationRequests.createdAt, from),
      isNull(donationRequests.hiddenAt),
      division ? eq(donationRequests.division, division) : undefined,
      district ? eq(donationRequests.district, district) : undefined,
    );

  return {
    /** Every district's open requests now (districts without any are left out). */
    openByDistrict: () =>
      db
        .select({ district: donationRequests.district, open: count() })
        .from(donationRequests)
        .where(isOpenAndListed)
        .groupBy(donationRequests.district),

    /** The requests created each day, by their status now. */
    perDay: (scope: InsightsScope) =>
      db
        .select({ day: dhakaDay, status: donationRequests.status, requests: count() })
        .from(donationRequests)
        .where(inScope(scope))
        .groupBy(dhakaDay, donationRequests.status),

    /** How many requests, how many found all their donors, and the median minutes to done. */
    async totals(scope: InsightsScope) {
      const [row] = await db
        .select({
          requests: count(),
          filled: sql<number>`count(*) filter (where ${donationRequests.pledgedCount} >= ${donationRequests.bags})`.mapWith(Number),
          medianMinutesToDone: median(
            minutesBetween(donationRequests.createdAt, donationRequests.finishedAt),
            sql`${donationRequests.status} = 'done' and ${donationRequests.finishedAt} is not null`,
          ),
        })
        .from(donationRequests)
        .where(inScope(scope));
      return row ?? { requests: 0, filled: 0, medianMinutesToDone: null };
    },

    /** The median minutes from a request's creation to its first pledge, over the requests that have one. */
    async medianMinutesToFirstPledge(scope: InsightsScope) {
      const firstPledges = db
        .select({
          minutes: sql<number>`${minutesBetween(donationRequests.createdAt, sql`min(${requestPledges.createdAt})`)}`.as('minutes'),
        })
        .from(donationRequests)
        .innerJoin(requestPledges, eq(requestPledges.requestId, donationRequests.id))
        .where(inScope(scope))
        .groupBy(donationRequests.id)
        .as('first_pledges');
      const [row] = await db.select({ value: median(sql`${firstPledges.minutes}`) }).from(firstPledges);
      return row?.value ?? null;
    },

    byBlood: (scope: InsightsScope) =>
      db
        .select({ blood: donationRequests.blood, requests: count() })
        .from(donationRequests)
        .where(inScope(scope))
        .groupBy(donationRequests.blood),

    byDivision: (scope: InsightsScope) =>
      db
        .select({ division: donationRequests.division, requests: count() })
        .from(donationRequests)
        .where(inScope(scope))
        .groupBy(donationRequests.division),
  };
}

export type InsightsRepository = ReturnType<typeof createInsightsRepository>;
