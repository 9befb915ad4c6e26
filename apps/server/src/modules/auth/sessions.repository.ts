import { and, eq, lt, or } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { sessions, users } from '../../db/schema/index';

export function createSessionsRepository(db: Database) {
  return {
    async insert(values: { userId: string; tokenHash: string; userAgent?: string; expiresAt: Date }) {
      await db.insert(sessions).values(values);
    },

    /** The session and its user, if the token is known (expiry is judged by the caller). */
    async findWithUser(tokenHash: string) {
      const [row] = await db
        .select({ session: sessions, user: users })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(eq(sessions.tokenHash, tokenHash))
        .limit(1);
      return row;
    },

    async touch(sessionId: string, at: Date) {
      await db.update(sessions).set({ lastUsedAt: at }).where(eq(sessions.id, sessionId));
    },

    async deleteById(sessionId: string) {
      await db.delete(sessions).where(eq(sessions.id, sessionId));
    },

    async deleteAllForUser(userId: string) {
      await db.delete(sessions).where(eq(sessions.userId, userId));
    },

    async deleteExpired(now: Date, idleCutoff: Date) {
      await db.delete(sessions).where(or(lt(sessions.expiresAt, now), lt(sessions.lastUsedAt, idleCutoff)));
    },

    async countForUser(userId: string) {
      return (
        await db
          .select({ id: sessions.id })
          .from(sessions)
          .where(and(eq(sessions.userId, userId)))
      ).length;
    },
  };
}

export type SessionsRepository = ReturnType<typeof createSessionsRepository>;
