import { useMemo } from 'react';
import { useT } from '../../../i18n/use-t';
import { usePageTitle } from '../../../lib/use-page-title';
import { useUrlPage } from '../../../lib/use-paged-list';
import { usePendingRequests } from '../api/requests-api';
import { detailsColumn, requestColumns } from '../components/request-columns';
import { RequestList } from '../components/request-list';

export function PendingRequestsPage() {
  usePageTitle('Pending requests');
  const t = useT();
  const columns = useMemo(() => [...requestColumns(t), detailsColumn(t)], [t]);
  const requests = usePendingRequests(useUrlPage());
  return (
    <div className="mx-auto max-w-7xl space-y-6 px-4 py-10">
      <header>
        <h1 className="text-3xl font-bold">{t('Pending donation requests')}</h1>
        <p className="mt-2 text-stone-700">{t('People waiting for a donor right now. Open one to see the details and offer to donate.')}</p>
      </header>
      <RequestList
        caption={t('Pending requests')}
        list={requests}
        columns={columns}
        empty={t('No pending requests right now. Thank you for checking!')}
      />
    </div>
  );
}
