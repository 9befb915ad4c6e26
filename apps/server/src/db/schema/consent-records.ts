import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * Every change of a choice that exposes a person (CONSENT_PURPOSES in packages/shared), with its
 * time. Written by a trigger on users (migration 0018), so no path that changes a choice can forget
 * to record it; the state at registration is the users row itself, as of its created_at.
 */
export const consentRecords = pgTable(
  'consent_records',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').notNull(),
    granted: boolean('granted').notNull(),
    recordedAt: timestamp('recorded_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'consent_records_purpose_check',
      sql`${t.purpose} in ('donorListing', 'phoneToRequesters', 'volunteerCalls', 'alertInApp', 'alertEmail', 'alertPush', 'alertSms', 'locationShared')`,
    ),
    index('consent_records_user_idx').on(t.userId, t.recordedAt),
  ],
);

export type ConsentRecordRow = typeof consentRecords.$inferSelect;
