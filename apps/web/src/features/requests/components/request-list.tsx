import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { type Column, DataTable } from '../../../components/ui/data-table';
import { Pagination } from '../../../components/ui/pagination';
import { PageSpinner } from '../../../components/ui/spinner';
import { EmptyState, ErrorState } from '../../../components/ui/states';
import { errorMessage, type Page } from '../../../lib/api-client';
import { firstIndexOf } from '../../../lib/paging';
import { REQUESTS_PAGE_SIZE } from '../api/requests-api';

interface RequestListProps<T> {
  /** Already in the chosen language. */
  caption: string;
  query: UseQueryResult<Page<T>>;
  columns: readonly Column<T>[];
  page: number;
  /** Without it the list is one page only, with no pager (the dashboard's latest requests). */
  onPageChange?: (page: number) => void;
  empty: ReactNode;
  pageSize?: number;
  cardsBelow?: 'md' | 'xl';
}

/** Loading, error, empty and paginated states of every request list, in one place. */
export function RequestList<T extends { _id: string }>({
  caption,
  query,
  columns,
  page,
  onPageChange,
  empty,
  pageSize = REQUESTS_PAGE_SIZE,
  cardsBelow,
}: RequestListProps<T>) {
  if (query.isPending) return <PageSpinner label={caption} />;
  if (query.isError) return <ErrorState message={errorMessage(query.error)} onRetry={() => query.refetch()} />;
  if (query.data.items.length === 0) return typeof empty === 'string' ? <EmptyState title={empty} /> : empty;
  return (
    <div aria-busy={query.isFetching}>
      <DataTable
        caption={caption}
        columns={columns}
        rows={query.data.items}
        rowKey={(row) => row._id}
        firstIndex={firstIndexOf(page, pageSize)}
        cardsBelow={cardsBelow}
      />
      {onPageChange && <Pagination page={page} pageSize={pageSize} total={query.data.total} onPageChange={onPageChange} />}
    </div>
  );
}
