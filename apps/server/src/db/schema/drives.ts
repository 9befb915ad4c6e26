import { sql } from 'drizzle-orm';
import { check, date, index, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/** A donation drive (issue 21): where, when, and its slots' length and places. */
export const drives = pgTable(
  'drives',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organiserId: uuid('organiser_id').references(() => users.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    description: text('description').notNull(),
    /** The title, description and address in Bangla, shown on Bangla pages; null: the English shows. */
    titleBn: text('title_bn'),
    descriptionBn: text('description_bn'),
    imageUrl: text('image_url'),
    date: date('date').notNull(),
    /** 'HH:MM', Dhaka time. */
    startTime: text('start_time').notNull(),
    endTime: text('end_time').notNull(),
    division: text('division').notNull(),
    district: text('district').notNull(),
    address: text('address').notNull(),
    addressBn: text('address_bn'),
    slotMinutes: smallint('slot_minutes').notNull(),
    donorsPerSlot: smallint('donors_per_slot').notNull(),
    status: text('status', { enum: ['scheduled', 'canceled'] })
      .notNull()
      .default('scheduled'),
    /** What the booked donors were told when it was canceled. */
    cancelReason: text('cancel_reason'),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [
    check('drives_status_check', sql`${t.status} in ('scheduled', 'canceled')`),
    check('drives_slot_minutes_check', sql`${t.slotMinutes} between 10 and 120`),
    check('drives_donors_per_slot_check', sql`${t.donorsPerSlot} between 1 and 50`),
    /** Upcoming drives, soonest first, by place. */
    index('drives_date_idx').on(t.date, t.startTime, t.id),
    index('drives_place_date_idx').on(t.division, t.district, t.date),
    index('drives_organiser_idx').on(t.organiserId),
  ],
);

/**
 * A slot's places: booking takes one in a conditional UPDATE (`booked < capacity`), so concurrent
 * bookings never over-fill it; cancelling gives it back.
 */
export const driveSlots = pgTable(
  'drive_slots',
  {
    driveId: uuid('drive_id')
      .notNull()
      .references(() => drives.id, { onDelete: 'cascade' }),
    start: text('start').notNull(),
    capacity: smallint('capacity').notNull(),
    booked: smallint('booked').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.driveId, t.start] }), check('drive_slots_booked_check', sql`${t.booked} between 0 and ${t.capacity}`)],
);

/** A donor's place at a drive; one live booking per donor per drive. */
export const driveBookings = pgTable(
  'drive_bookings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    driveId: uuid('drive_id')
      .notNull()
      .references(() => drives.id, { onDelete: 'cascade' }),
    donorId: uuid('donor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    slot: text('slot').notNull(),
    /** What the donor shows at check-in (and its QR code). */
    code: text('code').notNull().unique(),
    status: text('status', { enum: ['booked', 'canceled', 'donated', 'deferred'] })
      .notNull()
      .default('booked'),
    /** Why staff deferred the donor at check-in. */
    deferReason: text('defer_reason'),
    checkedInAt: timestamp('checked_in_at', { withTimezone: true, precision: 3 }),
    checkedInBy: uuid('checked_in_by').references(() => users.id, { onDelete: 'set null' }),
    /** When each reminder was taken to be sent: a second run of its job finds it set and sends nothing. */
    remindedDayBeforeAt: timestamp('reminded_day_before_at', { withTimezone: true, precision: 3 }),
    remindedSoonAt: timestamp('reminded_soon_at', { withTimezone: true, precision: 3 }),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [
    check('drive_bookings_status_check', sql`${t.status} in ('booked', 'canceled', 'donated', 'deferred')`),
    uniqueIndex('drive_bookings_live_idx').on(t.driveId, t.donorId).where(sql`${t.status} <> 'canceled'`),
    index('drive_bookings_donor_idx').on(t.donorId),
  ],
);

/**
 * The drive's team: helpers its organiser (or an admin) added, who may read its roster and check
 * donors in beside the organiser and the admins (issue 47, decision 0042).
 */
export const driveTeamMembers = pgTable(
  'drive_team_members',
  {
    driveId: uuid('drive_id')
      .notNull()
      .references(() => drives.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.driveId, t.userId] }), index('drive_team_members_user_idx').on(t.userId)],
);

export type DriveRow = typeof drives.$inferSelect;
export type DriveBookingRow = typeof driveBookings.$inferSelect;
export type NewDrive = typeof drives.$inferInsert;
