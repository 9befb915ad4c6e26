import { and, desc, eq, lt, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { sessions, users } from '../../db/schema/index';
import { createReadCache, type ReadCache, SESSION_CACHE_MS, TABLE_TAGS } from '../../lib/read-cache';

/** `cache`: the app's read cache; every change of a session here, and of a user, invalidates the sessions in it. */
export function createSessionsRepository(db: Database, cache: ReadCache = createReadCache()) {
  // Runs on every signed-in request: prepared once, so it is neither rebuilt nor re-parsed each time.
  const sessionWithUser = db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.tokenHash, sql.placeholder('tokenHash')))
    .limit(1)
    .prepare('session_with_user');

  return {
    async insert(values: { userId: string; tokenHash: string; userAgent?: string; expiresAt: Date }) {
      await db.insert(sessions).values(values);
    },

    /** The session and its user, if the token is known (expiry is judged by the caller). */
    findWithUser(tokenHash: string) {
      return cache.get(`session ${tokenHash}`, async () => (await sessionWithUser.execute({ tokenHash }))[0], {
        ttlMs: SESSION_CACHE_MS,
        tags: [TABLE_TAGS.sessions, TABLE_TAGS.users],
      });
    },

    /** When a session began: a recent sign-in is a re-authentication. */
    async startedAt(sessionId: string): Promise<Date | undefined> {
      const [row] = await db.select({ createdAt: sessions.createdAt }).from(sessions).where(eq(sessions.id, sessionId)).limit(1);
      return row?.createdAt;
    },

    /** When the person last proved it was them in this session: its sign-in, or a later password typed again. */
    async provenAt(sessionId: string): Promise<Date | undefined> {
      const [row] = await db
        .select({ createdAt: sessions.createdAt, reauthenticatedAt: sessions.reauthenticatedAt })
        .from(sessions)
        .where(eq(sessions.id, sessionId))
        .limit(1);
      if (!row) return undefined;
      return row.reauthenticatedAt && row.reauthenticatedAt > row.createdAt ? row.reauthenticatedAt : row.createdAt;
    },

    async markReauthenticated(sessionId: string, at: Date) {
      await db.update(sessions).set({ reauthenticatedAt: at }).where(eq(sessions.id, sessionId));
    },

    async touch(session: { id: string; tokenHash: string }, at: Date) {
      await db.update(sessions).set({ lastUsedAt: at }).where(eq(sessions.id, session.id));
      cache.delete(`session ${session.tokenHash}`);
    },

    /**
     * Gives a session a new token, keeping its row: its start and absolute end stay those of the
     * sign-in. False when the session is gone (signed out or ended meanwhile).
     */
    async replaceToken(sessionId: string, values: { tokenHash: string; userAgent?: string; at: Date }) {
      const replaced = await db
        .update(sessions)
        .set({ tokenHash: values.tokenHash, userAgent: values.userAgent, lastUsedAt: values.at })
        .where(eq(sessions.id, sessionId))
        .returning({ id: sessions.id });
      cache.invalidate([TABLE_TAGS.sessions]);
      return replaced.length > 0;
    },

    async deleteById(sessionId: string) {
      await db.delete(sessions).where(eq(sessions.id, sessionId));
      cache.invalidate([TABLE_TAGS.sessions]);
    },

    async deleteAllForUser(userId: string) {
      await db.delete(sessions).where(eq(sessions.userId, userId));
      cache.invalidate([TABLE_TAGS.sessions]);
    },

    async deleteExpired(now: Date, idleCutoff: Date) {
      await db.delete(sessions).where(or(lt(sessions.expiresAt, now), lt(sessions.lastUsedAt, idleCutoff)));
      cache.invalidate([TABLE_TAGS.sessions]);
    },

    /** The user's own sessions, most recently used first. */
    async listForUser(userId: string) {
      return db
        .select({ id: sessions.id, userAgent: sessions.userAgent, createdAt: sessions.createdAt, lastUsedAt: sessions.lastUsedAt })
        .from(sessions)
        .where(eq(sessions.userId, userId))
        .orderBy(desc(sessions.lastUsedAt), desc(sessions.createdAt));
    },

    /** Deletes a session only when it belongs to the user; answers how many went (0 or 1). */
    async deleteOwn(sessionId: string, userId: string) {
      const gone = await db
        .delete(sessions)
        .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId)))
        .returning({ id: sessions.id });
      cache.invalidate([TABLE_TAGS.sessions]);
      return gone.length;
    },

    /** Deletes every session of the user except one (the caller's own). */
    async deleteOthersForUser(userId: string, keepSessionId: string) {
      const gone = await db
        .delete(sessions)
        .where(and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId)))
        .returning({ id: sessions.id });
      cache.invalidate([TABLE_TAGS.sessions]);
      return gone.length;
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
