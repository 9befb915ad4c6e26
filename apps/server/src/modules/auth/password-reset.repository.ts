import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { passwordResetTokens } from '../../db/schema/index';

export function createPasswordResetRepository(db: Database) {
  return {
    /** Stores a new token for the user; earlier unused ones stop working, so only the latest link does. */
    async replaceForUser(values: { userId: string; tokenHash: string; expiresAt: Date }) {
      await db.transaction(async (tx) => {
        await tx.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, values.userId));
        await tx.insert(passwordResetTokens).values(values);
      });
    },

    /**
     * Marks a live token used and answers its user, in one conditional update: of two requests with
     * the same token, exactly one gets the user.
     */
    async consume(tokenHash: string, at: Date): Promise<string | undefined> {
      const [row] = await db
        .update(passwordResetTokens)
        .set({ usedAt: at })
        .where(and(eq(passwordResetTokens.tokenHash, tokenHash), isNull(passwordResetTokens.usedAt), gt(passwordResetTokens.expiresAt, at)))
        .returning({ userId: passwordResetTokens.userId });
      return row?.userId;
    },

    async deleteExpired(at: Date) {
      await db.delete(passwordResetTokens).where(lt(passwordResetTokens.expiresAt, at));
    },
  };
}

export type PasswordResetRepository = ReturnType<typeof createPasswordResetRepository>;
