import { REQUEST_TEXTS, type RequestResponses as Responses } from '@grant/shared';
import { Card } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { ErrorState } from '../../../components/ui/states';
import { formatNumber } from '../../../i18n/locale';
import { useT } from '../../../i18n/use-t';
import { errorMessage } from '../../../lib/api-client';
import { formatTimestamp } from '../../../lib/format-timestamp';
import { useRequestResponses } from '../api/requests-api';

/** For the requester and staff: how many donors were told, declined and pledged, and who pledged. */
export function RequestResponses({ requestId }: { requestId: string }) {
  const t = useT();
  const responses = useRequestResponses(requestId, true);
  return (
    <section aria-labelledby="request-responses-title">
      <Card>
        <h2 id="request-responses-title" className="text-xl font-bold">
          {t(REQUEST_TEXTS.responses)}
        </h2>
        <div className="mt-4">
          {responses.isPending ? (
            <div className="flex justify-center py-4 text-brand-700">
              <Spinner />
            </div>
          ) : responses.isError ? (
            <ErrorState
              message={`${t(REQUEST_TEXTS.responsesFailed)} ${errorMessage(responses.error)}`}
              onRetry={() => responses.refetch()}
            />
          ) : (
            <ResponsesBody responses={responses.data} />
          )}
        </div>
      </Card>
    </section>
  );
}

function ResponsesBody({ responses: r }: { responses: Responses }) {
  const t = useT();
  const counts = [
    [REQUEST_TEXTS.notified, formatNumber(r.notified)],
    [REQUEST_TEXTS.declinedCount, formatNumber(r.declined)],
    [REQUEST_TEXTS.pledged, t(REQUEST_TEXTS.donorsFound, { count: r.pledged, bags: r.bags })],
  ] as const;
  return (
    <>
      <dl className="grid grid-cols-1 gap-3 min-[420px]:grid-cols-3">
        {counts.map(([label, value]) => (
          <div key={label} className="rounded-xl bg-stone-50 px-4 py-3">
            <dt className="text-sm text-stone-600">{t(label)}</dt>
            <dd className="text-lg font-bold text-stone-900">{value}</dd>
          </div>
        ))}
      </dl>
      {r.pledges.length === 0 ? (
        <p className="mt-4 text-sm text-stone-700">{t(REQUEST_TEXTS.noPledges)}</p>
      ) : (
        <ul className="mt-4 divide-y divide-stone-200">
          {r.pledges.map((pledge) => (
            <li key={`${pledge.donorName}-${pledge.createdAt}`} className="flex flex-wrap items-baseline justify-between gap-x-4 py-2">
              <span className="font-medium">
                {pledge.donorName}
                {pledge.recordedByStaff && <span className="ml-2 text-xs text-stone-600">({t(REQUEST_TEXTS.recordedByStaff)})</span>}
              </span>
              <span className="text-sm text-stone-600">{formatTimestamp(pledge.createdAt)}</span>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
