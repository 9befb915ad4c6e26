import { and, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { signInLockouts } from '../../db/schema/index';

export interface SignInLockPolicy {
  /** Failures within `windowMs` that pause sign-in. */
  maxFailures: number;
  windowMs: number;
  /** How long the pause lasts, from the failure that reached the limit. */
  lockMs: number;
}

const timestamp = (at: Date) => sql`${at.toISOString()}::timestamptz`;

export function createSignInLockoutsRepository(db: Database) {
  return {
    /** When the pause on this address ends, if it is paused at `at`. */
    async lockedUntil(email: string, at: Date): Promise<Date | undefined> {
      const [row] = await db
        .select({ lockedUntil: signInLockouts.lockedUntil })
        .from(signInLockouts)
        .where(and(eq(signInLockouts.email, email), gt(signInLockouts.lockedUntil, at)));
      return row?.lockedUntil ?? undefined;
    },

    /**
     * Counts one failure in one statement (the row is locked while it is updated, so processes
     * sharing the database count every failure once). A count whose window has passed, or whose
     * pause has ended, starts again at 1. Answers the count, and the pause when there is one.
     */
    async recordFailure(email: string, at: Date, policy: SignInLockPolicy) {
      const t = signInLockouts;
      const startsAgain = sql`(${t.windowStartedAt} <= ${timestamp(new Date(at.getTime() - policy.windowMs))} or ${t.lockedUntil} <= ${timestamp(at)})`;
      const lockEnd = timestamp(new Date(at.getTime() + policy.lockMs));
      const [row] = await db
        .insert(t)
        .values({
          email,
          failures: 1,
          windowStartedAt: at,
          lockedUntil: policy.maxFailures <= 1 ? new Date(at.getTime() + policy.lockMs) : null,
        })
        .onConflictDoUpdate({
          target: t.email,
          set: {
            failures: sql`case when ${startsAgain} then 1 else ${t.failures} + 1 end`,
            windowStartedAt: sql`case when ${startsAgain} then ${timestamp(at)} else ${t.windowStartedAt} end`,
            lockedUntil: sql`case when ${startsAgain} then null when ${t.failures} + 1 >= ${policy.maxFailures} then ${lockEnd} else ${t.lockedUntil} end`,
          },
        })
        .returning({ failures: t.failures, lockedUntil: t.lockedUntil });
      if (!row) throw new Error('the failure was not counted');
      return row;
    },

    /** Forgets the failures of this address: after a correct password, or a password reset. */
    async clear(email: string) {
      await db.delete(signInLockouts).where(eq(signInLockouts.email, email));
    },

    /** Rows whose window and pause have both passed count for nothing any more. */
    async deleteExpired(at: Date, windowMs: number) {
      await db
        .delete(signInLockouts)
        .where(
          and(
            lte(signInLockouts.windowStartedAt, new Date(at.getTime() - windowMs)),
            or(isNull(signInLockouts.lockedUntil), lte(signInLockouts.lockedUntil, at)),
          ),
        );
    },
  };
}

export type SignInLockoutsRepository = ReturnType<typeof createSignInLockoutsRepository>;
