import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type DatabaseHandle, openDatabase } from '../../../src/db/client';

/** The PostgreSQL server of the system tests; without it they are skipped (the embedded run). */
export const SERVER_URL = process.env.TEST_DATABASE_URL;
/** Redis for the shared rate limits; every run gets a key prefix of its own. */
export const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** A Redis URL whose keys all start with a prefix of their own (ioredis reads `keyPrefix` from the query). */
export const isolatedRedisUrl = () => `${REDIS_URL}?keyPrefix=grant-system-${randomBytes(4).toString('hex')}:`;

export interface SystemDatabase {
  /** Where the server connects (a fresh, empty database: the server migrates it). */
  url: string;
  name: string;
  /** The test's own connection, to arrange and to check what was stored. */
  handle(): DatabaseHandle;
  /** A plain query on the server's admin database (pg_terminate_backend, say). */
  admin(sql: string, params?: unknown[]): Promise<pg.QueryResult>;
  drop(): Promise<void>;
}

export async function createSystemDatabase(): Promise<SystemDatabase> {
  if (!SERVER_URL) throw new Error('TEST_DATABASE_URL is not set');
  const serverUrl = SERVER_URL;
  const name = `grant_system_${randomBytes(5).toString('hex')}`;
  const admin = async (sql: string, params?: unknown[]) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      return await client.query(sql, params);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  let handle: DatabaseHandle | undefined;
  return {
    url: url.toString(),
    name,
    handle: () => {
      handle ??= openDatabase({ kind: 'postgres', url: url.toString() });
      return handle;
    },
    admin,
    async drop() {
      await handle?.close().catch(() => undefined);
      await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}
