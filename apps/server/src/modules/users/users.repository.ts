import { and, count, eq, ilike, isNull, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { nextVersion, versionCondition } from '../../db/row-version';
import { areas, type NewUserRow, type UserRow, users } from '../../db/schema/index';
import { escapeLike } from '../../lib/like-pattern';
import { newestFirstPage, type PageWindow } from '../../lib/paging';
import { type ReadCache, TABLE_TAGS } from '../../lib/read-cache';

export type UserChanges = Partial<
  Pick<NewUserRow, 'name' | 'division' | 'district' | 'blood' | 'photoUrl' | 'role' | 'status' | 'passwordHash'>
>;

/** Any fixed number: the advisory lock that standing changes (role, status) take in turn. */
const STANDING_LOCK_KEY = 4_720_001;

/** `cache`: the app's read cache; every change of a user invalidates what shows users (sessions, blog authors). */
export function createUsersRepository(db: Database, cache?: ReadCache) {
  return {
    ...usersQueries(db, cache),

    /**
     * Runs `work` in a transaction holding the standing lock, with queries bound to it: two admins
     * demoting each other at once are served one after the other, so one admin always stays. The
     * transaction itself is passed too, so the audit entry of the change is written in it.
     */
    async withStandingLock<T>(work: (users: UsersQueries, tx: Database) => Promise<T>): Promise<T> {
      const result = await db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${STANDING_LOCK_KEY})`);
        return work(usersQueries(tx), tx);
      });
      cache?.invalidate([TABLE_TAGS.users]);
      return result;
    },
  };
}

/** Inside a transaction `cache` is absent: the transaction invalidates once it commits. */
function usersQueries(db: Database, cache?: ReadCache) {
  return {
    async findById(id: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
      return row;
    },

    async findByEmail(email: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.email, email.toLowerCase())).limit(1);
      return row;
    },

    /** Inserts unless the email is taken; answers undefined when it was. */
    async insert(values: NewUserRow): Promise<UserRow | undefined> {
      const [row] = await db
        .insert(users)
        .values({ ...values, email: values.email.toLowerCase() })
        .onConflictDoNothing({ target: users.email })
        .returning();
      return row;
    },

    /** One atomic UPDATE; given a `version`, only while the record is still at it (undefined otherwise). */
    async update(id: string, changes: UserChanges, version?: Date): Promise<UserRow | undefined> {
      const [row] = await db
        .update(users)
        .set({ ...changes, ...(changes.district ? { areaId: areaKeptIn(changes.district) } : {}), updatedAt: nextVersion(users.updatedAt) })
        // An erased account (decision 0044) stays as the erasure left it, whatever raced it.
        .where(and(eq(users.id, id), isNull(users.erasedAt), versionCondition(users.updatedAt, version)))
        .returning();
      cache?.invalidate([TABLE_TAGS.users]);
      return row;
    },

    async list(options: PageWindow & { search?: string }) {
      // A deleted account's emptied row (decision 0044) is nobody to manage.
      const where = and(
        isNull(users.erasedAt),
        options.search
          ? or(ilike(users.name, `%${escapeLike(options.search)}%`), ilike(users.email, `%${escapeLike(options.search)}%`))
          : undefined,
      );
      return newestFirstPage(db, users, options, where);
    },

    async countActiveAdminsExcept(userId: string): Promise<number> {
      const [row] = await db
        .select({ value: count() })
        .from(users)
        .where(and(eq(users.role, 'admin'), eq(users.status, 'Active'), isNull(users.erasedAt), ne(users.id, userId)));
      return row?.value ?? 0;
    },

    async countAll(): Promise<number> {
      const [row] = await db.select({ value: count() }).from(users).where(isNull(users.erasedAt));
      return row?.value ?? 0;
    },
  };
}

/** A donor's area (issue 48) stays only while it is in their district: a move to another district clears it. */
const areaKeptIn = (district: string) =>
  sql`(select ${areas.id} from ${areas} where ${areas.id} = ${users.areaId} and ${areas.district} = ${district})`;

export type UsersQueries = ReturnType<typeof usersQueries>;
export type UsersRepository = ReturnType<typeof createUsersRepository>;
