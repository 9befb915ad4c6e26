import { sql } from 'drizzle-orm';
import { check, doublePrecision, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * The hospital directory (issue 48, decision 0055): shipped rows from a public source (migration
 * 0025, modules/places/dataset/README.md), and the ones staff add. A request names one by id.
 */
export const hospitals = pgTable(
  'hospitals',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    nameBn: text('name_bn').notNull(),
    division: text('division').notNull(),
    district: text('district').notNull(),
    kind: text('kind', { enum: ['medical_college', 'district_hospital', 'specialised', 'general'] }).notNull(),
    ownership: text('ownership', { enum: ['public', 'private'] }).notNull(),
    lat: doublePrecision('lat').notNull(),
    lon: doublePrecision('lon').notNull(),
    /**
     * The volunteer or admin who added it; null for the shipped rows. No foreign key: the directory is
     * reference data, which nothing that removes people should cascade into.
     */
    addedBy: uuid('added_by'),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [
    check('hospitals_kind_check', sql`${t.kind} in ('medical_college', 'district_hospital', 'specialised', 'general')`),
    check('hospitals_ownership_check', sql`${t.ownership} in ('public', 'private')`),
    index('hospitals_place_idx').on(t.division, t.district, t.name),
  ],
);

/** Upazilas and city thanas, each by its centre: where a donor says they live (issue 48). */
export const areas = pgTable(
  'areas',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    nameBn: text('name_bn').notNull(),
    division: text('division').notNull(),
    district: text('district').notNull(),
    kind: text('kind', { enum: ['upazila', 'thana'] }).notNull(),
    lat: doublePrecision('lat').notNull(),
    lon: doublePrecision('lon').notNull(),
  },
  (t) => [check('areas_kind_check', sql`${t.kind} in ('upazila', 'thana')`), index('areas_district_idx').on(t.district, t.name)],
);

/**
 * Each district's headquarters (packages/shared locations/bangladesh.ts), for the database's own
 * use: the point of a donor or request that names no closer place (the geo triggers of migration 0024).
 */
export const districtCentres = pgTable('district_centres', {
  district: text('district').primaryKey(),
  lat: doublePrecision('lat').notNull(),
  lon: doublePrecision('lon').notNull(),
});

/**
 * A dengue surge (issue 48): while one is on, platelet requests in its district (every district
 * when null) get shorter waits and no weekly cap, and the home page asks donors to answer.
 * `started_by` null: started by itself when a district's platelet requests passed the threshold.
 */
export const surges = pgTable(
  'surges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    district: text('district'),
    startedBy: uuid('started_by').references(() => users.id, { onDelete: 'set null' }),
    startedAt: timestamp('started_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    endsAt: timestamp('ends_at', { withTimezone: true, precision: 3 }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true, precision: 3 }),
    endedBy: uuid('ended_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [index('surges_live_idx').on(t.endsAt).where(sql`${t.endedAt} is null`)],
);
