import type { ReactNode } from 'react';
import { errorMessage } from '../../lib/api-client';
import type { PagedList } from '../../lib/use-paged-list';
import { Pagination } from './pagination';
import { PageSpinner } from './spinner';
import { EmptyState, ErrorState } from './states';

interface PagedCardsProps<T extends { _id: string }> {
  list: PagedList<T>;
  /** Already in the page's language. */
  loadingLabel: string;
  empty: { title: string; text?: string };
  /** The grid's classes (columns, gap). */
  className: string;
  /** Above the cards, for the heading order (an sr-only h2). */
  before?: ReactNode;
  children: (item: T, index: number) => ReactNode;
}

/**
 * A paged list shown as cards: a screen-tall spinner while the first page loads (the footer stays out
 * of sight), the error with Try again, the empty state, else the cards and the pager.
 */
export function PagedCards<T extends { _id: string }>({ list, loadingLabel, empty, className, before, children }: PagedCardsProps<T>) {
  const { query } = list;
  if (query.isPending) return <PageSpinner screen label={loadingLabel} />;
  if (query.isError) return <ErrorState message={errorMessage(query.error)} onRetry={() => query.refetch()} />;
  if (query.data.items.length === 0) return <EmptyState title={empty.title} text={empty.text} />;
  return (
    <div aria-busy={query.isFetching} className="space-y-4">
      {before}
      <ul className={className}>
        {query.data.items.map((item, index) => (
          <li key={item._id} className="flex">
            {children(item, index)}
          </li>
        ))}
      </ul>
      {list.pager && <Pagination {...list.pager} />}
    </div>
  );
}
