import { inArray, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { type ContactMessageRow, contactMessages, type NewContactMessageRow } from '../../db/schema/index';
import { inBatches } from '../../lib/in-batches';
import { newestFirstPage, type Page, type PageWindow } from '../../lib/paging';

export function createContactRepository(db: Database) {
  return {
    async insert(values: NewContactMessageRow): Promise<ContactMessageRow> {
      const [row] = await db.insert(contactMessages).values(values).returning();
      if (!row) throw new Error('The contact message was not stored.');
      return row;
    },

    /** One page, newest first (id breaks ties), with the total. */
    async list(page: PageWindow): Promise<Page<ContactMessageRow>> {
      return newestFirstPage(db, contactMessages, page);
    },

    /** Retention (sweep.ts): deletes the messages sent more than `days` ago (contact_messages_created_idx). */
    async deleteOlderThan(days: number): Promise<void> {
      const old = lt(contactMessages.createdAt, sql`now() - ${days} * interval '1 day'`);
      await inBatches(
        async (limit) =>
          (
            await db
              .delete(contactMessages)
              .where(inArray(contactMessages.id, db.select({ id: contactMessages.id }).from(contactMessages).where(old).limit(limit)))
              .returning({ id: contactMessages.id })
          ).length,
      );
    },
  };
}

export type ContactRepository = ReturnType<typeof createContactRepository>;
