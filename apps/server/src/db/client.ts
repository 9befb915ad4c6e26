import { mkdirSync } from 'node:fs';
import path from 'node:path';
import v8 from 'node:v8';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { MIGRATIONS_DIR } from '../paths';
import * as schema from './schema/index';

/** One type for both engines: repositories never know which one they talk to. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  engine: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

export type DatabaseTarget =
  | { kind: 'postgres'; url: string; onIdleError?: (error: Error) => void }
  /** `loadDataDir`: a dump (PGlite's dumpDataDir) to start from, instead of creating an empty cluster. */
  | { kind: 'pglite'; dataDir?: string; loadDataDir?: Blob };

/**
 * When PostgreSQL goes away a request must fail fast (503 with Retry-After, see db/unavailable.ts)
 * rather than hang, even when nothing tells the server (a network dropping packets: no refusal, no
 * reset). Each wait has its own limit, and the longest chain a request can meet, a wait for a free
 * connection and then a query on a connection that never answers, stays under 5 s:
 * - connecting, and waiting for a free connection (past that the server sheds load): 1.5 s;
 * - a statement, on the server: 2 s (the slowest query of the hot paths takes about 50 ms at the
 *   benchmark's size, bench/README.md);
 * - a reply that never comes, on the client: 2.5 s; the connection is then closed, not lent again.
 * Migrations run on a connection of their own, without these limits. Keep-alive lets the OS notice a
 * dead peer on idle connections.
 */
export const POOL_LIMITS = {
  max: 10,
  connectionTimeoutMillis: 1_500,
  statement_timeout: 2_000,
  query_timeout: 2_500,
  keepAlive: true,
  idleTimeoutMillis: 30_000,
} satisfies pg.PoolConfig;

const ignoreClientError = () => undefined;

const isReadTimeout = (error: unknown) => error instanceof Error && error.message === 'Query read timeout';
const isBegin = (query: unknown) =>
  typeof (query as { text?: unknown } | null)?.text === 'string' && /^begin\b/i.test((query as { text: string }).text);

/**
 * Two ways a connection that stops answering would stay out of use, so that the pool shrinks with
 * every outage until nothing works after it:
 * - pg gives up waiting for a reply after query_timeout but keeps the connection, which still waits
 *   for that reply: the next query on it (the ROLLBACK of the transaction that timed out) waits a
 *   full query_timeout again, and the pool lends it out again once it is back. It is closed instead
 *   (as pg-pool closes one that does not connect in time), so those fail at once and the pool drops it.
 * - Drizzle's transaction never gives its connection back to the pool when BEGIN fails (the
 *   release is in a `finally` that BEGIN is outside of); it is given back here, with its error, so
 *   the pool closes it.
 */
function watchForDeadConnection(client: pg.PoolClient) {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  const close = () => (client as unknown as { connection?: { stream?: { destroy(): void } } }).connection?.stream?.destroy();
  Object.assign(client, {
    query: (...args: unknown[]) => {
      const result = query(...args);
      if (result instanceof Promise) {
        result.catch((error: unknown) => {
          if (isReadTimeout(error)) close();
          if (isBegin(args[0])) client.release(error instanceof Error ? error : true);
        });
      }
      return result;
    },
  });
}

/**
 * PostgreSQL's defaults are sized for a server of its own: 128 MB of shared buffers, 100
 * connections. PGlite keeps them in its WASM memory, resident (about 120 MB of RSS), although the
 * files stay in the OS's page cache too and one backend is all it runs. Settings given here go after
 * PGlite's own and override the data dir's postgresql.conf without rewriting it
 * (docs/decisions/0032-embedded-memory.md).
 */
const PGLITE_START_PARAMS = [
  ...PGlite.defaultStartParams,
  ...['shared_buffers=16MB', 'max_connections=5'].flatMap((setting) => ['-c', setting]),
];

/**
 * V8 compiles PGlite's 9 MB of WASM twice: at once with its baseline compiler (Liftoff), then again,
 * in the background, the functions that run often, with its optimizing one (TurboFan). That second
 * copy and the memory its compiler keeps cost about 50 MB of RSS, and its compile work most of a
 * second of CPU at start, for queries at most a fifth faster, and only those that keep the CPU busy
 * (a scan of a large table; the app's pages do index lookups, where both are equal). The flag is
 * read when a module is compiled: it is set before PGlite compiles its own, and it concerns only
 * WASM, which only PGlite uses here. Measured in docs/decisions/0032-embedded-memory.md.
 */
function useBaselineWasmCompiler() {
  v8.setFlagsFromString('--liftoff-only');
}

/** PGlite in-process (persisted under dataDir, or in memory without one), or PostgreSQL through a pool. */
export function openDatabase(target: DatabaseTarget): DatabaseHandle {
  if (target.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: target.url, ...POOL_LIMITS });
    // An idle connection can be cut by the server (restart, failover, a dropped database). The pool
    // replaces it; without a listener the 'error' event would crash the process instead.
    pool.on('error', (error) => target.onIdleError?.(error));
    // A client checked out of the pool (a transaction between two statements) has no listener of
    // the pool's: its connection dying there would be an unhandled 'error' event and end the
    // process. The error is not lost: its next query fails with it (answered 503), and the pool
    // drops the client when it comes back; an idle client's error goes to the listener above.
    pool.on('connect', (client) => {
      client.on('error', ignoreClientError);
      watchForDeadConnection(client);
    });
    const db = drizzlePg(pool, { schema });
    return {
      db: db as unknown as Database,
      engine: 'postgres',
      migrate: () => migratePostgres(target.url),
      ping: () => pingDatabase(db as unknown as Database),
      close: () => pool.end(),
    };
  }
  useBaselineWasmCompiler();
  let dataDir: string | undefined;
  if (target.dataDir) {
    dataDir = path.join(target.dataDir, 'pglite');
    mkdirSync(dataDir, { recursive: true });
  }
  const client = new PGlite(dataDir, { loadDataDir: target.loadDataDir, startParams: PGLITE_START_PARAMS });
  const db = drizzlePglite(client, { schema });
  return {
    db: db as unknown as Database,
    engine: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_DIR }),
    ping: () => pingDatabase(db as unknown as Database),
    close: () => client.close(),
  };
}

/** A migration may take longer than any request should (an index on a large table): it gets its own connection. */
async function migratePostgres(url: string) {
  const pool = new pg.Pool({ connectionString: url, max: 1, connectionTimeoutMillis: 10_000 });
  pool.on('error', ignoreClientError);
  try {
    await migratePg(drizzlePg(pool), { migrationsFolder: MIGRATIONS_DIR });
  } finally {
    await pool.end();
  }
}

async function pingDatabase(db: Database): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
