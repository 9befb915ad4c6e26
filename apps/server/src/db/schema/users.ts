import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('users_role_check', sql`${t.role} in ('donner', 'volunteer', 'admin')`),
    check('users_status_check', sql`${t.status} in ('Active', 'block')`),
    check('users_email_lower_check', sql`${t.email} = lower(${t.email})`),
    index('users_created_at_idx').on(t.createdAt),
  ],
);

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;
