import { index, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/** An account at an OpenID provider (Google), known by the provider's issuer and its subject for the person. */
export const userIdentities = pgTable(
  'user_identities',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    issuer: text('issuer').notNull(),
    subject: text('subject').notNull(),
    /** The email the provider gave at the last sign-in (for support; the key is issuer + subject). */
    email: text('email'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('user_identities_issuer_subject_unique').on(t.issuer, t.subject), index('user_identities_user_id_idx').on(t.userId)],
);

/**
 * The one-time code that carries a finished provider sign-in from the callback's redirect to the
 * web app, which swaps it (POST) for a session: the session token never appears in a URL. Only its
 * SHA-256 is stored; it is deleted when used.
 */
export const oidcSignInCodes = pgTable(
  'oidc_sign_in_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    codeHash: text('code_hash').notNull().unique(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('oidc_sign_in_codes_user_id_idx').on(t.userId)],
);

export type UserIdentityRow = typeof userIdentities.$inferSelect;
