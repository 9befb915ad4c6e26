import { type DonationRequest, PAGE_PATHS, REQUEST_STATUSES, type RequestStatus } from '@grant/shared';
import { useMemo } from 'react';
import { ButtonLink } from '../../../components/ui/button';
import type { Column } from '../../../components/ui/data-table';
import { controlClasses } from '../../../components/ui/form-field';
import { EmptyState } from '../../../components/ui/states';
import { type Translate, useT } from '../../../i18n/use-t';
import { usePageTitle } from '../../../lib/use-page-title';
import { useUrlPage } from '../../../lib/use-paged-list';
import { useSearchParamsInPlace } from '../../../lib/use-search-params-in-place';
import { useAuth } from '../../auth';
import { useOwnRequests } from '../api/requests-api';
import { NotifiedCount } from '../components/notified-count';
import { deleteColumn, doneColumn, editColumn } from '../components/request-actions';
import { detailsColumn, requestColumns } from '../components/request-columns';
import { RequestList } from '../components/request-list';

const notifiedColumn = (t: Translate): Column<DonationRequest> => ({
  header: t('Donors notified'),
  cell: (row) => <NotifiedCount count={row.notifiedCount} iconless />,
});

export function MyRequestsPage() {
  usePageTitle('My donation requests');
  const { user } = useAuth();
  const t = useT();
  const columns = useMemo(
    () => [
      ...requestColumns<DonationRequest>(t),
      notifiedColumn(t),
      doneColumn(t),
      detailsColumn<DonationRequest>(t, { compact: true }),
      editColumn(t),
      deleteColumn(t),
    ],
    [t],
  );
  const [params, setParams] = useSearchParamsInPlace();
  const raw = params.get('status') ?? '';
  const status = (REQUEST_STATUSES as readonly string[]).includes(raw) ? (raw as RequestStatus) : '';
  const requests = useOwnRequests(user?.email ?? '', status, useUrlPage());

  return (
    <div className="space-y-5">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <h1 className="text-2xl font-bold">{t('My donation requests')}</h1>
        <div className="flex items-end gap-3">
          <div>
            <label htmlFor="status-filter" className="block text-sm font-medium text-stone-800">
              {t('Status')}
            </label>
            <select
              id="status-filter"
              className={`${controlClasses(false)} mt-1.5 h-11 w-44`}
              value={status}
              onChange={(e) => setParams(e.target.value ? { status: e.target.value } : {})}
            >
              <option value="">{t('All')}</option>
              {REQUEST_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {t(s)}
                </option>
              ))}
            </select>
          </div>
          <ButtonLink to={PAGE_PATHS.createRequest}>{t('New request')}</ButtonLink>
        </div>
      </div>
      <RequestList
        caption={t('My donation requests')}
        list={requests}
        columns={columns}
        cardsBelow="xl"
        empty={
          <EmptyState
            title={status ? t('You have no {status} requests.', { status: t(status) }) : t('You have not asked for blood yet.')}
            text={t('When you need blood, create a request and donors nearby will see it.')}
          />
        }
      />
    </div>
  );
}
