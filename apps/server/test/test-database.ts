import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { inject } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../src/db/client';
import type { DatabaseTemplate } from './database-template';
import { keptOrNewPglite } from './kept-pglite';

export interface TestDatabase {
  handle: DatabaseHandle;
  /** Closes the connection and, on PostgreSQL, drops the database this file used. */
  close(): Promise<void>;
}

/** The run's migrated template (global-setup.ts); a file run some other way migrates its own database. */
const template = (): DatabaseTemplate | undefined => inject('databaseTemplate');

/** Read once per test file, then copied by every database the file opens. */
let pgliteDump: Promise<Blob> | undefined;

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a throw-away
 * database on the PostgreSQL server named by `TEST_DATABASE_URL` (dropped again at the end). Both
 * start as a copy of the run's template; migrating again finds nothing to do, and proves the copy
 * current. A PGlite database closed by an earlier file of this worker is emptied and used again
 * (kept-pglite.ts).
 */
export async function openTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  const from = template();
  if (!serverUrl) {
    return keptOrNewPglite(async () => {
      if (from?.kind === 'pglite') pgliteDump ??= readFile(from.dumpFile).then((bytes) => new Blob([bytes]));
      const handle = openDatabase({ kind: 'pglite', loadDataDir: from?.kind === 'pglite' ? await pgliteDump : undefined });
      await handle.migrate();
      return handle;
    });
  }

  const name = `grant_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(serverUrl, from?.kind === 'postgres' ? `CREATE DATABASE ${name} TEMPLATE ${from.name}` : `CREATE DATABASE ${name}`);
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

export async function adminQuery(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
