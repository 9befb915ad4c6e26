import { useSearchParams } from 'react-router';
import { usePageTitle } from '../../../lib/use-page-title';
import { usePendingRequests } from '../api/requests-api';
import { detailsColumn, requestColumns } from '../components/request-columns';
import { RequestList } from '../components/request-list';
import { pageFromParams, withPage } from '../page-param';

const columns = [...requestColumns(), detailsColumn()];

export function PendingRequestsPage() {
  usePageTitle('Pending requests');
  const [params, setParams] = useSearchParams();
  const page = pageFromParams(params);
  const requests = usePendingRequests(page);
  return (
    <div className="mx-auto max-w-7xl space-y-6 px-4 py-10">
      <header>
        <h1 className="text-3xl font-bold">Pending donation requests</h1>
        <p className="mt-2 text-stone-700">People waiting for a donor right now. Open one to see the details and offer to donate.</p>
      </header>
      <RequestList
        caption="Pending requests"
        query={requests}
        columns={columns}
        page={page}
        onPageChange={(next) => setParams(withPage(params, next))}
        empty="No pending requests right now. Thank you for checking!"
      />
    </div>
  );
}
