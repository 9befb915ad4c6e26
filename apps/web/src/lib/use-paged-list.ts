import { keepPreviousData, type UseQueryResult, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { z } from 'zod';
import type { PaginationProps } from '../components/ui/pagination';
import { apiPage, type Page } from './api-client';
import { CursorMemory, type Filters, fetchPage, firstIndexOf, pageFromParams, setFilters, withPage } from './paging';
import { useSearchParamsInPlace } from './use-search-params-in-place';

/** Who keeps the page: a list whose page lives in the URL passes it and its setter (useUrlPage). */
export interface PageControl {
  page: number;
  onPageChange: (page: number) => void;
}

interface PagedListOptions {
  /** The list's query key, without filters or page: invalidating it refreshes every page of it. */
  queryKey: readonly unknown[];
  /** The API route, without query string. */
  path: string;
  filters?: Filters;
  pageSize: number;
  /** Without it the hook keeps the page itself, back at 1 when the filters change. */
  control?: PageControl;
  enabled?: boolean;
  /** An inbox or a log is read for what is new: opening its page always asks again. */
  refetchOnMount?: 'always';
}

export interface PagedList<T> {
  query: UseQueryResult<Page<T>>;
  page: number;
  /** Undefined until the first answer. */
  total: number | undefined;
  totalCapped: boolean;
  /** Where the page's first row stands in the whole list (rows are numbered across pages). */
  firstIndex: number;
  /** What components/ui/pagination takes; undefined until the first answer. */
  pager: PaginationProps | undefined;
}

/** The cursors the lists' answers gave, for as long as the app runs: a reload starts again from page numbers. */
const cursors = new CursorMemory();

/**
 * Every paged list of the web: page N is asked for with the cursor the answer of page N - 1 gave
 * (X-Next-Cursor), so Previous and Next walk by keyset; a page reached otherwise (a reload on ?page=N, a
 * server without cursors) is asked for by its number. `S` is the route's list schema, as for apiPage.
 */
export function usePagedList<S extends z.ZodArray>({
  queryKey,
  path,
  filters = {},
  pageSize,
  control,
  enabled,
  refetchOnMount,
}: PagedListOptions): PagedList<z.output<S>[number]> {
  const set = setFilters(filters);
  const list = JSON.stringify([...queryKey, pageSize]);
  const identity = JSON.stringify([list, set]);
  const [own, setOwn] = useState({ identity, page: 1 });
  const page = control?.page ?? (own.identity === identity ? own.page : 1);
  const onPageChange = control?.onPageChange ?? ((next: number) => setOwn({ identity, page: next }));

  const query = useQuery({
    queryKey: [...queryKey, set, pageSize, page],
    // Named by the caller's schema `S` (app/written-once.test.ts lets this one call pass it on).
    queryFn: () => fetchPage(cursors, { list, path, filters: set, page, limit: pageSize }, (url) => apiPage<S>(url)),
    enabled,
    placeholderData: keepPreviousData,
    refetchOnMount,
  });

  const data = query.data;
  return {
    query,
    page,
    total: data?.total,
    totalCapped: data?.totalCapped ?? false,
    firstIndex: firstIndexOf(page, pageSize),
    pager: data && {
      page,
      pageSize,
      total: data.total,
      totalCapped: data.totalCapped,
      hasNext: data.nextCursor !== undefined,
      onPageChange,
    },
  };
}

/** The page of a list kept in the URL (?page=2), so reload and the back button keep it; other parameters stay. */
export function useUrlPage(): PageControl {
  const [params, setParams] = useSearchParamsInPlace();
  return { page: pageFromParams(params), onPageChange: (next) => setParams(withPage(params, next)) };
}
