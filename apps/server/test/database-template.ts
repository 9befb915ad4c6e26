import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { openDatabase } from '../src/db/client';
import { MIGRATIONS_DIR, SERVER_ROOT } from '../src/paths';
import { adminQuery } from './test-database';

/**
 * A migrated database that every test file copies instead of migrating its own (docs/decisions/0029):
 * on PGlite a dump of a migrated cluster, which also spares each file PGlite's initdb, the bulk of
 * its start; on PostgreSQL a template database for CREATE DATABASE ... TEMPLATE.
 */
export type DatabaseTemplate = { kind: 'pglite'; dumpFile: string } | { kind: 'postgres'; name: string };

declare module 'vitest' {
  export interface ProvidedContext {
    /** Provided by global-setup.ts, read by test-database.ts. */
    databaseTemplate: DatabaseTemplate;
  }
}

/** Kept between runs, next to Vite's own cache; `npm ci` starts it afresh. */
const CACHE_DIR = path.join(SERVER_ROOT, '..', '..', 'node_modules', '.cache', 'grant-test-database');

/** Every migration file and the PGlite version: a dump made before either changed is never used. */
async function fingerprint(): Promise<string> {
  const digest = createHash('sha256');
  const pglite = await readFile(path.join(SERVER_ROOT, '..', '..', 'node_modules', '@electric-sql', 'pglite', 'package.json'));
  digest.update(pglite);
  const files = (await readdir(MIGRATIONS_DIR, { recursive: true })).sort();
  for (const file of files) {
    const full = path.join(MIGRATIONS_DIR, file);
    if ((await stat(full)).isFile()) digest.update(file).update(await readFile(full));
  }
  return digest.digest('hex').slice(0, 16);
}

async function pgliteTemplate(): Promise<DatabaseTemplate> {
  const dumpFile = path.join(CACHE_DIR, `pglite-${await fingerprint()}.tar`);
  if (await stat(dumpFile).catch(() => undefined)) return { kind: 'pglite', dumpFile };
  const handle = openDatabase({ kind: 'pglite' });
  try {
    await handle.migrate();
    const dump = await (handle.db as unknown as { $client: PGlite }).$client.dumpDataDir('none');
    await mkdir(CACHE_DIR, { recursive: true });
    for (const stale of await readdir(CACHE_DIR)) if (stale.endsWith('.tar')) await rm(path.join(CACHE_DIR, stale), { force: true });
    // Written under another name first: a run that starts meanwhile never reads half a dump.
    const partial = `${dumpFile}.${process.pid}.partial`;
    await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
    await rename(partial, dumpFile);
  } finally {
    await handle.close();
  }
  return { kind: 'pglite', dumpFile };
}

async function postgresTemplate(serverUrl: string) {
  const name = `grant_template_${randomBytes(6).toString('hex')}`;
  const remove = () => adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await adminQuery(serverUrl, `CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  // Migrations run on a connection of their own that is closed again: a template must have none open.
  const handle = openDatabase({ kind: 'postgres', url: url.toString() });
  try {
    await handle.migrate();
  } catch (error) {
    await remove();
    throw error;
  } finally {
    await handle.close();
  }
  return { template: { kind: 'postgres', name } as DatabaseTemplate, remove };
}

/** The template for this run, and how to remove it afterwards (the PGlite dump stays for the next run). */
export async function prepareDatabaseTemplate(): Promise<{ template: DatabaseTemplate; remove(): Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) return postgresTemplate(serverUrl);
  return { template: await pgliteTemplate(), remove: async () => undefined };
}
