import { doublePrecision, integer, pgTable, smallint, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { donationRequests } from './requests';
import { users } from './users';

/**
 * The waves of alerts a request sent (decision 0025): each reaches a few best-matching donors, the
 * next one widens if the request still lacks donors. The unique number makes a retried or
 * duplicated wave job a no-op.
 */
export const alertWaves = pgTable(
  'alert_waves',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    requestId: uuid('request_id')
      .notNull()
      .references(() => donationRequests.id, { onDelete: 'cascade' }),
    number: smallint('number').notNull(),
    /**
     * Who it could reach: 'district-exact', 'district-compatible' or 'division-compatible' (waves before
     * issue 48); since then 'nearby' (within radius_km of the request's place), 'division' or 'country'.
     */
    reach: text('reach', {
      enum: ['district-exact', 'district-compatible', 'division-compatible', 'nearby', 'division', 'country'],
    }).notNull(),
    /** A 'nearby' wave's radius, in km; null for the others. */
    radiusKm: doublePrecision('radius_km'),
    recipients: integer('recipients').notNull(),
    /** The volunteer or admin who sent it before its time; null when it went by itself. */
    sentBy: uuid('sent_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('alert_waves_request_number_unique').on(t.requestId, t.number)],
);

export type AlertWaveRow = typeof alertWaves.$inferSelect;
