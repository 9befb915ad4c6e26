import { sql } from 'drizzle-orm';
import { boolean, check, date, doublePrecision, index, integer, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { areas } from './places';

/** How many alert times users.recent_alerts keeps: the weekly cap may be at most this (migration 0009's recent_alerts_of says 10 too). */
export const RECENT_ALERTS_KEPT = 10;

/**
 * The weekly alert cap users_alert_cap_idx is built for (decision 0047): the default of
 * ALERTS_PER_WEEK. Another cap still works, read through users_donor_match_idx.
 */
export const INDEXED_WEEKLY_CAP = 3;

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    /** Always stored lower-cased, so the unique constraint makes email case-insensitive. */
    email: text('email').notNull().unique(),
    passwordHash: text('password_hash'),
    division: text('division'),
    district: text('district'),
    blood: text('blood'),
    photoUrl: text('photo_url'),
    role: text('role', { enum: ['donner', 'volunteer', 'admin'] })
      .notNull()
      .default('donner'),
    status: text('status', { enum: ['Active', 'block'] })
      .notNull()
      .default('Active'),
    /** The donor's own switch: false keeps them out of donor matches and notifications. */
    available: boolean('available').notNull().default(true),
    /** Set when a request they confirmed is marked done, or entered by hand; drives eligibility. */
    lastDonationOn: date('last_donation_on'),
    /** Private contact details: shown only to the requester of a matching request. */
    phone: text('phone'),
    /** The donor agreed that volunteers may call them about a request they match (the call sheet, decision 0039). */
    volunteerCalls: boolean('volunteer_calls').notNull().default(false),
    /** The donor agreed that the requester of a request they match may see their phone (decision 0044). */
    phoneToRequesters: boolean('phone_to_requesters').notNull().default(false),
    /** Birth year rather than an age (stays true as years pass) or a birth date (more than is needed). */
    birthYear: smallint('birth_year'),
    weightKg: smallint('weight_kg'),
    /** The language the person chose in the app: their alerts (push, SMS, e-mail) are written in it. */
    language: text('language', { enum: ['en', 'bn'] })
      .notNull()
      .default('en'),
    /** When `phone` was proven theirs by a code sent to it; cleared when the phone changes. No SMS alert goes to an unverified phone. */
    phoneVerifiedAt: timestamp('phone_verified_at', { withTimezone: true }),
    /** The alert channels the donor chose (decision 0026). SMS and push also need a verified phone or a subscribed device. */
    alertInApp: boolean('alert_in_app').notNull().default(true),
    alertEmail: boolean('alert_email').notNull().default(true),
    alertPush: boolean('alert_push').notNull().default(true),
    alertSms: boolean('alert_sms').notNull().default(true),
    /** Quiet hours in minutes after midnight, Dhaka time (start may be after end: over midnight); null = none. No push or SMS then, except for critical requests. */
    quietStart: smallint('quiet_start').default(1320),
    quietEnd: smallint('quiet_end').default(420),
    /**
     * When the donor's newest alerts were made, newest first, at most RECENT_ALERTS_KEPT: kept by
     * triggers on notifications (migration 0009), so an alert wave ranks and caps donors from their
     * own row instead of counting their notifications one by one (decision 0036).
     */
    recentAlerts: timestamp('recent_alerts', { withTimezone: true }).array().notNull().default(sql`'{}'`),
    /** Where the donor lives (issue 48): an upazila or city thana, or their own point rounded to 0.01° (about 1 km). */
    areaId: text('area_id').references(() => areas.id, { onDelete: 'set null' }),
    locationLat: doublePrecision('location_lat'),
    locationLon: doublePrecision('location_lon'),
    /**
     * The point the alert waves measure from, kept by a trigger (migration 0024): their own point,
     * else their area's centre, else their district's; and its grid cell (GEO_CELL_DEGREES in
     * packages/shared places/geo.ts, geo_cell_of() in SQL). Null without a district.
     */
    geoLat: doublePrecision('geo_lat'),
    geoLon: doublePrecision('geo_lon'),
    geoCell: integer('geo_cell'),
    /**
     * The person deleted their account (decision 0044): the row stays, emptied of everything that
     * names or reaches them, so the requests and donations it is part of still count.
     */
    erasedAt: timestamp('erased_at', { withTimezone: true, precision: 3 }),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('users_role_check', sql`${t.role} in ('donner', 'volunteer', 'admin')`),
    check('users_status_check', sql`${t.status} in ('Active', 'block')`),
    check('users_email_lower_check', sql`${t.email} = lower(${t.email})`),
    check('users_birth_year_check', sql`${t.birthYear} between 1900 and 2100`),
    check('users_weight_kg_check', sql`${t.weightKg} between 20 and 300`),
    check('users_language_check', sql`${t.language} in ('en', 'bn')`),
    check('users_quiet_hours_check', sql`${t.quietStart} between 0 and 1439 and ${t.quietEnd} between 0 and 1439`),
    index('users_created_at_idx').on(t.createdAt),
    /** Donor matching: compatible groups in one division (then district), only active, available people. */
    index('users_donor_match_idx').on(t.division, t.blood, t.district).where(sql`${t.available} and ${t.status} = 'Active'`),
    /**
     * Alert waves: the same donors by the alert that puts them at the weekly cap, so a wave reads only
     * those under it (decision 0047). The district comes last: a division's wave skips it, and a
     * district's wave checks it in the index.
     */
    index('users_alert_cap_idx')
      .on(t.division, t.blood, sql`(${t.recentAlerts}[${sql.raw(String(INDEXED_WEEKLY_CAP))}])`, t.district)
      .where(sql`${t.available} and ${t.status} = 'Active'`),
    /**
     * Alert waves by distance (decision 0055): one grid cell's donors of one group, least recently
     * alerted first, with the alert that puts them at the weekly cap checked in the index, so a wave
     * reads about the donors it alerts.
     */
    index('users_wave_cell_idx')
      .on(
        t.geoCell,
        t.blood,
        sql`(coalesce(${t.recentAlerts}[1], '-infinity'::timestamptz))`,
        sql`(coalesce(${t.recentAlerts}[${sql.raw(String(INDEXED_WEEKLY_CAP))}], '-infinity'::timestamptz))`,
      )
      .where(sql`${t.available} and ${t.status} = 'Active'`),
  ],
);

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;
