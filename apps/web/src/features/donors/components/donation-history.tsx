import { DONOR_TEXTS, type DonationRequest } from '@grant/shared';
import { useMemo } from 'react';
import { type Translate, useT } from '../../../i18n/use-t';
import { detailsColumn, requestColumns } from '../../requests';
import { useDonationHistory } from '../api/donors-api';
import { DonorListSection } from './donor-list-section';

const historyColumns = (t: Translate) => [
  ...requestColumns<DonationRequest>(t).filter((column) => column.header !== t('Name')),
  { header: t('Recipient'), cell: (row: DonationRequest) => row.recipientName, primary: true },
  detailsColumn<DonationRequest>(t, { compact: true }),
];

/** The requests the donor confirmed, and their outcome (the request's status). */
export function DonationHistory() {
  const t = useT();
  const columns = useMemo(() => historyColumns(t), [t]);
  const history = useDonationHistory();
  return (
    <DonorListSection
      id="donation-history-title"
      title={DONOR_TEXTS.history}
      hints={[DONOR_TEXTS.historyHint]}
      list={history}
      columns={columns}
      empty={{ title: DONOR_TEXTS.noHistory, text: DONOR_TEXTS.noHistoryText }}
    />
  );
}
