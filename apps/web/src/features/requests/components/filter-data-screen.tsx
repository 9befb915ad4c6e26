import { type DonationRequest, MESSAGES, REQUEST_STATUSES, type RequestStatus } from '@grant/shared';
import { Filter } from 'lucide-react';
import { type FormEvent, useMemo, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import type { Column } from '../../../components/ui/data-table';
import { FormField } from '../../../components/ui/form-field';
import type { Text } from '../../../i18n/locale';
import { type Translate, useT } from '../../../i18n/use-t';
import { useUrlPage } from '../../../lib/use-paged-list';
import { useSearchParamsInPlace } from '../../../lib/use-search-params-in-place';
import { useFilteredRequests } from '../api/requests-api';
import { deleteColumn, doneColumn, editColumn, useMayOnAny } from './request-actions';
import { requestColumns } from './request-columns';
import { RequestList } from './request-list';

const STATUS_LABELS: Record<RequestStatus, Text> = { pending: 'Pending', inprogress: 'InProgress', done: 'Done', canceled: 'Canceled' };

/**
 * The spec's Filter Data screen. 'manage' (admin home, volunteer home, all requests) adds Delete and
 * the Done column; 'editOnly' (volunteer all requests) keeps only the edit link. Delete shows only when
 * the viewer may delete one of the page's rows: a volunteer deletes only their own requests, so a page
 * of other people's would otherwise carry an empty column.
 */
const variantColumns = (t: Translate, withDelete: boolean): Record<'manage' | 'editOnly', Column<DonationRequest>[]> => ({
  manage: [...requestColumns<DonationRequest>(t), editColumn(t), ...(withDelete ? [deleteColumn(t)] : []), doneColumn(t)],
  editOnly: [...requestColumns<DonationRequest>(t), editColumn(t)],
});

export function FilterDataScreen({ variant }: { variant: 'manage' | 'editOnly' }) {
  const t = useT();
  const [params, setParams] = useSearchParamsInPlace();
  const chosen = params.get('status');
  const status = (REQUEST_STATUSES as readonly string[]).includes(chosen ?? '') ? (chosen as RequestStatus) : null;
  const [draft, setDraft] = useState<string>(status ?? '');
  const [error, setError] = useState<Text>();
  const requests = useFilteredRequests(status, useUrlPage());
  const mayDeleteAny = useMayOnAny('canDelete', requests.query.data?.items ?? []);
  const columns = useMemo(() => variantColumns(t, mayDeleteAny)[variant], [t, mayDeleteAny, variant]);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!draft) {
      setError('Choose a status to filter by.');
      return;
    }
    setError(undefined);
    setParams({ status: draft });
  }

  return (
    <section className="space-y-4" aria-labelledby="filter-data-heading">
      <Card>
        <h2 id="filter-data-heading" className="text-xl font-bold">
          {t(MESSAGES.filterData)}
        </h2>
        <form onSubmit={onSubmit} noValidate className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-start">
          <div className="sm:w-72">
            <FormField label={t('Status')} required error={error}>
              {(control) => (
                <select
                  {...control}
                  className={`${control.className} h-11`}
                  value={draft}
                  required
                  onChange={(e) => setDraft(e.target.value)}
                >
                  <option value="" disabled>
                    {t(MESSAGES.selectYourStatus)}
                  </option>
                  {REQUEST_STATUSES.map((s) => (
                    <option key={s} value={s}>
                      {t(STATUS_LABELS[s])}
                    </option>
                  ))}
                </select>
              )}
            </FormField>
          </div>
          <Button type="submit" className="sm:mt-7">
            <Filter aria-hidden="true" className="size-4" /> {t('Filter')}
          </Button>
        </form>
      </Card>
      {status ? (
        <RequestList
          caption={t('{status} requests', { status: t(STATUS_LABELS[status]) })}
          list={requests}
          columns={columns}
          cardsBelow="xl"
          empty={t('No {status} requests.', { status: t(STATUS_LABELS[status]).toLowerCase() })}
        />
      ) : (
        <p className="rounded-2xl border border-dashed border-stone-300 bg-white px-4 py-10 text-center text-stone-700">
          {t('Choose a status and press Filter.')}
        </p>
      )}
    </section>
  );
}
