import { sql } from 'drizzle-orm';
import { check, date, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

export const donationRequests = pgTable(
  'donation_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    requesterId: uuid('requester_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The spec's `name` and `email`: the requester's, set by the server from the session. */
    requesterName: text('requester_name').notNull(),
    requesterEmail: text('requester_email').notNull(),
    recipientName: text('recipient_name').notNull(),
    hospitalName: text('hospital_name').notNull(),
    message: text('message').notNull(),
    division: text('division').notNull(),
    district: text('district').notNull(),
    blood: text('blood').notNull(),
    donationDate: date('donation_date').notNull(),
    donationTime: text('donation_time').notNull(),
    status: text('status', { enum: ['pending', 'inprogress', 'done', 'canceled'] })
      .notNull()
      .default('pending'),
    donorId: uuid('donor_id').references(() => users.id, { onDelete: 'set null' }),
    donorName: text('donor_name'),
    donorEmail: text('donor_email'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('donation_requests_status_check', sql`${t.status} in ('pending', 'inprogress', 'done', 'canceled')`),
    index('donation_requests_status_created_idx').on(t.status, t.createdAt),
    index('donation_requests_search_idx').on(t.blood, t.division, t.district, t.createdAt),
    index('donation_requests_requester_created_idx').on(t.requesterId, t.createdAt),
    index('donation_requests_created_idx').on(t.createdAt),
  ],
);

export type DonationRequestRow = typeof donationRequests.$inferSelect;
export type NewDonationRequestRow = typeof donationRequests.$inferInsert;
