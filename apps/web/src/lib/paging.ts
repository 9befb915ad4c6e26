import { ApiError, type Page } from './api-client';

/** A list's filters as its route takes them in the query string; an empty one is not sent. */
export type Filters = Record<string, string | null | undefined>;

/** Only the filters that are set, in a fixed order: the same filters make the same query key and the same list. */
export const setFilters = (filters: Filters): Record<string, string> =>
  Object.fromEntries(
    Object.entries(filters)
      .filter((entry): entry is [string, string] => Boolean(entry[1]))
      .sort(([a], [b]) => a.localeCompare(b)),
  );

/**
 * The query string of one page of a list: page (from 1) and limit, the cursor when one is known, then each
 * filter that is set. The page number goes along with a cursor: a server that takes cursors ignores it, one
 * that does not answers by it.
 */
export function pageQuery(page: number, limit: number, filters: Filters = {}, cursor?: string): string {
  const params = new URLSearchParams({ page: String(page), limit: String(limit) });
  if (cursor) params.set('cursor', cursor);
  for (const [key, value] of Object.entries(setFilters(filters))) params.set(key, value);
  return params.toString();
}

/** Where a page's first row stands in the whole list (rows are numbered across pages). */
export const firstIndexOf = (page: number, limit: number): number => (page - 1) * limit;

/**
 * The cursors that lead to the pages of each list, as its answers gave them: the X-Next-Cursor of page N is
 * the cursor of page N + 1. A list keeps them for one set of filters at a time, since other filters make other
 * pages. A page whose cursor is not known (a reload, a jump) is asked for by its number.
 */
export class CursorMemory {
  private readonly lists = new Map<string, { filters: string; cursors: Map<number, string> }>();

  private cursorsOf(list: string, filters: string): Map<number, string> {
    const known = this.lists.get(list);
    if (known?.filters === filters) return known.cursors;
    const fresh = { filters, cursors: new Map<number, string>() };
    this.lists.set(list, fresh);
    return fresh.cursors;
  }

  /** The cursor that asks for `page`, when an answer has given it. */
  cursorFor(list: string, filters: string, page: number): string | undefined {
    return this.cursorsOf(list, filters).get(page);
  }

  /** What the answer for `page` said of the next one: its cursor, or none (the last page, or no cursors). */
  remember(list: string, filters: string, page: number, nextCursor: string | undefined): void {
    const cursors = this.cursorsOf(list, filters);
    if (nextCursor) cursors.set(page + 1, nextCursor);
    else cursors.delete(page + 1);
  }

  forget(list: string, filters: string, page: number): void {
    this.cursorsOf(list, filters).delete(page);
  }
}

interface PageRequest {
  /** Names the list in the memory (its query key and page size). */
  list: string;
  path: string;
  filters: Filters;
  page: number;
  limit: number;
}

/**
 * Asks for one page, by cursor when the page before gave one, and remembers the cursor of the next. A cursor
 * the server refuses (400: too old, or from another version) is forgotten and the page asked for by number.
 */
export async function fetchPage<T>(
  memory: CursorMemory,
  { list, path, filters, page, limit }: PageRequest,
  get: (pathAndQuery: string) => Promise<Page<T>>,
): Promise<Page<T>> {
  const filtersKey = JSON.stringify(setFilters(filters));
  const cursor = memory.cursorFor(list, filtersKey, page);
  let answer: Page<T>;
  try {
    answer = await get(`${path}?${pageQuery(page, limit, filters, cursor)}`);
  } catch (error) {
    if (!cursor || !(error instanceof ApiError && error.status === 400)) throw error;
    memory.forget(list, filtersKey, page);
    answer = await get(`${path}?${pageQuery(page, limit, filters)}`);
  }
  memory.remember(list, filtersKey, page, answer.nextCursor);
  return answer;
}

/** The list page lives in the URL (?page=2), so reload and the back button keep it. */
export const pageFromParams = (params: URLSearchParams): number => {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page > 0 ? page : 1;
};

/** The same URL on another page; page 1 is the URL without `page`. */
export const withPage = (params: URLSearchParams, page: number): URLSearchParams => {
  const next = new URLSearchParams(params);
  if (page > 1) next.set('page', String(page));
  else next.delete('page');
  return next;
};
