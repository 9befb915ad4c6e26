import type { SQL } from 'drizzle-orm';
import type { Database } from './client';

/** The rows a raw statement answers: both drivers (node-postgres and PGlite) answer `{ rows }`, which Drizzle's type does not say. */
export const rowsOf = async <Row>(db: Database, query: SQL): Promise<Row[]> =>
  ((await db.execute(query)) as unknown as { rows: Row[] }).rows;
