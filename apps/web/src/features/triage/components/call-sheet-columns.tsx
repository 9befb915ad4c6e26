import { CALL_OUTCOME_LABELS, type CallSheetDonor, DONOR_TEXTS, type DonorCall } from '@grant/shared';
import type { ReactNode } from 'react';
import type { Column } from '../../../components/ui/data-table';
import { placeName } from '../../../i18n/locale';
import type { Translate } from '../../../i18n/use-t';
import { formatAge } from '../../../lib/format-age';
import { NumberButton } from './number-button';
import { RecordCallDialog } from './record-call-dialog';

/** "Agreed to donate, by Rahim, 2 hours ago": a call in one line, and its note below. */
function CallLine({ call, t }: { call: DonorCall; t: Translate }) {
  return (
    <span className="block">
      <span className="font-medium">{t(CALL_OUTCOME_LABELS[call.outcome])}</span>
      <span className="block text-xs text-stone-600">
        {call.callerName ? `${call.callerName}, ${formatAge(call.at)}` : formatAge(call.at)}
      </span>
      {call.note && <span className="block text-xs break-words text-stone-700">“{call.note}”</span>}
    </span>
  );
}

export interface CallSheetContext {
  requestId: string;
  /** The reader handles the request, or is an admin: they may see numbers and record calls. */
  mayCall: boolean;
  /** The request still lacks donors: a donor who agreed may have their pledge recorded. */
  open: boolean;
}

/** The call sheet's columns: who to call, who was called lately (by anyone), and the reader's actions. */
export function callSheetColumns(t: Translate, { requestId, mayCall, open }: CallSheetContext): Column<CallSheetDonor>[] {
  const actions = (donor: CallSheetDonor): ReactNode => {
    if (!donor.callable) return <span className="text-stone-600">{t('Has not agreed to volunteer calls')}</span>;
    if (!mayCall) return <span className="text-stone-600">{t('Take this request to call')}</span>;
    return (
      <span className="flex flex-wrap items-center gap-2">
        <NumberButton requestId={requestId} donorId={donor._id} donorName={donor.name} />
        <RecordCallDialog requestId={requestId} donor={donor} canPledge={open && !donor.pledged} />
      </span>
    );
  };
  return [
    {
      header: t('Donor'),
      primary: true,
      cell: (donor) => (
        <span className="flex flex-wrap items-center gap-2">
          <span className="font-semibold">{donor.name}</span>
          {donor.pledged && (
            <span className="rounded-full bg-green-100 px-2 py-0.5 text-xs font-semibold text-green-900">{t('Pledged')}</span>
          )}
        </span>
      ),
    },
    {
      header: t('Blood'),
      cell: (donor) => (
        <span>
          <span className="font-bold text-red-800">{donor.blood}</span>{' '}
          <span className="text-xs text-stone-600">{t(donor.exactMatch ? DONOR_TEXTS.exactMatch : DONOR_TEXTS.compatibleMatch)}</span>
        </span>
      ),
    },
    { header: t('District'), cell: (donor) => placeName(donor.district) },
    {
      header: t('Called lately (6 h)'),
      cell: (donor) =>
        donor.recentCall ? (
          <span className="block rounded-lg bg-amber-50 px-2 py-1 text-amber-950">
            <CallLine call={donor.recentCall} t={t} />
          </span>
        ) : (
          <span className="text-stone-600">{t('Not called')}</span>
        ),
    },
    {
      header: t('Last call here'),
      cell: (donor) => (donor.lastCallHere ? <CallLine call={donor.lastCallHere} t={t} /> : <span className="text-stone-600">—</span>),
    },
    { header: t('Call'), cell: actions },
  ];
}
