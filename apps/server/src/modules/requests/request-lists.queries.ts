import { and, eq, getTableColumns, isNull, type SQL, sql, sum } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { type DonationRequestRow, donationRequests, EVERY_PLACE_VALUE, requestCounts } from '../../db/schema/index';
import { memoize } from '../../lib/memoize';
import {
  cappedCountQuery,
  newestFirst,
  type PageWindow,
  preparedAfterCursor,
  preparedWindowValues,
  type Total,
  totalOfCount,
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
  createdAt: donationRequests.createdAt,
};
export type PublicRequestRow = Pick<DonationRequestRow, keyof typeof PUBLIC_COLUMNS>;

/** Which columns a page reads: every one (signed-in lists), or the public ones. */
export type PageColumns = 'all' | 'public';

type FilterColumn = (typeof FILTER_COLUMNS)[number];
type CountedColumn = Exclude<FilterColumn, 'requesterId'>;

/** A request hidden after reports (decision 0040) is listed only among its requester's own. */
export const hiddenLeftOut = (ownList: boolean): SQL | undefined => (ownList ? undefined : isNull(donationRequests.hiddenAt));

const placeholders = (columns: readonly FilterColumn[]) => columns.map((column) => eq(donationRequests[column], sql.placeholder(column)));

/**
 * The counter rows a list's total is the sum of (decision 0050): a list filtered by blood group or
 * district sums the base rows it matches (a division's rows for every blood group and district have
 * '*' there, so they never match); any other list sums those division rows, at most one per division.
 */
function counterRowsOf(columns: readonly CountedColumn[]): SQL | undefined {
  const byDivisionRows = !columns.includes('blood') && !columns.includes('district');
  return and(
    byDivisionRows ? eq(requestCounts.blood, EVERY_PLACE_VALUE) : undefined,
    ...columns.map((column) => eq(requestCounts[column], sql.placeholder(column))),
  );
}

/**
 * The prepared statements of the request lists: Drizzle builds each SQL text once rather than on
 * every request, and PostgreSQL parses it once per connection. A list has one statement per
 * combination of filters and whether it starts after a cursor. A page's statement also answers its
 * list's total, on every row (an uncorrelated subquery, run once): one round trip and one snapshot
 * for both.
 */
export function requestListQueries(db: Database) {
  const filterColumns = (filter: RequestFilter) => FILTER_COLUMNS.filter((column) => filter[column]);
  const filteredBy = (columns: string) => FILTER_COLUMNS.filter((column) => columns.split(',').includes(column));
  const isOwnList = (columns: readonly FilterColumn[]) => columns.includes('requesterId');
  const countedOnly = (columns: readonly FilterColumn[]) => columns.filter((column): column is CountedColumn => column !== 'requesterId');

  /** The total of a list: the counter rows' sum; a requester's own list is counted from its rows, up to the cap (lib/paging.ts). */
  const totalQuery = (columns: readonly FilterColumn[]) =>
    isOwnList(columns)
      ? cappedCountQuery(db, donationRequests, and(...placeholders(columns)))
      : db
          .select({ value: sql<number>`coalesce(${sum(requestCounts.total)}, 0)` })
          .from(requestCounts)
          .where(counterRowsOf(countedOnly(columns)));
  const totalOf = (columns: readonly FilterColumn[], counted: number): Total =>
    isOwnList(columns) ? totalOfCount(counted) : { total: counted };

  const pages = memoize((key: string) => {
    const [shown, columnList = '', after] = key.split(' ');
    const columns = filteredBy(columnList);
    const read = shown === 'public' ? PUBLIC_COLUMNS : getTableColumns(donationRequests);
    return db
      .select({ ...read, listTotal: sql`(${totalQuery(columns)})`.mapWith(Number) })
      .from(donationRequests)
      .where(
        and(
          hiddenLeftOut(isOwnList(columns)),
          ...placeholders(columns),
          preparedAfterCursor(donationRequests.createdAt, donationRequests.id, Boolean(after)),
        ),
      )
      .orderBy(...newestFirst(donationRequests.createdAt, donationRequests.id))
      .offset(sql.placeholder('offset'))
      .limit(sql.placeholder('limit'))
      .prepare(`requests_${shown === 'public' ? 'public_' : ''}page_${columns.join('_') || 'all'}${after ? '_after' : ''}`);
  });
  // The total alone, for a page with no rows to carry it.
  const totals = memoize((columnList: string) => {
    const columns = filteredBy(columnList);
    return totalQuery(columns).prepare(`request_total_${columns.join('_') || 'all'}`);
  });

  return {
    /** The rows of a page, and its list's total when the page has a row to carry it. */
    async page(shown: PageColumns, filter: RequestFilter, window: PageWindow): Promise<{ rows: PublicRequestRow[]; total?: Total }> {
      const columns = filterColumns(filter);
      const rows = await pages(`${shown} ${columns.join(',')} ${window.after ? 'after' : ''}`).execute({
        ...filter,
        ...preparedWindowValues(window),
      });
      const first = rows[0];
      return { rows, total: first ? totalOf(columns, first.listTotal) : undefined };
    },
    async count(filter: RequestFilter): Promise<Total> {
      const columns = filterColumns(filter);
      const [row] = await totals(columns.join(',')).execute({ ...filter });
      return totalOf(columns, Number(row?.value ?? 0));
    },
  };
}
