import { and, asc, desc, eq, notExists, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { notifications, RECENT_ALERTS_KEPT, requestDeclines, requestPledges, users } from '../../db/schema/index';
import { type DonorMatch, donorMatchWhere } from './donors.repository';

/** Who an alert wave of one request may reach, and how many at most. */
export interface WaveCandidateQuery {
  match: DonorMatch;
  requestId: string;
  limit: number;
  /** Leave out donors alerted this many times in the last 7 days (at most RECENT_ALERTS_KEPT); absent for critical requests. */
  weeklyCap?: number;
}

const WEEK_MS = 7 * 86_400_000;

/**
 * When the week of the weekly cap began, as a value: folded into the plan once, where
 * `now() - interval '7 days'` was worked out again for each donor in the cap and in the ranking
 * (decision 0047). It is built into each query, so a prepared form of this query would freeze it.
 */
const weekStart = (): SQL => sql`${new Date(Date.now() - WEEK_MS).toISOString()}::timestamptz`;

/** The donor's `n`th newest alert time (users.recent_alerts, newest first); null if they had fewer. */
const nthAlert = (n: number) => sql`${users.recentAlerts}[${sql.raw(String(n))}]`;

/**
 * Whether the donor had fewer than `n` alerts since `since`: their `n`th newest is missing or not
 * after it. Written as two ranges of that time, so that users_alert_cap_idx reads only the donors
 * under the cap (decision 0047).
 */
const fewerAlertsSince = (n: number, since: SQL) => sql`(${nthAlert(n)} is null or ${nthAlert(n)} <= ${since})`;

/**
 * How many of the donor's alerts were made since `since`, read from their own row: the newest are
 * first, so it is the place of the first older one. Counts past RECENT_ALERTS_KEPT rank as that many.
 */
const alertsSince = (since: SQL) =>
  sql.join(
    [
      sql`case`,
      ...Array.from({ length: RECENT_ALERTS_KEPT }, (_, i) => sql`when ${fewerAlertsSince(i + 1, since)} then ${sql.raw(String(i))}`),
      sql`else ${sql.raw(String(RECENT_ALERTS_KEPT))} end`,
    ],
    sql` `,
  );

/**
 * The donors of the next alert wave: the donor match (donorMatchWhere; users_alert_cap_idx serves it
 * under the default cap) less those already told, who declined or pledged for this request; the
 * exact group first, the request's district first, then those alerted least this week, then by id.
 * The week's alerts come from users.recent_alerts (decision 0036), not from a count per donor.
 */
export function createWaveCandidatesRepository(db: Database) {
  return {
    query(q: WaveCandidateQuery) {
      const untold: SQL[] = [
        notExists(
          db
            .select({ one: sql`1` })
            .from(notifications)
            .where(and(eq(notifications.requestId, q.requestId), eq(notifications.userId, users.id))),
        ),
        notExists(
          db
            .select({ one: sql`1` })
            .from(requestDeclines)
            .where(and(eq(requestDeclines.requestId, q.requestId), eq(requestDeclines.userId, users.id))),
        ),
        notExists(
          db
            .select({ one: sql`1` })
            .from(requestPledges)
            .where(and(eq(requestPledges.requestId, q.requestId), eq(requestPledges.donorId, users.id))),
        ),
      ];
      const since = weekStart();
      const underCap = q.weeklyCap === undefined ? undefined : fewerAlertsSince(q.weeklyCap, since);
      return db
        .select({ id: users.id })
        .from(users)
        .where(and(donorMatchWhere(q.match), ...untold, underCap))
        .orderBy(
          desc(sql`${users.blood} = ${q.match.blood}`),
          ...(q.match.district ? [desc(sql`${users.district} = ${q.match.district}`)] : []),
          asc(alertsSince(since)),
          asc(users.id),
        )
        .limit(q.limit);
    },

    /**
     * Pass the wave's transaction: the donors found and the notifications made for them are one
     * decision. The query never starts parallel workers: starting them cost a wave more than its own
     * work, on a machine the app shares with them (decision 0047). The setting lasts until the
     * transaction ends.
     */
    async find(q: WaveCandidateQuery, tx?: Database): Promise<{ id: string }[]> {
      const findIn = async (transaction: Database) => {
        await transaction.execute(sql`set local max_parallel_workers_per_gather = 0`);
        return createWaveCandidatesRepository(transaction).query(q);
      };
      return tx ? findIn(tx) : db.transaction(findIn);
    },
  };
}

export type WaveCandidatesRepository = ReturnType<typeof createWaveCandidatesRepository>;
