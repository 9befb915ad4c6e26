import type { ReactNode } from 'react';
import { type CardsBelow, type Column, DataTable } from '../../../components/ui/data-table';
import { Pagination } from '../../../components/ui/pagination';
import { PageSpinner } from '../../../components/ui/spinner';
import { EmptyState, ErrorState } from '../../../components/ui/states';
import { errorMessage } from '../../../lib/api-client';
import type { PagedList } from '../../../lib/use-paged-list';

interface RequestListProps<T> {
  /** Already in the chosen language. */
  caption: string;
  list: PagedList<T>;
  columns: readonly Column<T>[];
  /** False: the list is one page only, with no pager (the dashboard's latest requests). */
  paged?: boolean;
  empty: ReactNode;
  cardsBelow?: CardsBelow;
}

/** Loading, error, empty and paginated states of every request list, in one place. */
export function RequestList<T extends { _id: string }>({ caption, list, columns, paged = true, empty, cardsBelow }: RequestListProps<T>) {
  const { query } = list;
  // A paged list is its page's content: while it loads, a screen-tall spinner keeps the footer out of
  // sight, so the list does not push it down when it arrives (a layout shift; the pending page's CLS
  // was 0.16). A list with no pager sits among other content and keeps the shorter one.
  if (query.isPending) return <PageSpinner label={caption} screen={paged} />;
  if (query.isError) return <ErrorState message={errorMessage(query.error)} onRetry={() => query.refetch()} />;
  if (query.data.items.length === 0) return typeof empty === 'string' ? <EmptyState title={empty} /> : empty;
  return (
    <div aria-busy={query.isFetching}>
      <DataTable
        caption={caption}
        columns={columns}
        rows={query.data.items}
        rowKey={(row) => row._id}
        firstIndex={list.firstIndex}
        cardsBelow={cardsBelow}
      />
      {paged && list.pager && <Pagination {...list.pager} />}
    </div>
  );
}
