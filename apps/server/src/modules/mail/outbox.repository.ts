import type { OutboxChannel } from '@grant/shared';
import { eq, inArray, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { outboxMessages } from '../../db/schema/index';
import { inBatches } from '../../lib/in-batches';
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
      const old = lt(outboxMessages.createdAt, sql`now() - ${days} * interval '1 day'`);
      await inBatches(
        async (limit) =>
          (
            await db
              .delete(outboxMessages)
              .where(inArray(outboxMessages.id, db.select({ id: outboxMessages.id }).from(outboxMessages).where(old).limit(limit)))
              .returning({ id: outboxMessages.id })
          ).length,
      );
    },
  };
}

export type OutboxRepository = ReturnType<typeof createOutboxRepository>;
