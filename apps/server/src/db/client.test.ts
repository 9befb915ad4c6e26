import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSystemDatabase, SERVER_URL, type SystemDatabase } from '../../test/system/support/system-database';
import { proxyDatabase, type TcpProxy } from '../../test/system/support/tcp-proxy';
import { type DatabaseHandle, openDatabase } from './client';
import { users } from './schema/index';
import { isDatabaseUnavailable } from './unavailable';

// Each test makes a new embedded database (the WASM initdb and every migration): 15 to 30 s each on
// a slow 2-core machine with other tests running (CI, 29 Nov), over the 30 s a test has by default.
const NEW_DATABASES_MS = 120_000;

describe('the embedded database', () => {
  let dataDir: string | undefined;
  afterAll(async () => {
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('applies the migrations, keeps its data across a restart, and runs with a small memory', { timeout: NEW_DATABASES_MS }, async () => {
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
    // The start parameters win over the data dir's postgresql.conf, whose other settings still hold.
    const setting = async (name: string) => {
      const result = (await second.db.execute(sql`select current_setting(${name}) as value`)) as unknown as { rows: { value: string }[] };
      return result.rows[0]?.value;
    };
    expect(await setting('shared_buffers')).toBe('16MB');
    expect(await setting('max_connections')).toBe('5');
    expect(await setting('TimeZone')).toBe('UTC');
    await second.close();
  });

  it('refuses an email that is not lower-case, so uniqueness is case-insensitive', { timeout: NEW_DATABASES_MS }, async () => {
    const db = openDatabase({ kind: 'pglite' });
    await db.migrate();
    await expect(db.db.insert(users).values({ name: 'Upper', email: 'Upper@Example.org' })).rejects.toThrow();
    await db.close();
  });
});

describe.skipIf(!SERVER_URL)('PostgreSQL behind a network that silently drops every packet', () => {
  let database: SystemDatabase;
  let proxy: TcpProxy;
  let handle: DatabaseHandle;

  beforeAll(async () => {
    database = await createSystemDatabase();
    const proxied = await proxyDatabase(database.url);
    proxy = proxied.proxy;
    handle = openDatabase({ kind: 'postgres', url: proxied.url });
  });

  afterAll(async () => {
    // A connection the pool lost would keep `end` waiting for ever: the test has failed then anyway.
    await Promise.race([handle?.close(), new Promise((resolve) => setTimeout(resolve, 2_000))]);
    await proxy?.close();
    await database?.drop();
  });

  /** Opens `count` connections and leaves them idle in the pool. */
  const warmPool = (count: number) => Promise.all(Array.from({ length: count }, () => handle.db.execute(sql`select pg_sleep(0.05)`)));

  it('gives up a transaction whose connection stops answering within 3 s, ROLLBACK included', async () => {
    await proxy.restore();
    const started = Date.now();
    const failed = await handle.db
      .transaction(async (tx) => {
        await tx.execute(sql`select 1`);
        proxy.blackhole();
        await tx.execute(sql`select 2`);
      })
      .catch((error: unknown) => error);
    const tookMs = Date.now() - started;
    expect(isDatabaseUnavailable(failed), String(failed)).toBe(true);
    expect(tookMs).toBeLessThan(3_000);
  });

  it('gets every connection back after BEGINs that were never answered, so work goes on once the network is back', async () => {
    await proxy.restore();
    await warmPool(10);
    proxy.blackhole();
    const outcomes = await Promise.allSettled(Array.from({ length: 10 }, () => handle.db.transaction((tx) => tx.execute(sql`select 1`))));
    expect(outcomes.every((outcome) => outcome.status === 'rejected')).toBe(true);

    await proxy.restore();
    const rows = await Promise.all(Array.from({ length: 10 }, () => handle.db.execute(sql`select 1 as one`)));
    expect(rows).toHaveLength(10);
  });
});
