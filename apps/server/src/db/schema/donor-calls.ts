import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { donationRequests } from './requests';
import { users } from './users';

/**
 * A volunteer's call to a donor about a request, from the call sheet (decision 0039): what came of it
 * and an optional note. Gone with the request or the donor; the caller's account leaving keeps the
 * call (who called is then unknown).
 */
export const donorCalls = pgTable(
  'donor_calls',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    requestId: uuid('request_id')
      .notNull()
      .references(() => donationRequests.id, { onDelete: 'cascade' }),
    donorId: uuid('donor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    callerId: uuid('caller_id').references(() => users.id, { onDelete: 'set null' }),
    outcome: text('outcome', { enum: ['no-answer', 'declined', 'agreed', 'wrong-number', 'not-eligible'] }).notNull(),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [
    check('donor_calls_outcome_check', sql`${t.outcome} in ('no-answer', 'declined', 'agreed', 'wrong-number', 'not-eligible')`),
    check('donor_calls_note_check', sql`char_length(${t.note}) <= 500`),
    /** "Called in the last 6 hours", by anyone about any request. */
    index('donor_calls_donor_idx').on(t.donorId, t.createdAt),
    /** A caller's account deleted sets their calls' caller to null. */
    index('donor_calls_caller_idx').on(t.callerId),
    /** A request's calls, newest first. */
    index('donor_calls_request_idx').on(t.requestId, t.donorId, t.createdAt),
  ],
);

export type DonorCallRow = typeof donorCalls.$inferSelect;
