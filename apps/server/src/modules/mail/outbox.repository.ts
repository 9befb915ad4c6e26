import type { OutboxChannel } from '@grant/shared';
import { count, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { outboxMessages } from '../../db/schema/index';

export function createOutboxRepository(db: Database) {
  return {
    async insert(values: { to: string; subject: string; text: string; channel?: OutboxChannel }) {
      await db.insert(outboxMessages).values(values);
    },

    /** Newest first; of one channel when given. */
    async list(options: { offset: number; limit: number; channel?: OutboxChannel }) {
      const where = options.channel ? eq(outboxMessages.channel, options.channel) : undefined;
      const rows = await db
        .select()
        .from(outboxMessages)
        .where(where)
        .orderBy(desc(outboxMessages.createdAt), desc(outboxMessages.id))
        .offset(options.offset)
        .limit(options.limit);
      const [total] = await db.select({ n: count() }).from(outboxMessages).where(where);
      return { rows, total: total?.n ?? 0 };
    },
  };
}

export type OutboxRepository = ReturnType<typeof createOutboxRepository>;
