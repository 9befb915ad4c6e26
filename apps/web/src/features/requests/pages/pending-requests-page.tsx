import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { useT } from '../../../i18n/use-t';
import { usePageTitle } from '../../../lib/use-page-title';
import { usePendingRequests } from '../api/requests-api';
import { detailsColumn, requestColumns } from '../components/request-columns';
import { RequestList } from '../components/request-list';
import { pageFromParams, withPage } from '../page-param';

export function PendingRequestsPage() {
  usePageTitle('Pending requests');
  const t = useT();
  const columns = useMemo(() => [...requestColumns(t), detailsColumn(t)], [t]);
  const [params, setParams] = useSearchParams();
  const page = pageFromParams(params);
  const requests = usePendingRequests(page);
  return (
    <div className="mx-auto max-w-7xl space-y-6 px-4 py-10">
      <header>
        <h1 className="text-3xl font-bold">{t('Pending donation requests')}</h1>
        <p className="mt-2 text-stone-700">{t('People waiting for a donor right now. Open one to see the details and offer to donate.')}</p>
      </header>
      <RequestList
        caption={t('Pending requests')}
        query={requests}
        columns={columns}
        page={page}
        onPageChange={(next) => setParams(withPage(params, next))}
        empty={t('No pending requests right now. Thank you for checking!')}
      />
    </div>
  );
}
