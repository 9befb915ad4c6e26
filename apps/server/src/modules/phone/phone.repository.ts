import { and, eq, gt, lt, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { phoneVerifications, users } from '../../db/schema/index';

export interface CodeToIssue {
  userId: string;
  phone: string;
  codeHash: string;
  expiresAt: Date;
  now: Date;
  /** Sends are counted from a window's start; a window older than this starts a new one. */
  windowStartedBy: Date;
  maxSends: number;
}

const pv = phoneVerifications;

export function createPhoneRepository(db: Database) {
  return {
    /** The person's phone as stored, whether it is verified, and the language their SMS is written in. */
    async contactOf(userId: string) {
      const [row] = await db
        .select({ phone: users.phone, phoneVerifiedAt: users.phoneVerifiedAt, language: users.language })
        .from(users)
        .where(eq(users.id, userId))
        .limit(1);
      return row;
    },

    find: async (userId: string) => (await db.select().from(pv).where(eq(pv.userId, userId)).limit(1))[0],

    /**
     * Records a new code in place of any earlier one, counting it against the hourly limit, in one
     * statement (two requests at once cannot both pass the limit). False: the limit is reached.
     */
    async issue(code: CodeToIssue): Promise<boolean> {
      const windowOver = lte(pv.windowStartedAt, code.windowStartedBy);
      const rows = await db
        .insert(pv)
        .values({ userId: code.userId, phone: code.phone, codeHash: code.codeHash, expiresAt: code.expiresAt, windowStartedAt: code.now })
        .onConflictDoUpdate({
          target: pv.userId,
          set: {
            phone: code.phone,
            codeHash: code.codeHash,
            expiresAt: code.expiresAt,
            attempts: 0,
            sends: sql`case when ${windowOver} then 1 else ${pv.sends} + 1 end`,
            windowStartedAt: sql`case when ${windowOver} then ${sql.param(code.now, pv.windowStartedAt)} else ${pv.windowStartedAt} end`,
          },
          setWhere: or(windowOver, lt(pv.sends, code.maxSends)),
        })
        .returning({ userId: pv.userId });
      return rows.length === 1;
    },

    /**
     * Counts one try against a live code (unexpired, fewer than `maxAttempts` tries so far) and
     * answers it; undefined when there is no such code. Counting before checking, in one statement,
     * keeps parallel guesses within the limit.
     */
    async countAttempt(userId: string, now: Date, maxAttempts: number) {
      const [row] = await db
        .update(pv)
        .set({ attempts: sql`${pv.attempts} + 1` })
        .where(and(eq(pv.userId, userId), gt(pv.expiresAt, now), lt(pv.attempts, maxAttempts)))
        .returning({ phone: pv.phone, codeHash: pv.codeHash, attempts: pv.attempts });
      return row;
    },

    /** The code was right: the number becomes the person's, verified, and the code is spent. */
    async confirm(userId: string, phone: string, at: Date): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.delete(pv).where(eq(pv.userId, userId));
        await tx.update(users).set({ phone, phoneVerifiedAt: at, updatedAt: at }).where(eq(users.id, userId));
      });
    },
  };
}

export type PhoneRepository = ReturnType<typeof createPhoneRepository>;
