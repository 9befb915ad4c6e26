import { and, count, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { preparedSql } from '../../db/prepared';
import { donationRequests, notifications, requestDeclines, requestPledges, users } from '../../db/schema/index';
import { inBatches } from '../../lib/in-batches';
import { cappedCount, newestFirstQuery, type PageWindow, pageOf } from '../../lib/paging';
import { arrayLiteral } from '../../lib/sql-array';
import { alertedRequestColumns } from './alert-delivery.repository';

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
  component: donationRequests.component,
  neededBy: donationRequests.neededBy,
  status: donationRequests.status,
  /** The reader's answer, if any: each a lookup by primary key or unique pair. */
  yourResponse: sql<'pledged' | 'declined' | null>`case
    when exists (select 1 from ${requestPledges} where ${requestPledges.requestId} = ${notifications.requestId} and ${requestPledges.donorId} = ${notifications.userId}) then 'pledged'
    when exists (select 1 from ${requestDeclines} where ${requestDeclines.requestId} = ${notifications.requestId} and ${requestDeclines.userId} = ${notifications.userId}) then 'declined'
  end`,
};

/**
 * A wave's notifications (see `notify`). The donors are read once, by primary key, and joined to
 * what was inserted as a small set: joined to users itself, the planner, blind to how many rows the
 * insert gives, scanned them all. Prepared once (db/prepared.ts): every wave runs it.
 */
const notifyStatement = preparedSql<NewNotification>(
  'notifications_notify',
  sql`
    with chosen as (
      select ${users.id} as id, ${users.alertPush} as push,
        ${users.alertSms} and ${users.phone} is not null and ${users.phoneVerifiedAt} is not null as sms,
        ${users.alertEmail} as email
      from ${users} where ${users.id} = any(${sql.placeholder('userIds')}::uuid[])
    ), added as (
      insert into ${notifications} (user_id, request_id, wave, pushed_at)
      select id, ${sql.placeholder('requestId')}::uuid, ${sql.placeholder('wave')}::smallint,
        case when push and not id = any(${sql.placeholder('pushable')}::uuid[]) then now() end
      from chosen order by id
      on conflict (request_id, user_id) do nothing
      returning id, user_id, pushed_at
    )
    select added.id, added.user_id as "userId", chosen.push and added.pushed_at is null as push, chosen.sms, chosen.email
    from added join chosen on chosen.id = added.user_id`,
);

/** A notification just made, with the channels its alert goes out on. */
export interface NewNotification {
  id: string;
  userId: string;
  push: boolean;
  sms: boolean;
  email: boolean;
}

export function createNotificationsRepository(db: Database) {
  return {
    /**
     * Notifies each of `userIds` about the request, in the caller's transaction. A person already
     * notified is skipped by the unique (request_id, user_id): answers only the new notifications, so
     * a job run twice creates (and alerts) nobody twice. `wave`: the alert wave that reached them.
     * Each answers the channels its alert goes out on, as its donor chose them now (the delivery
     * checks again): SMS only to a verified phone, push only to one of `pushable` (those with a
     * device). A push chosen that no device can get is recorded as done at once, as its delivery would.
     */
    async notify(
      requestId: string,
      userIds: string[],
      tx: Database,
      wave?: number,
      pushable: ReadonlySet<string> = new Set(),
    ): Promise<NewNotification[]> {
      if (userIds.length === 0) return [];
      const { rows } = await notifyStatement.on(tx).execute({
        requestId,
        userIds: arrayLiteral(userIds),
        wave: wave ?? null,
        pushable: arrayLiteral([...pushable]),
      });
      return rows;
    },

    /** The e-mail of one notification, unless it was sent already (or the notification is gone). */
    async findUnsentEmail(id: string) {
      const [row] = await db
        .select({
          id: notifications.id,
          email: users.email,
          name: users.name,
          language: users.language,
          request: alertedRequestColumns,
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
      // A donor who turned in-app alerts off keeps their notifications (they dedupe the other
      // channels) but sees none in the bell until they turn it back on (decision 0025).
      const mine = and(eq(notifications.userId, userId), sql`(select ${users.alertInApp} from ${users} where ${users.id} = ${userId})`);
      const q = newestFirstQuery(notifications.createdAt, notifications.id, page);
      const [rows, total, [unread]] = await Promise.all([
        db
          .select(listedColumns)
          .from(notifications)
          .innerJoin(donationRequests, eq(donationRequests.id, notifications.requestId))
          .where(and(mine, q.after))
          .orderBy(...q.orderBy)
          .offset(q.offset)
          .limit(q.limit),
        cappedCount(db, notifications, mine),
        // The bell's figure: unread ones only, which reading them keeps few.
        db
          .select({ value: count() })
          .from(notifications)
          .where(and(mine, isNull(notifications.readAt))),
      ]);
      return { ...pageOf(rows, page, total), unread: unread?.value ?? 0 };
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

    /**
     * Retention (sweep.ts): deletes notifications read more than `days` ago whose request is done or
     * canceled. Those of an open request stay, read or not: they are what keeps its next alert wave
     * from telling the same donor again (wave-candidates.repository.ts). Unread ones stay too.
     */
    async deleteReadBefore(days: number): Promise<void> {
      const old = and(
        lt(notifications.readAt, sql`now() - ${days} * interval '1 day'`),
        inArray(
          notifications.requestId,
          db
            .select({ id: donationRequests.id })
            .from(donationRequests)
            .where(inArray(donationRequests.status, ['done', 'canceled'])),
        ),
      );
      // In batches: each deleted notification's trigger updates its donor's row (migration 0009) at the commit.
      await inBatches(
        async (limit) =>
          (
            await db
              .delete(notifications)
              .where(inArray(notifications.id, db.select({ id: notifications.id }).from(notifications).where(old).limit(limit)))
              .returning({ id: notifications.id })
          ).length,
      );
    },
  };
}

export type NotificationsRepository = ReturnType<typeof createNotificationsRepository>;
export type ListedNotificationRow = Awaited<ReturnType<NotificationsRepository['listFor']>>['rows'][number];
