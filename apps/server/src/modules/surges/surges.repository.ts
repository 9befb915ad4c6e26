import { PLATELET_COMPONENTS } from '@grant/shared';
import { and, eq, gt, gte, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { donationRequests, surges } from '../../db/schema/index';

/** A surge is about platelet requests (the partial index donation_requests_platelets_district_idx). */
const isPlatelets = inArray(donationRequests.component, [...PLATELET_COMPONENTS]);

export type SurgeRow = typeof surges.$inferSelect;

const live = (): SQL | undefined => and(isNull(surges.endedAt), gt(surges.endsAt, sql`now()`));

/** A live surge of `district`, or of the whole country. */
const liveCovering = (district: string): SQL | undefined => and(live(), or(isNull(surges.district), eq(surges.district, district)));

/** The SQL of dengue surges (issue 48, decision 0055). */
export function createSurgesRepository(db: Database) {
  return {
    /** Every live surge, soonest to end first (surges_live_idx). */
    live: (tx: Database = db) => tx.select().from(surges).where(live()).orderBy(surges.endsAt),

    /** A live surge covering `district`: its own, or the whole country's. */
    async liveCovering(district: string, tx: Database = db): Promise<SurgeRow | undefined> {
      const [row] = await tx.select().from(surges).where(liveCovering(district)).limit(1);
      return row;
    },

    /** A live surge of exactly this district (null: the country's own). */
    async liveOf(district: string | null, tx: Database = db): Promise<SurgeRow | undefined> {
      const [row] = await tx
        .select()
        .from(surges)
        .where(and(live(), district === null ? isNull(surges.district) : eq(surges.district, district)))
        .limit(1);
      return row;
    },

    async insert(values: { district: string | null; startedBy: string | null; hours: number }, tx: Database = db): Promise<SurgeRow> {
      const [row] = await tx
        .insert(surges)
        .values({ district: values.district, startedBy: values.startedBy, endsAt: sql`now() + ${values.hours} * interval '1 hour'` })
        .returning();
      if (!row) throw new Error('surge not inserted');
      return row;
    },

    findById: async (id: string, tx: Database = db) => (await tx.select().from(surges).where(eq(surges.id, id)))[0],

    /** Ends a live surge; undefined when it had ended (or run out) already. */
    async end(id: string, endedBy: string, tx: Database = db): Promise<SurgeRow | undefined> {
      const [row] = await tx
        .update(surges)
        .set({ endedAt: sql`now()`, endedBy })
        .where(and(eq(surges.id, id), live()))
        .returning();
      return row;
    },

    /** Platelet requests made in `district` since `since` (the automatic start's count). */
    /**
     * In one statement: whether a live surge covers the district, and else how many platelet
     * requests it had since `since`, counted up to `upTo` (a first wave's check, which rarely needs
     * more). A covered district counts nothing: the count's subquery runs only where the CASE asks
     * for it, and the count stops at `upTo`, so a district in a surge's thousands of requests costs
     * a first wave a look at the surges alone.
     */
    async coverOrCount(district: string, since: Date, upTo: number, tx: Database = db): Promise<{ covered: boolean; count: number }> {
      const covering = tx.select({ one: sql`1` }).from(surges).where(liveCovering(district));
      const requests = tx
        .select({ one: sql`1` })
        .from(donationRequests)
        .where(and(eq(donationRequests.district, district), gte(donationRequests.createdAt, since), isPlatelets))
        .limit(upTo);
      const { rows } =
        (await tx.execute(sql`select covered, case when covered then 0 else (select count(*) from (${requests}) as counted)::int end as count
        from (select exists (${covering}) as covered) as surge`)) as unknown as {
          rows: { covered: boolean; count: number }[];
        };
      return { covered: Boolean(rows[0]?.covered), count: Number(rows[0]?.count ?? 0) };
    },

    /**
     * The blood groups of open, visible platelet requests, per district: what a surge's banner asks
     * donors of. A few rows (one per district and group).
     */
    async openPlateletGroups(tx: Database = db): Promise<{ district: string; blood: string }[]> {
      return tx
        .selectDistinct({ district: donationRequests.district, blood: donationRequests.blood })
        .from(donationRequests)
        .where(and(isPlatelets, inArray(donationRequests.status, ['pending', 'inprogress']), isNull(donationRequests.hiddenAt)));
    },

    /** One automatic start per district at a time: two first waves of one district take turns here. */
    lockDistrict: (district: string, tx: Database) =>
      tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`surge:${district}`}, 0))`),
  };
}

export type SurgesRepository = ReturnType<typeof createSurgesRepository>;
