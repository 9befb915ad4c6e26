import { lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { type ContactMessageRow, contactMessages, type NewContactMessageRow } from '../../db/schema/index';
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
      await db.delete(contactMessages).where(lt(contactMessages.createdAt, sql`now() - ${days} * interval '1 day'`));
    },
  };
}

export type ContactRepository = ReturnType<typeof createContactRepository>;
