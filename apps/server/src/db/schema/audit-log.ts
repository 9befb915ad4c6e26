import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * Admin actions: who (actor), did what (action), to whom (target), when. Rows are only ever added;
 * the hourly sweep clears an old entry's `detail` (RETAIN_AUDIT_DETAIL_DAYS) and keeps the rest.
 * The actor's email and the target's label are copied in, so an entry still reads right after the
 * target is deleted (a deleted request or blog) or the actor's account is gone.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorEmail: text('actor_email').notNull(),
    /** One of AUDIT_ACTIONS (packages/shared), e.g. 'user.block'. */
    action: text('action').notNull(),
    /** One of AUDIT_TARGET_TYPES: 'user', 'request' or 'blog'. */
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    targetLabel: text('target_label').notNull(),
    detail: text('detail'),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_created_idx').on(t.createdAt),
    /** The retention sweep finds entries whose detail is still to clear without reading those cleared already. */
    index('audit_log_detail_created_idx').on(t.createdAt).where(sql`${t.detail} is not null`),
    /** An account's erasure (decision 0044) finds the entries it made and those about it. */
    index('audit_log_actor_idx').on(t.actorId).where(sql`${t.actorId} is not null`),
    index('audit_log_target_idx').on(t.targetType, t.targetId),
  ],
);

export type AuditLogRow = typeof auditLog.$inferSelect;
export type NewAuditLogRow = typeof auditLog.$inferInsert;
