import { and, eq, gt, lt } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { oidcSignInCodes, type UserRow, userIdentities, users } from '../../db/schema/index';

export function createOidcRepository(db: Database) {
  return {
    /** The user behind a provider account (issuer + subject), noting this sign-in. */
    async findUserByIdentity(issuer: string, subject: string, at: Date): Promise<UserRow | undefined> {
      const [identity] = await db
        .update(userIdentities)
        .set({ lastUsedAt: at })
        .where(and(eq(userIdentities.issuer, issuer), eq(userIdentities.subject, subject)))
        .returning({ userId: userIdentities.userId });
      if (!identity) return undefined;
      const [user] = await db.select().from(users).where(eq(users.id, identity.userId)).limit(1);
      return user;
    },

    async insertIdentity(values: { userId: string; issuer: string; subject: string; email: string }) {
      await db.insert(userIdentities).values(values);
    },

    /** A new account (no password: it signs in through the provider) and its identity, together or not at all. */
    async insertUserWithIdentity(user: { name: string; email: string }, identity: { issuer: string; subject: string }) {
      return db.transaction(async (tx) => {
        // Listed as a donor only once they say so on their profile (decision 0044).
        const [row] = await tx
          .insert(users)
          .values({ ...user, available: false })
          .onConflictDoNothing({ target: users.email })
          .returning();
        if (!row) return undefined;
        await tx.insert(userIdentities).values({ ...identity, userId: row.id, email: user.email });
        return row;
      });
    },

    async insertSignInCode(values: { codeHash: string; userId: string; expiresAt: Date }) {
      await db.insert(oidcSignInCodes).values(values);
    },

    /** Deletes a live code and answers its user: of two uses of one code, exactly one gets the user. */
    async consumeSignInCode(codeHash: string, at: Date): Promise<string | undefined> {
      const [row] = await db
        .delete(oidcSignInCodes)
        .where(and(eq(oidcSignInCodes.codeHash, codeHash), gt(oidcSignInCodes.expiresAt, at)))
        .returning({ userId: oidcSignInCodes.userId });
      return row?.userId;
    },

    async deleteExpiredSignInCodes(at: Date) {
      await db.delete(oidcSignInCodes).where(lt(oidcSignInCodes.expiresAt, at));
    },
  };
}

export type OidcRepository = ReturnType<typeof createOidcRepository>;
