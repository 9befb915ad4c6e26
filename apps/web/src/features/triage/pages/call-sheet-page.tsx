import { actsAsAdmin, CALL_SHEET_TEXTS, PAGE_PATHS, pagePath, standingOf, type TriageItem } from '@grant/shared';
import { ArrowLeft } from 'lucide-react';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { Card } from '../../../components/ui/card';
import { UrgencyBadge } from '../../../components/ui/urgency-badge';
import { formatNumber, placeName } from '../../../i18n/locale';
import { countText, useT } from '../../../i18n/use-t';
import { useUrlPage } from '../../../lib/use-paged-list';
import { useAuth } from '../../auth';
import { RecordPage } from '../../errors';
import { RequestList } from '../../requests';
import { useCallSheet } from '../api/call-sheet-api';
import { useTriageItem } from '../api/triage-api';
import { callSheetColumns } from '../components/call-sheet-columns';
import { ClaimButton } from '../components/claim-button';
import { NeededBy } from '../components/needed-by';
import { VerifyButton } from '../components/verify-button';

/**
 * A request's call sheet (/dashboard/triage/{id}/calls): its matching donors nearest first, for the
 * volunteer handling it to call and record. Other staff see who was called; numbers and records are
 * for the handler and admins (the server decides again).
 */
export function CallSheetPage() {
  return (
    <RecordPage useRecord={useTriageItem} title="Call sheet" loadingLabel="Loading the request">
      {(request) => <CallSheet request={request} />}
    </RecordPage>
  );
}

function CallSheet({ request }: { request: TriageItem }) {
  const t = useT();
  const { user } = useAuth();
  const mine = request.handledBy !== null && request.handledBy._id === user?._id;
  const mayCall = mine || (user !== null && actsAsAdmin(standingOf(user)));
  const open = request.status === 'pending';
  const sheet = useCallSheet(request._id, useUrlPage());
  const columns = useMemo(() => callSheetColumns(t, { requestId: request._id, mayCall, open }), [t, request._id, mayCall, open]);

  return (
    <div className="space-y-6">
      <Link
        to={PAGE_PATHS.triage}
        className="inline-flex items-center gap-1 text-sm font-medium text-red-800 underline-offset-2 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" /> {t('Back to the triage board')}
      </Link>
      <header>
        <h1 className="text-2xl font-bold">{t('Call sheet')}</h1>
        <p className="mt-1 text-stone-700">
          {t(
            'Donors who can give to this request, nearest first. Numbers show only for donors who agreed to calls, and each look is recorded.',
          )}
        </p>
      </header>
      <Card>
        <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-sm">
            <dt className="text-stone-600">{t('Patient')}</dt>
            <dd>
              <Link
                to={pagePath(PAGE_PATHS.requestDetails, request._id)}
                className="font-semibold text-red-800 underline-offset-2 hover:underline"
              >
                {request.recipientName}
              </Link>{' '}
              {request.urgency !== 'normal' && <UrgencyBadge urgency={request.urgency} />}
            </dd>
            <dt className="text-stone-600">{t('Blood')}</dt>
            <dd className="font-bold text-red-800">{request.blood}</dd>
            <dt className="text-stone-600">{t('Hospital')}</dt>
            <dd>
              {request.hospitalName}, {placeName(request.district)}
            </dd>
            <dt className="text-stone-600">{t('Needed by')}</dt>
            <dd>
              <NeededBy date={request.donationDate} time={request.donationTime} neededBy={request.neededBy} />
            </dd>
            <dt className="text-stone-600">{t('Donors found')}</dt>
            <dd>{t('{count} of {bags}', { count: formatNumber(request.pledgedCount), bags: formatNumber(request.bags) })}</dd>
          </dl>
          <div className="space-y-3 text-sm">
            <div>
              <p className="mb-1 text-stone-600">{t('Handled by')}</p>
              <ClaimButton request={request} />
            </div>
            <VerifyButton request={request} />
          </div>
        </div>
        {!open && (
          <p className="mt-4 rounded-lg bg-stone-100 px-3 py-2 text-sm text-stone-800">
            {t('This request has all its donors or is closed: calls can still be recorded, pledges cannot.')}
          </p>
        )}
        {open && !mayCall && (
          <p className="mt-4 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-950">{t(CALL_SHEET_TEXTS.handleFirst)}</p>
        )}
      </Card>
      {sheet.total !== undefined && (
        <p className="text-sm text-stone-700">{countText(t, sheet.total, '1 matching donor', '{count} matching donors')}</p>
      )}
      <RequestList
        caption={t('Call sheet')}
        list={sheet}
        columns={columns}
        cardsBelow="xl"
        empty={t('No eligible donor matches this request right now.')}
      />
    </div>
  );
}
