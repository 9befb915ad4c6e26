/**
 * Pages of a list (decision 0033). No zod here: the web's first bundle imports this file (api-client
 * reads the page headers); the cursor's schema is in paging.schemas.ts. The spec's `page` and `limit` stay; `cursor` names the last row
 * of the page before, so that any page costs what the first does. Lists are newest first, so a cursor
 * is that row's creation time (milliseconds) and id: `1732449600123.<uuid>`. The answer's rows stay
 * an array (the spec's client expects one); the rest rides in these headers.
 */
export const PAGE_HEADERS = {
  /** How many rows the whole list has (or LIST_COUNT_CAP, when capped). */
  total: 'x-total-count',
  /** "true" when the list has more rows than it counted. */
  totalCapped: 'x-total-count-capped',
  /** The cursor of the next page; absent on the last page. */
  nextCursor: 'x-next-cursor',
} as const;

/** Lists other than the requests' (which keep exact counts) count at most this many rows. */
export const LIST_COUNT_CAP = 10_000;

export const PAGING_MESSAGES = {
  staleCursor: 'This page link is not valid any more. Go back to the first page of the list.',
} as const;

export interface ListCursor {
  at: Date;
  id: string;
}

export const encodeCursor = ({ at, id }: ListCursor): string => `${at.getTime()}.${id}`;

/**
 * The latest time a cursor may name: the last millisecond of the year 9999, Date.UTC(9999, 11, 31,
 * 23, 59, 59, 999). A row's time is written to the database as an ISO date, and a later one has a
 * five-digit year that PGlite refuses ("time zone displacement out of range", a 500); no row is
 * created that late. A literal, not the call: the web's entry script would keep a call it cannot
 * prove free of side effects (paging.test.ts checks the two agree).
 */
export const LATEST_CURSOR_MS = 253_402_300_799_999;

export const CURSOR_PATTERN = /^(\d{1,15})\.([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;
