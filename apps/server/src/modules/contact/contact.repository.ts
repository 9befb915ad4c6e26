import { count, desc } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { type ContactMessageRow, contactMessages, type NewContactMessageRow } from '../../db/schema/index';
import type { Page, PageWindow } from '../../lib/paging';

export function createContactRepository(db: Database) {
  return {
    async insert(values: NewContactMessageRow): Promise<ContactMessageRow> {
      const [row] = await db.insert(contactMessages).values(values).returning();
      if (!row) throw new Error('The contact message was not stored.');
      return row;
    },

    /** One page, newest first (id breaks ties), with the total. */
    async list(page: PageWindow): Promise<Page<ContactMessageRow>> {
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(contactMessages)
          .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
          .offset(page.offset)
          .limit(page.limit),
        db.select({ value: count() }).from(contactMessages),
      ]);
      return { rows, total: total?.value ?? 0 };
    },
  };
}

export type ContactRepository = ReturnType<typeof createContactRepository>;
