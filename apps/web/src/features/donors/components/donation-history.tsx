import { DONOR_TEXTS, type DonationRequest } from '@grant/shared';
import { useState } from 'react';
import { detailsColumn, requestColumns } from '../../requests/components/request-columns';
import { useDonationHistory } from '../api/donors-api';
import { DonorListSection } from './donor-list-section';

const columns = [
  ...requestColumns<DonationRequest>().filter((column) => column.header !== 'Name'),
  { header: 'Recipient', cell: (row: DonationRequest) => row.recipientName, primary: true },
  detailsColumn<DonationRequest>(),
];

/** The requests the donor confirmed, and their outcome (the request's status). */
export function DonationHistory() {
  const [page, setPage] = useState(1);
  const history = useDonationHistory(page);
  return (
    <DonorListSection
      id="donation-history-title"
      title={DONOR_TEXTS.history}
      hints={[DONOR_TEXTS.historyHint]}
      query={history}
      columns={columns}
      page={page}
      onPageChange={setPage}
      empty={{ title: DONOR_TEXTS.noHistory, text: DONOR_TEXTS.noHistoryText }}
    />
  );
}
