import { sql } from 'drizzle-orm';
import { boolean, check, date, index, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';

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
    /** Birth year rather than an age (stays true as years pass) or a birth date (more than is needed). */
    birthYear: smallint('birth_year'),
    weightKg: smallint('weight_kg'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('users_role_check', sql`${t.role} in ('donner', 'volunteer', 'admin')`),
    check('users_status_check', sql`${t.status} in ('Active', 'block')`),
    check('users_email_lower_check', sql`${t.email} = lower(${t.email})`),
    check('users_birth_year_check', sql`${t.birthYear} between 1900 and 2100`),
    check('users_weight_kg_check', sql`${t.weightKg} between 20 and 300`),
    index('users_created_at_idx').on(t.createdAt),
    /** Donor matching: compatible groups in one division (then district), only active, available people. */
    index('users_donor_match_idx').on(t.division, t.blood, t.district).where(sql`${t.available} and ${t.status} = 'Active'`),
  ],
);

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;
