import type { ReactNode } from 'react';
import { type Column, DataTable } from '../../../components/ui/data-table';
import { Pagination } from '../../../components/ui/pagination';
import { PageSpinner } from '../../../components/ui/spinner';
import { ErrorState } from '../../../components/ui/states';
import type { Text } from '../../../i18n/locale';
import { useT } from '../../../i18n/use-t';
import { errorMessage } from '../../../lib/api-client';
import type { PagedList } from '../../../lib/use-paged-list';

interface PaymentListProps<T> {
  caption: Text;
  list: PagedList<T>;
  columns: readonly Column<T>[];
  empty: ReactNode;
}

/** Loading, error, empty and paginated states of a payment list. */
export function PaymentList<T extends { _id: string }>({ caption, list, columns, empty }: PaymentListProps<T>) {
  const t = useT();
  const { query } = list;
  if (query.isPending) return <PageSpinner label={t('Loading {what}', { what: t(caption).toLowerCase() })} />;
  if (query.isError) return <ErrorState message={errorMessage(query.error)} onRetry={() => query.refetch()} />;
  if (query.data.items.length === 0) return empty;
  return (
    <div aria-busy={query.isFetching}>
      <DataTable
        caption={t(caption)}
        columns={columns}
        rows={query.data.items}
        rowKey={(row) => row._id}
        firstIndex={list.firstIndex}
        cardsBelow="xl"
      />
      {list.pager && <Pagination {...list.pager} />}
    </div>
  );
}
