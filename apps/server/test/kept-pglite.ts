import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../src/db/client';

/**
 * PGlite databases kept by this worker for its next test files (docs/decisions/0029, amended 28 Nov).
 * Starting one from the run's dump costs 1.7 to 1.9 s of CPU, most of CI's extra time on PGlite; a
 * file's database, once the file closes it, is emptied instead and handed to the worker's next file.
 * That file finds it as a fresh copy would be: every table empty, identities restarted, the session
 * reset (settings, prepared statements, temporary tables). Files still commit as they like; they run
 * one after another in a worker (`isolate: false`), and two databases open at once are two instances.
 * A database whose objects changed (a table, function or trigger made, dropped or altered) is closed,
 * not kept: emptying its rows would not make it the migrated database again. The reference tables
 * the migrations fill (the place data of issue 48) are not emptied: of the hospitals, only the rows
 * a test added go.
 */
const kept: Kept[] = [];

interface Kept {
  handle: DatabaseHandle;
  /** The objects the migrations made, as a digest: what emptying keeps and must keep. */
  objects: string;
  /** One TRUNCATE of every table of the app's schema but the reference tables. */
  truncate: string;
  /** When the migrations wrote their hospitals: the rows made after are a test's. */
  shippedUntil: string;
}

/** Filled by migrations and read by the app, never written by it, except the hospitals staff add. */
const REFERENCE_TABLES = new Set(['public.areas', 'public.district_centres', 'public.hospitals']);
const SHIPPED_UNTIL = sql.raw(`select coalesce(max(created_at), '-infinity')::text as until from hospitals`);
const addedHospitals = (shippedUntil: string) => sql`delete from hospitals where created_at > ${shippedUntil}::timestamptz`;

/** Every table, sequence, view, index, function and trigger outside PostgreSQL's own schemas, as one digest. */
const OBJECTS = sql.raw(`
  select md5(coalesce(string_agg(object, ',' order by object), '')) as digest from (
    select c.relkind::text || ':' || n.nspname || '.' || c.relname || ':' || c.relnatts as object
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname not in ('pg_catalog', 'information_schema') and n.nspname not like 'pg\\_%'
    union all
    select 'function:' || p.oid::regprocedure::text || ':' || md5(p.prosrc)
      from pg_proc p join pg_namespace n on n.oid = p.pronamespace
      where n.nspname not in ('pg_catalog', 'information_schema')
    union all
    select 'trigger:' || t.tgrelid::regclass::text || '.' || t.tgname from pg_trigger t where not t.tgisinternal
  ) objects`);

const TABLES = sql.raw(`select format('%I.%I', schemaname, tablename) as name from pg_tables where schemaname = 'public'`);

async function objectsOf(handle: DatabaseHandle): Promise<string> {
  const { rows } = (await handle.db.execute(OBJECTS)) as unknown as { rows: { digest: string }[] };
  return rows[0]?.digest ?? '';
}

/** Taken while the database is as migrated, before any test: what emptying it must keep. */
async function described(handle: DatabaseHandle): Promise<Kept> {
  const { rows } = (await handle.db.execute(TABLES)) as unknown as { rows: { name: string }[] };
  const emptied = rows.map((row) => row.name).filter((name) => !REFERENCE_TABLES.has(name));
  const truncate = emptied.length ? `truncate ${emptied.join(', ')} restart identity cascade` : '';
  const shipped = (await handle.db.execute(SHIPPED_UNTIL)) as unknown as { rows: { until: string }[] };
  return { handle, objects: await objectsOf(handle), truncate, shippedUntil: shipped.rows[0]?.until ?? '-infinity' };
}

/** Emptied and kept for the worker's next file, or closed when that cannot make it the migrated database again. */
async function keep(database: Kept): Promise<void> {
  try {
    if ((await objectsOf(database.handle)) !== database.objects) throw new Error('The migrated objects changed');
    if (database.truncate) await database.handle.db.execute(sql.raw(database.truncate));
    await database.handle.db.execute(addedHospitals(database.shippedUntil));
    await database.handle.db.execute(sql.raw('discard all'));
    kept.push(database);
  } catch {
    // Already closed by its test (a database that went away), or changed: not kept.
    await database.handle.close().catch(() => undefined);
  }
}

/**
 * A PGlite database for one test file: one this worker kept, or a new one from `open` (migrated).
 * Its `close` empties it and keeps it for the next file.
 */
export async function keptOrNewPglite(open: () => Promise<DatabaseHandle>): Promise<{ handle: DatabaseHandle; close(): Promise<void> }> {
  const database = kept.pop() ?? (await described(await open()));
  let closed: Promise<void> | undefined;
  // A second close (a test's own, then its app's) keeps it once.
  return { handle: database.handle, close: () => (closed ??= keep(database)) };
}
