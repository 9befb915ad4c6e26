import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/db/client';
import { openTestDatabase } from './test-database';

const rowsOf = async <Row>(handle: DatabaseHandle, query: ReturnType<typeof sql>) =>
  ((await handle.db.execute(query)) as unknown as { rows: Row[] }).rows;

describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('a PGlite database kept for the worker’s next test file', () => {
  it('comes back empty, with its session reset', async () => {
    const first = await openTestDatabase();
    await first.handle.db.execute(sql`insert into users (name, email) values ('Kept', 'kept@example.test')`);
    await first.handle.db.execute(sql`set statement_timeout = 1234`);
    await first.close();

    const second = await openTestDatabase();
    try {
      expect(second.handle).toBe(first.handle);
      expect(await rowsOf(second.handle, sql`select email from users`)).toEqual([]);
      expect(await rowsOf(second.handle, sql`show statement_timeout`)).toEqual([{ statement_timeout: '0' }]);
    } finally {
      await second.close();
    }
  });

  it('is closed, not kept, once a test changed what the migrations made', async () => {
    const first = await openTestDatabase();
    await first.handle.db.execute(sql`alter table users add column stray text`);
    await first.close();

    const second = await openTestDatabase();
    try {
      expect(second.handle).not.toBe(first.handle);
      const columns = await rowsOf(second.handle, sql`select column_name from information_schema.columns where column_name = 'stray'`);
      expect(columns).toEqual([]);
      await expect(first.handle.ping()).resolves.toBe(false);
    } finally {
      await second.close();
    }
  });
});
