import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/** A blood bank of the directory (issue 21), kept by admins. */
export const bloodBanks = pgTable(
  'blood_banks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    division: text('division').notNull(),
    district: text('district').notNull(),
    address: text('address').notNull(),
    phone: text('phone').notNull(),
    openingHours: text('opening_hours').notNull(),
    /** The name, address and opening hours in Bangla, shown on Bangla pages; null: the English shows. */
    nameBn: text('name_bn'),
    addressBn: text('address_bn'),
    openingHoursBn: text('opening_hours_bn'),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [index('blood_banks_place_idx').on(t.division, t.district)],
);

/** Who updates a bank's stock: people an admin named. */
export const bloodBankManagers = pgTable(
  'blood_bank_managers',
  {
    bankId: uuid('bank_id')
      .notNull()
      .references(() => bloodBanks.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.bankId, t.userId] }), index('blood_bank_managers_user_idx').on(t.userId)],
);

/** The units a bank holds of one blood group, and when a manager last said so. */
export const bloodBankStock = pgTable(
  'blood_bank_stock',
  {
    bankId: uuid('bank_id')
      .notNull()
      .references(() => bloodBanks.id, { onDelete: 'cascade' }),
    blood: text('blood').notNull(),
    units: integer('units').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    primaryKey({ columns: [t.bankId, t.blood] }),
    check('blood_bank_stock_units_check', sql`${t.units} between 0 and 9999`),
    check('blood_bank_stock_blood_check', sql`${t.blood} in ('A+', 'A-', 'B+', 'B-', 'AB+', 'AB-', 'O+', 'O-')`),
    /** Who holds a group: the banks with units of it. */
    index('blood_bank_stock_blood_idx').on(t.blood, t.bankId).where(sql`${t.units} > 0`),
  ],
);

export type BloodBankRow = typeof bloodBanks.$inferSelect;
export type BloodBankStockRow = typeof bloodBankStock.$inferSelect;
