import { and, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { type AuditLogRow, auditLog, type NewAuditLogRow } from '../../db/schema/index';
import { inBatches } from '../../lib/in-batches';
import { newestFirstPage, type Page, type PageWindow } from '../../lib/paging';

export function createAuditRepository(db: Database) {
  return {
    /**
     * Adds an entry; `executor` is the transaction of the change it records, when there is one. Its
     * time is the moment of writing (clock_timestamp), not the transaction's start (now()): changes
     * that waited in turn for a lock are then listed in the order they were made.
     */
    async insert(values: NewAuditLogRow, executor: Database = db): Promise<AuditLogRow> {
      const [row] = await executor
        .insert(auditLog)
        .values({ createdAt: sql`clock_timestamp()`, ...values })
        .returning();
      if (!row) throw new Error('The audit entry was not stored.');
      return row;
    },

    /** One page, newest first (id breaks ties), with the total. */
    async list(page: PageWindow): Promise<Page<AuditLogRow>> {
      return newestFirstPage(db, auditLog, page);
    },

    /**
     * Retention (sweep.ts): clears the free-text detail of entries older than `days`. The entry stays
     * (who, what, to whom, when): admin actions remain accountable. Read through audit_log_created_idx.
     */
    async clearDetailsOlderThan(days: number): Promise<void> {
      // Served by audit_log_detail_created_idx: entries already cleared are not read again.
      const old = and(lt(auditLog.createdAt, sql`now() - ${days} * interval '1 day'`), isNotNull(auditLog.detail));
      await inBatches(
        async (limit) =>
          (
            await db
              .update(auditLog)
              .set({ detail: null })
              .where(inArray(auditLog.id, db.select({ id: auditLog.id }).from(auditLog).where(old).limit(limit)))
              .returning({ id: auditLog.id })
          ).length,
      );
    },
  };
}

export type AuditRepository = ReturnType<typeof createAuditRepository>;
