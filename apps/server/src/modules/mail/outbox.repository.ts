import { count, desc } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { outboxMessages } from '../../db/schema/index';

export function createOutboxRepository(db: Database) {
  return {
    async insert(values: { to: string; subject: string; text: string }) {
      await db.insert(outboxMessages).values(values);
    },

    async list(options: { offset: number; limit: number }) {
      const rows = await db
        .select()
        .from(outboxMessages)
        .orderBy(desc(outboxMessages.createdAt), desc(outboxMessages.id))
        .offset(options.offset)
        .limit(options.limit);
      const [total] = await db.select({ n: count() }).from(outboxMessages);
      return { rows, total: total?.n ?? 0 };
    },
  };
}

export type OutboxRepository = ReturnType<typeof createOutboxRepository>;
