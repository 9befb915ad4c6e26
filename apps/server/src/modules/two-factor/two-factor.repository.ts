import { and, eq, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { loginChallenges, recoveryCodes, userTotp } from '../../db/schema/index';

export function createTwoFactorRepository(db: Database) {
  return {
    async find(userId: string) {
      const [row] = await db.select().from(userTotp).where(eq(userTotp.userId, userId)).limit(1);
      return row;
    },

    /** A new pending secret; refused (false) when two-factor sign-in is already on. */
    async savePending(userId: string, secretCiphertext: string) {
      const rows = await db
        .insert(userTotp)
        .values({ userId, secretCiphertext })
        .onConflictDoUpdate({
          target: userTotp.userId,
          set: { secretCiphertext, lastStep: null, createdAt: new Date() },
          setWhere: isNull(userTotp.enabledAt),
        })
        .returning({ userId: userTotp.userId });
      return rows.length === 1;
    },

    /** Records `step` as used; false when it (or a later one) already was: a replayed code. */
    async claimStep(userId: string, step: number) {
      const rows = await db
        .update(userTotp)
        .set({ lastStep: step })
        .where(and(eq(userTotp.userId, userId), or(isNull(userTotp.lastStep), lt(userTotp.lastStep, step))))
        .returning({ userId: userTotp.userId });
      return rows.length === 1;
    },

    /** Turns two-factor sign-in on and replaces the recovery codes, in one transaction. */
    async enable(userId: string, codeHashes: string[], at: Date) {
      await db.transaction(async (tx) => {
        await tx.update(userTotp).set({ enabledAt: at }).where(eq(userTotp.userId, userId));
        await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
        await tx.insert(recoveryCodes).values(codeHashes.map((codeHash) => ({ userId, codeHash })));
      });
    },

    /** New recovery codes in place of all earlier ones (used or not), at once. */
    async replaceRecoveryCodes(userId: string, codeHashes: string[]) {
      await db.transaction(async (tx) => {
        await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
        await tx.insert(recoveryCodes).values(codeHashes.map((codeHash) => ({ userId, codeHash })));
      });
    },

    async disable(userId: string) {
      await db.transaction(async (tx) => {
        await tx.delete(userTotp).where(eq(userTotp.userId, userId));
        await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
        await tx.delete(loginChallenges).where(eq(loginChallenges.userId, userId));
      });
    },

    /** Marks an unused recovery code used; false when there is none (wrong or already used). */
    async useRecoveryCode(userId: string, codeHash: string, at: Date) {
      const rows = await db
        .update(recoveryCodes)
        .set({ usedAt: at })
        .where(and(eq(recoveryCodes.userId, userId), eq(recoveryCodes.codeHash, codeHash), isNull(recoveryCodes.usedAt)))
        .returning({ id: recoveryCodes.id });
      return rows.length === 1;
    },

    async countUnusedRecoveryCodes(userId: string) {
      const rows = await db
        .select({ id: recoveryCodes.id })
        .from(recoveryCodes)
        .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
      return rows.length;
    },

    async insertChallenge(values: { tokenHash: string; userId: string; userAgent?: string; expiresAt: Date }) {
      await db.insert(loginChallenges).values(values);
    },

    async findChallenge(tokenHash: string) {
      const [row] = await db.select().from(loginChallenges).where(eq(loginChallenges.tokenHash, tokenHash)).limit(1);
      return row;
    },

    /** Counts a wrong code; answers the attempts so far. */
    async countFailedAttempt(id: string) {
      const [row] = await db
        .update(loginChallenges)
        .set({ attempts: sql`${loginChallenges.attempts} + 1` })
        .where(eq(loginChallenges.id, id))
        .returning({ attempts: loginChallenges.attempts });
      return row?.attempts ?? Number.POSITIVE_INFINITY;
    },

    /** Consumes a challenge; false when another request already did. */
    async deleteChallenge(id: string) {
      const rows = await db.delete(loginChallenges).where(eq(loginChallenges.id, id)).returning({ id: loginChallenges.id });
      return rows.length === 1;
    },

    async deleteExpiredChallenges(now: Date) {
      await db.delete(loginChallenges).where(lte(loginChallenges.expiresAt, now));
    },
  };
}

export type TwoFactorRepository = ReturnType<typeof createTwoFactorRepository>;
