import { type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/**
 * `updated_at` doubles as a row's version for optimistic concurrency (docs/decisions/0012). Clients
 * see it with millisecond precision (a JavaScript Date), so it is compared at that precision, and
 * every write moves it forward by at least a millisecond: two writes in the same millisecond still
 * give two versions, and a client holding the older one cannot overwrite the newer.
 */
export const nextVersion = (updatedAt: PgColumn): SQL =>
  sql`greatest(date_trunc('milliseconds', clock_timestamp()), date_trunc('milliseconds', ${updatedAt}) + interval '1 millisecond')`;

/** The row is still at `version`: the condition of an edit sent with If-Match. */
export const isAtVersion = (updatedAt: PgColumn, version: Date): SQL =>
  sql`date_trunc('milliseconds', ${updatedAt}) = ${version.toISOString()}::timestamptz`;

/** The condition of an edit, when the caller named the version it read; none otherwise (last write wins). */
export const versionCondition = (updatedAt: PgColumn, version: Date | undefined): SQL | undefined =>
  version ? isAtVersion(updatedAt, version) : undefined;
