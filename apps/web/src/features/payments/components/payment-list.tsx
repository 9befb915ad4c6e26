import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { type Column, DataTable } from '../../../components/ui/data-table';
import { Pagination } from '../../../components/ui/pagination';
import { PageSpinner } from '../../../components/ui/spinner';
import { ErrorState } from '../../../components/ui/states';
import type { Text } from '../../../i18n/locale';
import { useT } from '../../../i18n/use-t';
import { errorMessage, type Page } from '../../../lib/api-client';
import { firstIndexOf } from '../../../lib/paging';
import { PAYMENTS_PAGE_SIZE } from '../api/payments-api';

interface PaymentListProps<T> {
  caption: Text;
  query: UseQueryResult<Page<T>>;
  columns: readonly Column<T>[];
  page: number;
  onPageChange: (page: number) => void;
  empty: ReactNode;
}

/** Loading, error, empty and paginated states of a payment list. */
export function PaymentList<T extends { _id: string }>({ caption, query, columns, page, onPageChange, empty }: PaymentListProps<T>) {
  const t = useT();
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
        firstIndex={firstIndexOf(page, PAYMENTS_PAGE_SIZE)}
        cardsBelow="xl"
      />
      <Pagination page={page} pageSize={PAYMENTS_PAGE_SIZE} total={query.data.total} onPageChange={onPageChange} />
    </div>
  );
}
