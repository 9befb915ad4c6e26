import type { ListCursor } from '@grant/shared';
import { and, eq, getTableColumns, isNull, type Placeholder, type SQL, sql, sum } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { type DonationRequestRow, donationRequests, EVERY_DISTRICT, requestCounts } from '../../db/schema/index';
import { memoize } from '../../lib/memoize';
import {
  cappedCountQuery,
  newestFirst,
  type PageWindow,
  pageStatements,
  preparedWindowValues,
  type RowsRead,
  afterCursor as rowsAfter,
  rowsReadChooser,
  rowsReadSuffix,
  type Total,
  totalOfCount,
  windowClauses,
} from '../../lib/paging';
import { FILTER_COLUMNS, type RequestFilter } from './request-cache-tags';

/**
 * What a public list reads (toPublicRequest shows it; created_at and id place the cursor): a third of
 * the columns, so a third of the bytes to send, parse and map on the hottest reads.
 */
const PUBLIC_COLUMNS = {
  id: donationRequests.id,
  requesterName: donationRequests.requesterName,
  division: donationRequests.division,
  district: donationRequests.district,
  blood: donationRequests.blood,
  donationDate: donationRequests.donationDate,
  donationTime: donationRequests.donationTime,
  status: donationRequests.status,
  urgency: donationRequests.urgency,
  bags: donationRequests.bags,
  pledgedCount: donationRequests.pledgedCount,
  verifiedAt: donationRequests.verifiedAt,
  component: donationRequests.component,
  neededBy: donationRequests.neededBy,
  hospitalId: donationRequests.hospitalId,
  locationLat: donationRequests.locationLat,
  locationLon: donationRequests.locationLon,
  createdAt: donationRequests.createdAt,
};
export type PublicRequestRow = Pick<DonationRequestRow, keyof typeof PUBLIC_COLUMNS>;

/** Which columns a page reads: every one (signed-in lists), or the public ones. */
export type PageColumns = 'all' | 'public';

type FilterColumn = (typeof FILTER_COLUMNS)[number];
type CountedColumn = Exclude<FilterColumn, 'requesterId'>;

/** A request hidden after reports (decision 0040) is listed only among its requester's own. */
const hiddenLeftOut = (ownList: boolean): SQL | undefined => (ownList ? undefined : isNull(donationRequests.hiddenAt));

/**
 * What a statement's parameters are bound to, by name (each filter column, `at` and `id` for the
 * cursor, `offset` and `limit`): placeholders, for the prepared statements, or the values of one call
 * (explainablePageQuery), which Drizzle binds as parameters all the same.
 */
type Bind = (name: string) => Placeholder;

const matching = (columns: readonly FilterColumn[], bind: Bind) => columns.map((column) => eq(donationRequests[column], bind(column)));

/**
 * The counter rows a list's total is the sum of (decision 0050): a list filtered by district sums the
 * base rows it matches (each division's rows for all its districts have '*' there, so they never
 * match); any other list sums those division rows, one per status, blood group and division at most.
 */
function counterRowsOf(columns: readonly CountedColumn[], bind: Bind): SQL | undefined {
  return and(
    columns.includes('district') ? undefined : eq(requestCounts.district, EVERY_DISTRICT),
    ...columns.map((column) => eq(requestCounts[column], bind(column))),
  );
}

const isOwnList = (columns: readonly FilterColumn[]) => columns.includes('requesterId');
const countedOnly = (columns: readonly FilterColumn[]) => columns.filter((column): column is CountedColumn => column !== 'requesterId');
const filterColumns = (filter: RequestFilter) => FILTER_COLUMNS.filter((column) => filter[column]);

/** The total of a list: the counter rows' sum; a requester's own list is counted from its rows, up to the cap (lib/paging.ts). */
const totalQuery = (db: Database, columns: readonly FilterColumn[], bind: Bind) =>
  isOwnList(columns)
    ? cappedCountQuery(db, donationRequests, and(...matching(columns, bind)))
    : db
        .select({ value: sql<number>`coalesce(${sum(requestCounts.total)}, 0)` })
        .from(requestCounts)
        .where(counterRowsOf(countedOnly(columns), bind));

const totalFrom = (columns: readonly FilterColumn[], counted: number): Total =>
  isOwnList(columns) ? totalOfCount(counted) : { total: counted };

/** A page of a list, newest first (id breaks ties), after a cursor or at an offset, each row with the list's total (`listTotal`). */
const pageQuery = (
  db: Database,
  shown: PageColumns,
  columns: readonly FilterColumn[],
  afterCursor: boolean,
  rows: RowsRead,
  bind: Bind,
) => {
  const window = windowClauses(rows, bind);
  return db
    .select({
      ...(shown === 'public' ? PUBLIC_COLUMNS : getTableColumns(donationRequests)),
      listTotal: sql`(${totalQuery(db, columns, bind)})`.mapWith(Number),
    })
    .from(donationRequests)
    .where(
      and(
        hiddenLeftOut(isOwnList(columns)),
        ...matching(columns, bind),
        afterCursor
          ? rowsAfter(donationRequests.createdAt, donationRequests.id, { at: bind('at'), id: bind('id') } as unknown as ListCursor)
          : undefined,
      ),
    )
    .orderBy(...newestFirst(donationRequests.createdAt, donationRequests.id))
    .offset(window.offset)
    .limit(window.limit);
};

/** The values of one call of a page's statement, by name (Bind). */
const valuesOf = (filter: RequestFilter, window: PageWindow): Record<string, unknown> => ({ ...filter, ...preparedWindowValues(window) });

/** The page query of one call with its values in it, for EXPLAIN: the statement a list runs, as the index tests read its plan. */
export const explainablePageQuery = (db: Database, shown: PageColumns, filter: RequestFilter, window: PageWindow) => {
  const values = valuesOf(filter, window);
  const rows = rowsReadChooser()(window);
  return pageQuery(db, shown, filterColumns(filter), Boolean(window.after), rows, (name) => values[name] as Placeholder);
};

/**
 * The prepared statements of the request lists: Drizzle builds each SQL text once rather than on
 * every request, and PostgreSQL parses it once per connection. A list has one statement per
 * combination of filters, whether it starts after a cursor, and how it reads its window (RowsRead:
 * a first page or a page after a cursor of a common size keeps one plan). A page's statement also answers its
 * list's total, on every row (an uncorrelated subquery, run once): one round trip and one snapshot
 * for both.
 */
export function requestListQueries(db: Database) {
  const filteredBy = (columns: string) => FILTER_COLUMNS.filter((column) => columns.split(',').includes(column));
  const pages = pageStatements((family, rows) => {
    const [shown, columnList = '', start] = family.split(' ');
    const columns = filteredBy(columnList);
    const after = start === 'after';
    return pageQuery(db, shown as PageColumns, columns, after, rows, sql.placeholder).prepare(
      `requests_${shown === 'public' ? 'public_' : ''}page_${columns.join('_') || 'all'}${after ? '_after' : ''}${rowsReadSuffix(rows)}`,
    );
  });
  // The total alone, for a page with no rows to carry it.
  const totals = memoize((columnList: string) => {
    const columns = filteredBy(columnList);
    return totalQuery(db, columns, sql.placeholder).prepare(`request_total_${columns.join('_') || 'all'}`);
  });

  return {
    /** The rows of a page, and its list's total when the page has a row to carry it. */
    async page(shown: PageColumns, filter: RequestFilter, window: PageWindow): Promise<{ rows: PublicRequestRow[]; total?: Total }> {
      const columns = filterColumns(filter);
      const family = `${shown} ${columns.join(',')} ${window.after ? 'after' : 'offset'}`;
      const rows = await pages(family, window).execute(valuesOf(filter, window));
      const first = rows[0];
      return { rows, total: first ? totalFrom(columns, first.listTotal) : undefined };
    },
    async count(filter: RequestFilter): Promise<Total> {
      const columns = filterColumns(filter);
      const [row] = await totals(columns.join(',')).execute({ ...filter });
      return totalFrom(columns, Number(row?.value ?? 0));
    },
  };
}
