import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type DatabaseHandle, openDatabase } from '../src/db/client';

export interface TestDatabase {
  handle: DatabaseHandle;
  /** Closes the connection and, on PostgreSQL, drops the database this file used. */
  close(): Promise<void>;
}

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a throw-away
 * database on the PostgreSQL server named by `TEST_DATABASE_URL` (dropped again at the end).
 */
export async function openTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const handle = openDatabase({ kind: 'pglite' });
    await handle.migrate();
    return { handle, close: () => handle.close() };
  }

  const name = `grant_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(serverUrl, `CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = openDatabase({ kind: 'postgres', url: url.toString() });
  const close = async () => {
    await handle.close().catch(() => undefined);
    await adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  };
  try {
    await handle.migrate();
  } catch (error) {
    await close();
    throw error;
  }
  return { handle, close };
}

async function adminQuery(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
