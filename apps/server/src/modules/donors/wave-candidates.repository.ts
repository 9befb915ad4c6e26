import { and, asc, count, desc, eq, gt, notExists, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { notifications, requestDeclines, requestPledges, users } from '../../db/schema/index';
import { type DonorMatch, donorMatchWhere } from './donors.repository';

/** Who an alert wave of one request may reach, and how many at most. */
export interface WaveCandidateQuery {
  match: DonorMatch;
  requestId: string;
  limit: number;
  /** Leave out donors alerted this many times in the last 7 days; absent for critical requests. */
  weeklyCap?: number;
}

/**
 * The donors of the next alert wave: the donor match (donorMatchWhere, served by
 * users_donor_match_idx) less those already told, who declined or pledged for this request; the
 * exact group first, the request's district first, then those alerted least this week (counted on
 * notifications_user_created_idx), then by id.
 */
export function createWaveCandidatesRepository(db: Database) {
  return {
    query(q: WaveCandidateQuery) {
      const recent = db
        .select({ alerts: count().as('recent_alerts') })
        .from(notifications)
        .where(and(eq(notifications.userId, users.id), gt(notifications.createdAt, sql`now() - interval '7 days'`)))
        .as('recent');
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
      return db
        .select({ id: users.id })
        .from(users)
        .crossJoinLateral(recent)
        .where(and(donorMatchWhere(q.match), ...untold, q.weeklyCap === undefined ? undefined : sql`${recent.alerts} < ${q.weeklyCap}`))
        .orderBy(
          desc(sql`${users.blood} = ${q.match.blood}`),
          ...(q.match.district ? [desc(sql`${users.district} = ${q.match.district}`)] : []),
          asc(recent.alerts),
          asc(users.id),
        )
        .limit(q.limit);
    },

    /** Pass the wave's transaction: the donors found and the notifications made for them are one decision. */
    find: (q: WaveCandidateQuery, tx: Database = db): Promise<{ id: string }[]> => createWaveCandidatesRepository(tx).query(q),
  };
}

export type WaveCandidatesRepository = ReturnType<typeof createWaveCandidatesRepository>;
