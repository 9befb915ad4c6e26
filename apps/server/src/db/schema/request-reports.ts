import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { donationRequests } from './requests';
import { users } from './users';

/**
 * A signed-in person's report of a request (decision 0040): why, with an optional note. Open until an
 * admin hides the request (the report is then `upheld`) or dismisses its reports. One report per
 * person per request; gone with the request or the reporter.
 */
export const requestReports = pgTable(
  'request_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    requestId: uuid('request_id')
      .notNull()
      .references(() => donationRequests.id, { onDelete: 'cascade' }),
    reporterId: uuid('reporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason', { enum: ['asks-for-money', 'fake', 'duplicate', 'other'] }).notNull(),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    resolution: text('resolution', { enum: ['upheld', 'dismissed'] }),
    resolvedAt: timestamp('resolved_at', { withTimezone: true, precision: 3 }),
    resolvedBy: uuid('resolved_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    check('request_reports_reason_check', sql`${t.reason} in ('asks-for-money', 'fake', 'duplicate', 'other')`),
    check('request_reports_resolution_check', sql`${t.resolution} in ('upheld', 'dismissed')`),
    check('request_reports_note_check', sql`char_length(${t.note}) <= 500`),
    unique('request_reports_request_reporter_unique').on(t.requestId, t.reporterId),
    /** The queue: open reports by request, oldest first. */
    index('request_reports_open_idx').on(t.requestId, t.createdAt).where(sql`${t.resolution} is null`),
    /** A reporter's or an admin's account deleted finds their rows here. */
    index('request_reports_reporter_idx').on(t.reporterId),
    index('request_reports_resolved_by_idx').on(t.resolvedBy).where(sql`${t.resolvedBy} is not null`),
  ],
);

export type RequestReportRow = typeof requestReports.$inferSelect;
