import { encodeCursor, LIST_COUNT_CAP, type ListCursor, PAGE_HEADERS } from '@grant/shared';
import { and, type Column, count, desc, type InferSelectModel, lt, lte, or, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { FastifyReply } from 'fastify';
import type { Database } from '../db/client';

/**
 * The one home of list pages on the server (decision 0033). Every list is newest first (id breaks
 * ties); a page is asked for by number (the spec's `page`) or by the cursor of the page before, which
 * costs the same at any depth. Totals are exact where they are kept as counter rows (requests) and
 * counted up to LIST_COUNT_CAP elsewhere, so no answer counts a whole large table.
 */

/**
 * A number written into a statement's text rather than sent as a parameter: Drizzle writes an SQL
 * chunk given as a limit or an offset as it is. PostgreSQL keeps one plan for a prepared statement
 * only when its plan does not depend on a parameter's value (see RowsRead).
 */
const writtenNumber = (value: number) => sql.raw(String(Math.trunc(value))) as unknown as Placeholder;

/** The page a caller asks for (page counts from 1), as every list query schema gives it. */
export interface Paging {
  page: number;
  limit: number;
  cursor?: ListCursor;
}

/** The rows a repository reads for a page: after a cursor, or at an offset. */
export interface PageWindow {
  offset: number;
  limit: number;
  after?: ListCursor;
}

export interface Total {
  total: number;
  /** The list has more rows than were counted. */
  capped?: boolean;
}

/** One page of a list, its total, and where the next page begins (none on the last). */
export interface Page<Row> extends Total {
  rows: Row[];
  next?: ListCursor;
}

export const windowOf = ({ page, limit, cursor }: Paging): PageWindow =>
  cursor ? { offset: 0, limit, after: cursor } : { offset: (page - 1) * limit, limit };

/** For a list in another order than newest first (donors nearest first): page numbers only. */
export const offsetWindowOf = ({ page, limit }: Paging): PageWindow => ({ offset: (page - 1) * limit, limit });

/** The order of every list: newest first, then id. */
export const newestFirst = (createdAt: Column, id: Column) => [desc(createdAt), desc(id)] as const;

/**
 * Rows after the cursor, newest first. Written with `created_at <= at` on its own, so that an index
 * ending in created_at bounds the scan, and the row comparison only settles ties.
 */
export const afterCursor = (createdAt: Column, id: Column, after: ListCursor | undefined): SQL | undefined =>
  after ? and(lte(createdAt, after.at), or(lt(createdAt, after.at), lt(id, after.id))) : undefined;

const CURSOR_PLACEHOLDERS = { at: sql.placeholder('at'), id: sql.placeholder('id') } as unknown as ListCursor;

/**
 * For a prepared page query: its cursor condition with placeholders (when it is the statement for
 * pages after a cursor), and the values to run it with (`preparedWindowValues`).
 */
export const preparedAfterCursor = (createdAt: Column, id: Column, withCursor: boolean): SQL | undefined =>
  withCursor ? afterCursor(createdAt, id, CURSOR_PLACEHOLDERS) : undefined;

export const preparedWindowValues = (window: PageWindow) => ({ ...window.after, offset: window.offset, limit: rowsToRead(window) });

/**
 * How a prepared page statement reads its window: `bound`, offset and limit given at each call; or,
 * for a window read from the start (a first page, or a page after a cursor), the number of rows it
 * reads written into its text. PostgreSQL plans a statement whose LIMIT is a parameter anew on every
 * call (its generic plan, costed for an unknown limit, never looks cheaper than a custom one), while
 * one with the limit written in keeps its generic plan when that is as cheap (decision 0051).
 */
export type RowsRead = 'bound' | number;

/** How many page sizes a list writes into statements of their own: more are asked for as parameters. */
export const WRITTEN_PAGE_SIZES = 4;

/**
 * A list's chooser of RowsRead for each window: the first WRITTEN_PAGE_SIZES sizes it is asked for
 * at offset 0 get statements of their own, so that a caller going through every size from 1 to the
 * maximum cannot make a statement (and a plan in every connection) for each.
 */
export function rowsReadChooser(): (window: PageWindow) => RowsRead {
  const written = new Set<number>();
  return (window) => {
    if (window.offset !== 0) return 'bound';
    const rows = rowsToRead(window);
    if (written.has(rows)) return rows;
    if (written.size >= WRITTEN_PAGE_SIZES) return 'bound';
    written.add(rows);
    return rows;
  };
}

/** The offset and limit of a prepared page statement that reads its window as `rows` says. */
export const windowClauses = (rows: RowsRead, bind: (name: 'offset' | 'limit') => Placeholder) =>
  rows === 'bound' ? { offset: bind('offset'), limit: bind('limit') } : { offset: writtenNumber(0), limit: writtenNumber(rows) };

/** Part of a prepared statement's name that tells its RowsRead apart. */
export const rowsReadSuffix = (rows: RowsRead) => (rows === 'bound' ? '' : `_rows${rows}`);

/**
 * A list's prepared page statements, made on first use: one per family (what the caller's `family`
 * names: its filters, whether it starts after a cursor) and RowsRead, each family choosing its
 * RowsRead with a rowsReadChooser of its own.
 */
export function pageStatements<S>(make: (family: string, rows: RowsRead) => S): (family: string, window: PageWindow) => S {
  const choosers = new Map<string, (window: PageWindow) => RowsRead>();
  const made = new Map<string, S>();
  return (family, window) => {
    let choose = choosers.get(family);
    if (!choose) {
      choose = rowsReadChooser();
      choosers.set(family, choose);
    }
    const rows = choose(window);
    const key = `${family}\n${rows}`;
    let statement = made.get(key);
    if (statement === undefined) {
      statement = make(family, rows);
      made.set(key, statement);
    }
    return statement;
  };
}

/** Where a window starts, as a cache key: the cursor, or the offset. */
export const startOf = (window: PageWindow): string => (window.after ? encodeCursor(window.after) : String(window.offset));

/** A page query reads one row more than the page: it says whether there is a next page. */
export const rowsToRead = (window: PageWindow): number => window.limit + 1;

/**
 * The clauses of a newest-first page query: `.where(and(filter, q.after)).orderBy(...q.orderBy)
 * .offset(q.offset).limit(q.limit)`, reading one row more than the page (see pageOf).
 */
export const newestFirstQuery = (createdAt: Column, id: Column, window: PageWindow) => ({
  after: afterCursor(createdAt, id, window.after),
  orderBy: newestFirst(createdAt, id),
  offset: window.offset,
  limit: rowsToRead(window),
});

const ownKey = (row: { createdAt: Date; id: string }): ListCursor => ({ at: row.createdAt, id: row.id });

/** The page from the rows read with `rowsToRead`; `keyOf` names a row's place in the order (its own creation and id by default). */
export function pageOf<Row>(
  read: Row[],
  window: PageWindow,
  total: Total,
  ...[keyOf]: Row extends { createdAt: Date; id: string } ? [keyOf?: (row: Row) => ListCursor] : [keyOf: (row: Row) => ListCursor]
): Page<Row> {
  const rows = read.length > window.limit ? read.slice(0, window.limit) : read;
  const last = rows.at(-1);
  const key = keyOf ?? (ownKey as unknown as (row: Row) => ListCursor);
  return { rows, ...total, next: read.length > window.limit && last !== undefined ? key(last) : undefined };
}

/** The count of the rows of `table` matching `where`, stopped at LIST_COUNT_CAP + 1 (read with totalOfCount). */
export const cappedCountQuery = (db: Database, table: PgTable, where?: SQL) =>
  db.select({ value: count() }).from(
    db
      .select({ one: sql`1` })
      .from(table)
      .where(where)
      .limit(writtenNumber(LIST_COUNT_CAP + 1))
      .as('matching'),
  );

/** The total a cappedCountQuery's count stands for. */
export const totalOfCount = (counted: number): Total =>
  counted > LIST_COUNT_CAP ? { total: LIST_COUNT_CAP, capped: true } : { total: counted };

const totalOf = (rows: { value: number }[]): Total => totalOfCount(rows[0]?.value ?? 0);

/** Counts the rows of `table` matching `where`, up to LIST_COUNT_CAP (then says it is capped). */
export async function cappedCount(db: Database, table: PgTable, where?: SQL): Promise<Total> {
  return totalOf(await cappedCountQuery(db, table, where));
}

/**
 * cappedCount as a prepared statement, for the total of a hot list (the blog's):
 * built and parsed once, not on every call. `where` may hold placeholders, whose values each call gives.
 */
export function preparedCappedCount(
  db: Database,
  table: PgTable,
  name: string,
  where?: SQL,
): (values?: Record<string, unknown>) => Promise<Total> {
  const statement = cappedCountQuery(db, table, where).prepare(name);
  return async (values) => totalOf(await statement.execute(values));
}

/** A table whose rows a list shows newest first. */
type NewestFirstTable = PgTable & { createdAt: Column; id: Column };

/**
 * One page of a table's rows newest first, with its total counted up to the cap: the whole read of
 * a plain list (audit log, contact messages, outbox, users, payments). `where`: the list's filter.
 */
export async function newestFirstPage<T extends NewestFirstTable>(
  db: Database,
  table: T,
  window: PageWindow,
  where?: SQL,
): Promise<Page<InferSelectModel<T>>> {
  const q = newestFirstQuery(table.createdAt, table.id, window);
  const [rows, total] = await Promise.all([
    db
      .select()
      .from(table as PgTable)
      .where(and(where, q.after))
      .orderBy(...q.orderBy)
      .offset(q.offset)
      .limit(q.limit),
    cappedCount(db, table, where),
  ]);
  return pageOf(rows as { createdAt: Date; id: string }[], window, total) as Page<InferSelectModel<T>>;
}

/** A page as every list of the API answers it: the rows in the body (an array, as the spec's client expects), the rest in headers. */
export function sendPage<Row, Shown>(reply: FastifyReply, page: Page<Row>, show: (row: Row) => Shown): Shown[] {
  reply.header(PAGE_HEADERS.total, String(page.total));
  if (page.capped) reply.header(PAGE_HEADERS.totalCapped, 'true');
  if (page.next) reply.header(PAGE_HEADERS.nextCursor, encodeCursor(page.next));
  // One argument: a mapper's optional second parameter must not receive the row's index.
  return page.rows.map((row) => show(row));
}
