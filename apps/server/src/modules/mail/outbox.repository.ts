import type { OutboxChannel } from '@grant/shared';
import { eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { outboxMessages } from '../../db/schema/index';
import { newestFirstPage, type PageWindow } from '../../lib/paging';

type OutboxMessageValues = { to: string; subject: string; text: string; channel?: OutboxChannel };

export function createOutboxRepository(db: Database) {
  return {
    /** One message, or several in one statement (all kept, or none). */
    async insert(values: OutboxMessageValues | OutboxMessageValues[]) {
      await db.insert(outboxMessages).values(Array.isArray(values) ? values : [values]);
    },

    /** Newest first; of one channel when given. */
    async list(options: PageWindow & { channel?: OutboxChannel }) {
      const where = options.channel ? eq(outboxMessages.channel, options.channel) : undefined;
      return newestFirstPage(db, outboxMessages, options, where);
    },

    /** Retention (sweep.ts): deletes the messages kept more than `days` (outbox_messages_created_idx). */
    async deleteOlderThan(days: number): Promise<void> {
      await db.delete(outboxMessages).where(lt(outboxMessages.createdAt, sql`now() - ${days} * interval '1 day'`));
    },
  };
}

export type OutboxRepository = ReturnType<typeof createOutboxRepository>;
