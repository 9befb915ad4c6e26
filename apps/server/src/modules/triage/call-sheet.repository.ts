import { RECENT_CALL_HOURS } from '@grant/shared';
import { and, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { donorCalls, requestClaims, requestPledges, users } from '../../db/schema/index';

/** A call with its caller's name (null once their account is gone). */
export type CallRow = {
  donorId: string;
  outcome: (typeof donorCalls.$inferSelect)['outcome'];
  note: string | null;
  callerName: string | null;
  createdAt: Date;
};

export interface NewCall {
  requestId: string;
  donorId: string;
  callerId: string;
  outcome: CallRow['outcome'];
  note?: string;
}

/** The call sheet's SQL (decision 0039): the calls volunteers record, and who pledged. */
export function createCallSheetRepository(db: Database) {
  /** The newest call to each of `donorIds` that `where` lets through: one row per donor at most. */
  const newestCalls = (donorIds: string[], where: ReturnType<typeof and>): Promise<CallRow[]> =>
    donorIds.length === 0
      ? Promise.resolve([])
      : db
          .selectDistinctOn([donorCalls.donorId], {
            donorId: donorCalls.donorId,
            outcome: donorCalls.outcome,
            note: donorCalls.note,
            callerName: users.name,
            createdAt: donorCalls.createdAt,
          })
          .from(donorCalls)
          .leftJoin(users, eq(users.id, donorCalls.callerId))
          .where(and(inArray(donorCalls.donorId, donorIds), where))
          .orderBy(donorCalls.donorId, desc(donorCalls.createdAt));

  return {
    /** Who handles the request, if anyone; inside a transaction, kept so until it ends (a release waits). */
    async handlerOf(requestId: string, tx?: Database): Promise<string | undefined> {
      const query = (tx ?? db).select({ userId: requestClaims.userId }).from(requestClaims).where(eq(requestClaims.requestId, requestId));
      const [row] = await (tx ? query.for('share') : query);
      return row?.userId;
    },

    /** Runs `work` in one transaction. */
    transaction: <T>(work: (tx: Database) => Promise<T>) => db.transaction(work),

    /** Each donor's newest call about this request. */
    callsHere: (requestId: string, donorIds: string[]) => newestCalls(donorIds, eq(donorCalls.requestId, requestId)),

    /** Each donor's newest call in the last RECENT_CALL_HOURS, by anyone about any request. */
    recentCalls: (donorIds: string[]) =>
      newestCalls(donorIds, gt(donorCalls.createdAt, sql`now() - make_interval(hours => ${RECENT_CALL_HOURS})`)),

    /** Which of `donorIds` pledged to the request. */
    async pledgedOf(requestId: string, donorIds: string[]): Promise<Set<string>> {
      if (donorIds.length === 0) return new Set();
      const rows = await db
        .select({ donorId: requestPledges.donorId })
        .from(requestPledges)
        .where(and(eq(requestPledges.requestId, requestId), inArray(requestPledges.donorId, donorIds)));
      return new Set(rows.map((row) => row.donorId));
    },

    /** Keeps one call; `tx`: the pledge's transaction when the call recorded one. */
    async insert(call: NewCall, tx: Database = db) {
      const [row] = await tx.insert(donorCalls).values(call).returning();
      if (!row) throw new Error('the call was not saved');
      return row;
    },
  };
}

export type CallSheetRepository = ReturnType<typeof createCallSheetRepository>;
