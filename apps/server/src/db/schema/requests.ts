import { sql } from 'drizzle-orm';
import { check, date, doublePrecision, index, integer, pgTable, primaryKey, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { hospitals } from './places';
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
    urgency: text('urgency', { enum: ['normal', 'urgent', 'critical'] })
      .notNull()
      .default('normal'),
    bags: smallint('bags').notNull().default(1),
    /** What the patient needs and by when (issue 48); neededBy comes from donation_date and donation_time when not given. */
    component: text('component', { enum: ['whole_blood', 'red_cells', 'platelets', 'apheresis_platelets', 'plasma', 'cryo'] })
      .notNull()
      .default('whole_blood'),
    /**
     * Rows written without it (demo data, the benchmark's, tests) send null, and a trigger of migration
     * 0024 fills in the end of the donation day, Dhaka time, before the NOT NULL is checked.
     */
    neededBy: timestamp('needed_by', { withTimezone: true, precision: 3 })
      .notNull()
      .$defaultFn(() => sql`null`),
    /** Where: a directory hospital, or a point for a place not in it (at most one of the two). */
    hospitalId: text('hospital_id').references(() => hospitals.id, { onDelete: 'set null' }),
    locationLat: doublePrecision('location_lat'),
    locationLon: doublePrecision('location_lon'),
    /** The point the waves measure from, kept by a trigger (migration 0024): the point, else the hospital's, else the district centre. */
    geoLat: doublePrecision('geo_lat'),
    geoLon: doublePrecision('geo_lon'),
    /**
     * How many distinct donors pledged (request_pledges). Confirming adds one in the same conditional
     * UPDATE that checks `pledged_count < bags`, so concurrent confirms never over-fill; the request
     * moves to inprogress when it reaches `bags`.
     */
    pledgedCount: smallint('pledged_count').notNull().default(0),
    /** How many alert waves went out (alert_waves), and when the next one is due if the request still lacks donors. */
    waveCount: smallint('wave_count').notNull().default(0),
    nextWaveAt: timestamp('next_wave_at', { withTimezone: true }),
    /**
     * How many donors the notification job told about this request. A new request is stored with
     * null (donors are being found) and gets its count when the job has run; requests older than
     * notifications, and those stored without the request service (demo data), notified nobody: 0.
     */
    notifiedCount: integer('notified_count').default(0),
    /** The first donor who pledged (the spec's single donor); every pledge is in request_pledges. */
    donorId: uuid('donor_id').references(() => users.id, { onDelete: 'set null' }),
    donorName: text('donor_name'),
    donorEmail: text('donor_email'),
    /** A volunteer checked the request with the hospital (decision 0039): when, and who (null once their account is gone). */
    verifiedAt: timestamp('verified_at', { withTimezone: true, precision: 3 }),
    verifiedBy: uuid('verified_by').references(() => users.id, { onDelete: 'set null' }),
    /**
     * An admin hid the request after reports (decision 0040): it leaves every list but its
     * requester's own, and request_counts stops counting it. `hidden_reason` is what the requester was told.
     */
    hiddenAt: timestamp('hidden_at', { withTimezone: true, precision: 3 }),
    hiddenBy: uuid('hidden_by').references(() => users.id, { onDelete: 'set null' }),
    hiddenReason: text('hidden_reason'),
    /** When it was marked done or canceled: the insights' time to done (null for requests finished before migration 0014). */
    finishedAt: timestamp('finished_at', { withTimezone: true, precision: 3 }),
    /** Milliseconds, as a list cursor carries it (decision 0033). */
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('donation_requests_status_check', sql`${t.status} in ('pending', 'inprogress', 'done', 'canceled')`),
    check('donation_requests_urgency_check', sql`${t.urgency} in ('normal', 'urgent', 'critical')`),
    check('donation_requests_bags_check', sql`${t.bags} between 1 and 10`),
    check('donation_requests_pledged_check', sql`${t.pledgedCount} between 0 and ${t.bags}`),
    check(
      'donation_requests_component_check',
      sql`${t.component} in ('whole_blood', 'red_cells', 'platelets', 'apheresis_platelets', 'plasma', 'cryo')`,
    ),
    check('donation_requests_one_place_check', sql`${t.hospitalId} is null or ${t.locationLat} is null`),
    /** The automatic surge counts a district's platelet requests of the last day. */
    index('donation_requests_platelets_district_idx')
      .on(t.district, t.createdAt)
      .where(sql`${t.component} in ('platelets', 'apheresis_platelets')`),
    index('donation_requests_hospital_idx').on(t.hospitalId).where(sql`${t.hospitalId} is not null`),
    // Each list's filter, then its order (created_at, id): a page after a cursor starts in the index.
    index('donation_requests_status_created_idx').on(t.status, t.createdAt, t.id),
    index('donation_requests_search_idx').on(t.blood, t.division, t.district, t.createdAt, t.id),
    /** Search without a district (the common case): newest first straight from the index, no sort of every match. */
    index('donation_requests_search_division_idx').on(t.blood, t.division, t.createdAt, t.id),
    index('donation_requests_requester_created_idx').on(t.requesterId, t.createdAt, t.id),
    index('donation_requests_created_idx').on(t.createdAt, t.id),
    /** A volunteer's account deleted sets their verifications to null: found here, not by reading every request. */
    index('donation_requests_verified_by_idx').on(t.verifiedBy).where(sql`${t.verifiedBy} is not null`),
    /** An admin's account deleted sets their hidings to null; a requester's hidden requests are counted (the block rule). */
    index('donation_requests_hidden_by_idx').on(t.hiddenBy).where(sql`${t.hiddenBy} is not null`),
    index('donation_requests_requester_hidden_idx').on(t.requesterId).where(sql`${t.hiddenAt} is not null`),
    /** A donor's donation history: the requests they confirmed, newest first. */
    index('donation_requests_donor_created_idx').on(t.donorId, t.createdAt),
  ],
);

export type DonationRequestRow = typeof donationRequests.$inferSelect;
export type NewDonationRequestRow = typeof donationRequests.$inferInsert;

/** The district of a division's counter row for a status and blood group in all its districts. */
export const EVERY_DISTRICT = '*';

/**
 * How many requests there are per status, blood group and place, kept by a trigger on
 * donation_requests in the transaction of every insert, change and delete (migration 0008, decision
 * 0033). Each division also has a row per status and blood group for all its districts, with
 * EVERY_DISTRICT as the district (migration 0020, decision 0050): a list's total is the sum of at
 * most 64 of these rows (staff's list of every request: 256), however large the table.
 */
export const requestCounts = pgTable(
  'request_counts',
  {
    status: text('status').notNull(),
    blood: text('blood').notNull(),
    division: text('division').notNull(),
    district: text('district').notNull(),
    total: integer('total').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.status, t.blood, t.division, t.district] }),
    // A total reads only the rows it sums (decision 0050): a list by status (pending, staff's) its
    // division rows, a search its district's or division's rows; the key, status first, serves neither.
    index('request_counts_district_status_idx').on(t.district, t.status),
    index('request_counts_place_idx').on(t.district, t.blood, t.division),
  ],
);
