import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './client';
import { users } from './schema/index';

describe('the embedded database', () => {
  let dataDir: string | undefined;
  afterAll(async () => {
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('applies the migrations and keeps its data across a restart', async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'grant-db-'));
    const first = openDatabase({ kind: 'pglite', dataDir });
    await first.migrate();
    await first.db.insert(users).values({ name: 'Persistent', email: 'persistent@example.org' });
    await first.close();

    const second = openDatabase({ kind: 'pglite', dataDir });
    await second.migrate(); // a second start finds the migrations applied and changes nothing
    const [row] = await second.db.select().from(users).where(eq(users.email, 'persistent@example.org'));
    expect(row?.name).toBe('Persistent');
    expect(row?.role).toBe('donner');
    expect(row?.status).toBe('Active');
    expect(await second.ping()).toBe(true);
    await second.close();
  });

  it('refuses an email that is not lower-case, so uniqueness is case-insensitive', async () => {
    const db = openDatabase({ kind: 'pglite' });
    await db.migrate();
    await expect(db.db.insert(users).values({ name: 'Upper', email: 'Upper@Example.org' })).rejects.toThrow();
    await db.close();
  });
});
