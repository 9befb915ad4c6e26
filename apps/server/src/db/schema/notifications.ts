import { sql } from 'drizzle-orm';
import { index, pgTable, smallint, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { donationRequests } from './requests';
import { users } from './users';

/** One in-app notification per donor per donation request: the unique pair makes retries harmless. */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    requestId: uuid('request_id')
      .notNull()
      .references(() => donationRequests.id, { onDelete: 'cascade' }),
    readAt: timestamp('read_at', { withTimezone: true }),
    /** When the e-mail about it was handed to the mailer: a retried e-mail job sees it and sends nothing. */
    emailedAt: timestamp('emailed_at', { withTimezone: true }),
    /** When its push went to the donor's devices, and its SMS to their phone (or was skipped): a retried batch skips it. */
    pushedAt: timestamp('pushed_at', { withTimezone: true }),
    smsSentAt: timestamp('sms_sent_at', { withTimezone: true }),
    /** The alert wave (alert_waves.number) that reached this donor. */
    wave: smallint('wave'),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [
    // (request_id, user_id) also serves counting the donors notified about one request.
    unique('notifications_request_user_unique').on(t.requestId, t.userId),
    index('notifications_user_created_idx').on(t.userId, t.createdAt),
    /** The retention sweep finds read notifications past their period without reading the unread ones. */
    index('notifications_read_at_idx').on(t.readAt).where(sql`${t.readAt} is not null`),
  ],
);

export type NotificationRow = typeof notifications.$inferSelect;
