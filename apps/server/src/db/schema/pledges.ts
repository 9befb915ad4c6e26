import { index, pgTable, primaryKey, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { donationRequests } from './requests';
import { users } from './users';

/**
 * One row per donor who said "I can donate" to a request (decision 0027). A request needs as many
 * as its bags; the unique pair keeps a donor from pledging twice to one request.
 */
export const requestPledges = pgTable(
  'request_pledges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    requestId: uuid('request_id')
      .notNull()
      .references(() => donationRequests.id, { onDelete: 'cascade' }),
    donorId: uuid('donor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Copied like the spec's donorName / donorEmail: what the requester saw when the donor pledged. */
    donorName: text('donor_name').notNull(),
    donorEmail: text('donor_email').notNull(),
    /** A volunteer or admin who recorded the pledge for the donor (after a phone call); null when the donor pledged. */
    recordedBy: uuid('recorded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [
    unique('request_pledges_request_donor_unique').on(t.requestId, t.donorId),
    /** A donor's donation history: the requests they pledged to, newest first. */
    index('request_pledges_donor_created_idx').on(t.donorId, t.createdAt),
  ],
);

/** "Not this time": a donor who declined a request is not asked about it again. */
export const requestDeclines = pgTable(
  'request_declines',
  {
    requestId: uuid('request_id')
      .notNull()
      .references(() => donationRequests.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'request_declines_pk', columns: [t.requestId, t.userId] }),
    /** An account's erasure deletes its declines. */
    index('request_declines_user_idx').on(t.userId),
  ],
);

export type RequestPledgeRow = typeof requestPledges.$inferSelect;
export type RequestDeclineRow = typeof requestDeclines.$inferSelect;
