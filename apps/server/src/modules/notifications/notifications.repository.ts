import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { donationRequests, notifications, users } from '../../db/schema/index';

export interface PageWindow {
  offset: number;
  limit: number;
}

/** What the bell shows of one notification: the request it is about. */
const listedColumns = {
  id: notifications.id,
  readAt: notifications.readAt,
  createdAt: notifications.createdAt,
  requestId: donationRequests.id,
  recipientName: donationRequests.recipientName,
  hospitalName: donationRequests.hospitalName,
  blood: donationRequests.blood,
  division: donationRequests.division,
  district: donationRequests.district,
  urgency: donationRequests.urgency,
  donationDate: donationRequests.donationDate,
};

export function createNotificationsRepository(db: Database) {
  return {
    /**
     * Notifies each of `userIds` about the request, in one transaction with the request's count. A
     * person already notified is skipped by the unique (request_id, user_id): answers only the new
     * notifications, so a job run twice creates (and e-mails) nobody twice.
     */
    async notify(requestId: string, userIds: string[], tx: Database) {
      const created =
        userIds.length === 0
          ? []
          : await tx
              .insert(notifications)
              .values(userIds.map((userId) => ({ userId, requestId })))
              .onConflictDoNothing({ target: [notifications.requestId, notifications.userId] })
              .returning({ id: notifications.id });
      await tx
        .update(donationRequests)
        .set({ notifiedCount: sql`(select count(*) from ${notifications} where ${notifications.requestId} = ${requestId})` })
        .where(eq(donationRequests.id, requestId));
      return created;
    },

    /** The e-mail of one notification, unless it was sent already (or the notification is gone). */
    async findUnsentEmail(id: string) {
      const [row] = await db
        .select({
          id: notifications.id,
          email: users.email,
          name: users.name,
          request: {
            id: donationRequests.id,
            recipientName: donationRequests.recipientName,
            hospitalName: donationRequests.hospitalName,
            blood: donationRequests.blood,
            district: donationRequests.district,
            division: donationRequests.division,
            urgency: donationRequests.urgency,
            bags: donationRequests.bags,
            donationDate: donationRequests.donationDate,
            donationTime: donationRequests.donationTime,
          },
        })
        .from(notifications)
        .innerJoin(users, eq(users.id, notifications.userId))
        .innerJoin(donationRequests, eq(donationRequests.id, notifications.requestId))
        .where(and(eq(notifications.id, id), isNull(notifications.emailedAt)))
        .limit(1);
      return row;
    },

    async markEmailed(id: string): Promise<void> {
      await db.update(notifications).set({ emailedAt: sql`now()` }).where(eq(notifications.id, id));
    },

    /** One person's notifications, newest first, with how many there are and how many are unread. */
    async listFor(userId: string, page: PageWindow) {
      const mine = eq(notifications.userId, userId);
      const [rows, [totals]] = await Promise.all([
        db
          .select(listedColumns)
          .from(notifications)
          .innerJoin(donationRequests, eq(donationRequests.id, notifications.requestId))
          .where(mine)
          .orderBy(desc(notifications.createdAt), desc(notifications.id))
          .offset(page.offset)
          .limit(page.limit),
        db
          .select({ total: count(), unread: count(sql`case when ${notifications.readAt} is null then 1 end`) })
          .from(notifications)
          .where(mine),
      ]);
      return { rows, total: totals?.total ?? 0, unread: totals?.unread ?? 0 };
    },

    findById: async (id: string) => (await db.select().from(notifications).where(eq(notifications.id, id)).limit(1))[0],

    /** Marks as read; a notification read before keeps its first read time. */
    async markRead(id: string): Promise<void> {
      await db
        .update(notifications)
        .set({ readAt: sql`now()` })
        .where(and(eq(notifications.id, id), isNull(notifications.readAt)));
    },

    async markAllRead(userId: string): Promise<number> {
      const changed = await db
        .update(notifications)
        .set({ readAt: sql`now()` })
        .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)))
        .returning({ id: notifications.id });
      return changed.length;
    },
  };
}

export type NotificationsRepository = ReturnType<typeof createNotificationsRepository>;
export type ListedNotificationRow = Awaited<ReturnType<NotificationsRepository['listFor']>>['rows'][number];
