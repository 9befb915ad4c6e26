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

const WEEK_AGO = sql`now() - interval '7 days'`;

/** Whether the donor's `n`th newest alert (users.recent_alerts, newest first) was made in the last 7 days. */
const nthAlertThisWeek = (n: number) => sql`coalesce(${users.recentAlerts}[${sql.raw(String(n))}] > ${WEEK_AGO}, false)`;

/**
 * How many of the donor's alerts were made in the last 7 days, read from their own row: the newest
 * are first, so it is the place of the first older one. Counts past RECENT_ALERTS_KEPT rank as that many.
 */
const alertsThisWeek = sql.join(
  [
    sql`case`,
    ...Array.from({ length: RECENT_ALERTS_KEPT }, (_, i) => sql`when not ${nthAlertThisWeek(i + 1)} then ${sql.raw(String(i))}`),
    sql`else ${sql.raw(String(RECENT_ALERTS_KEPT))} end`,
  ],
  sql` `,
);

/**
 * The donors of the next alert wave: the donor match (donorMatchWhere, served by
 * users_donor_match_idx) less those already told, who declined or pledged for this request; the
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
      const underCap = q.weeklyCap === undefined ? undefined : sql`not ${nthAlertThisWeek(q.weeklyCap)}`;
      return db
        .select({ id: users.id })
        .from(users)
        .where(and(donorMatchWhere(q.match), ...untold, underCap))
        .orderBy(
          desc(sql`${users.blood} = ${q.match.blood}`),
          ...(q.match.district ? [desc(sql`${users.district} = ${q.match.district}`)] : []),
          asc(alertsThisWeek),
          asc(users.id),
        )
        .limit(q.limit);
    },

    /** Pass the wave's transaction: the donors found and the notifications made for them are one decision. */
    find: (q: WaveCandidateQuery, tx: Database = db): Promise<{ id: string }[]> => createWaveCandidatesRepository(tx).query(q),
  };
}

export type WaveCandidatesRepository = ReturnType<typeof createWaveCandidatesRepository>;
