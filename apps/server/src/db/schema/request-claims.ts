import { index, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { donationRequests } from './requests';
import { users } from './users';

/**
 * "I'm handling this": the volunteer (or admin) who took an open request on the triage board
 * (decision 0037). One row per request at most, so of two volunteers claiming at once the insert of
 * one wins and the other finds the row there. Gone with the request or the volunteer's account.
 */
export const requestClaims = pgTable(
  'request_claims',
  {
    requestId: uuid('request_id')
      .primaryKey()
      .references(() => donationRequests.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    claimedAt: timestamp('claimed_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [index('request_claims_user_idx').on(t.userId)],
);

export type RequestClaimRow = typeof requestClaims.$inferSelect;
