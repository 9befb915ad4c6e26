import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * The durable job queue (docs/decisions/0014-notification-queue.md). A job is enqueued in the
 * transaction of the change that needs it, claimed by one worker at a time with FOR UPDATE SKIP
 * LOCKED, and reclaimed by any worker once its lock has expired (its worker died or hung).
 */
export const jobs = pgTable(
  'jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    type: text('type').notNull(),
    /** Lower runs first (JOB_PRIORITY in modules/jobs): critical alerts before urgent, normal, then e-mail and digests. */
    priority: smallint('priority').notNull().default(50),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(10),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lockedBy: text('locked_by'),
    lastError: text('last_error'),
    doneAt: timestamp('done_at', { withTimezone: true }),
    /** Set when the last allowed attempt failed: the job stays for a person to read, and is not run again. */
    failedAt: timestamp('failed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Only unfinished jobs are ever searched for, so the index holds only them and stays small.
    index('jobs_due_idx').on(t.priority, t.runAt).where(sql`${t.doneAt} is null and ${t.failedAt} is null`),
  ],
);

export type JobRow = typeof jobs.$inferSelect;
