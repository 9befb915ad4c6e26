import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { preparedStatement } from '../../db/prepared';
import { pushSubscriptions } from '../../db/schema/index';
import { arrayLiteral } from '../../lib/sql-array';

/** Of some people, those with a device: every alert wave asks (built and named once, db/prepared.ts). */
const withDevicesStatement = preparedStatement((db) =>
  db
    .selectDistinct({ userId: pushSubscriptions.userId })
    .from(pushSubscriptions)
    .where(sql`${pushSubscriptions.userId} = any(${sql.placeholder('userIds')}::uuid[])`)
    .prepare('push_with_devices'),
);

export interface NewPushSubscription {
  userId: string;
  endpoint: string;
  p256dh: string;
  auth: string;
}

export function createPushRepository(db: Database) {
  return {
    /** One row per endpoint: a browser subscribing again (or another person on it) takes the row over. */
    async upsert(subscription: NewPushSubscription): Promise<string> {
      const { endpoint, ...rest } = subscription;
      const [row] = await db
        .insert(pushSubscriptions)
        .values(subscription)
        .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: { ...rest, createdAt: new Date(), lastSuccessAt: null } })
        .returning({ id: pushSubscriptions.id });
      if (!row) throw new Error(`push subscription for ${endpoint} was not saved`);
      return row.id;
    },

    /** Keeps the person's `keep` newest devices, forgetting older ones. */
    async trimUser(userId: string, keep: number): Promise<void> {
      const older = await db
        .select({ id: pushSubscriptions.id })
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.userId, userId))
        .orderBy(desc(pushSubscriptions.createdAt), desc(pushSubscriptions.id))
        .offset(keep);
      if (older.length > 0)
        await db.delete(pushSubscriptions).where(
          inArray(
            pushSubscriptions.id,
            older.map((row) => row.id),
          ),
        );
    },

    async deleteOwn(userId: string, endpoint: string): Promise<number> {
      const rows = await db
        .delete(pushSubscriptions)
        .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)))
        .returning({ id: pushSubscriptions.id });
      return rows.length;
    },

    listForUser: (userId: string) => db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId)),

    /** Which of these people have at least one device, in one query. */
    async usersWithDevices(userIds: string[], tx: Database = db): Promise<Set<string>> {
      if (userIds.length === 0) return new Set();
      const rows = await withDevicesStatement.on(tx).execute({ userIds: arrayLiteral(userIds) });
      return new Set(rows.map((row) => row.userId));
    },

    async countForUser(userId: string): Promise<number> {
      const [row] = await db.select({ n: count() }).from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
      return row?.n ?? 0;
    },

    async markDelivered(ids: string[], at: Date): Promise<void> {
      if (ids.length > 0) await db.update(pushSubscriptions).set({ lastSuccessAt: at }).where(inArray(pushSubscriptions.id, ids));
    },

    async deleteIds(ids: string[]): Promise<void> {
      if (ids.length > 0) await db.delete(pushSubscriptions).where(inArray(pushSubscriptions.id, ids));
    },
  };
}

export type PushRepository = ReturnType<typeof createPushRepository>;
