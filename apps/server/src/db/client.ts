import { mkdirSync } from 'node:fs';
import path from 'node:path';
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

export type DatabaseTarget = { kind: 'postgres'; url: string; onIdleError?: (error: Error) => void } | { kind: 'pglite'; dataDir?: string };

/**
 * When PostgreSQL goes away a request must fail fast (503, see db/unavailable.ts) rather than hang:
 * a connection is given up after 3 s (also the longest wait for a free one: past that the server
 * sheds load), a statement after 10 s on the server, and a reply that never comes after 12 s on the
 * client (a silent network). Keep-alive lets the OS notice a dead peer on idle connections.
 */
const POOL_LIMITS = {
  max: 10,
  connectionTimeoutMillis: 3_000,
  statement_timeout: 10_000,
  query_timeout: 12_000,
  keepAlive: true,
  idleTimeoutMillis: 30_000,
} satisfies pg.PoolConfig;

const ignoreClientError = () => undefined;

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
    pool.on('connect', (client) => client.on('error', ignoreClientError));
    const db = drizzlePg(pool, { schema });
    return {
      db: db as unknown as Database,
      engine: 'postgres',
      migrate: () => migratePg(db, { migrationsFolder: MIGRATIONS_DIR }),
      ping: () => pingDatabase(db as unknown as Database),
      close: () => pool.end(),
    };
  }
  let dataDir: string | undefined;
  if (target.dataDir) {
    dataDir = path.join(target.dataDir, 'pglite');
    mkdirSync(dataDir, { recursive: true });
  }
  const client = new PGlite(dataDir);
  const db = drizzlePglite(client, { schema });
  return {
    db: db as unknown as Database,
    engine: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_DIR }),
    ping: () => pingDatabase(db as unknown as Database),
    close: () => client.close(),
  };
}

async function pingDatabase(db: Database): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
