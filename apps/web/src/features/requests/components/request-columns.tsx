import type { PublicRequest } from '@grant/shared';
import { Eye } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import type { Column } from '../../../components/ui/data-table';
import { StatusBadge } from '../../../components/ui/status-badge';
import { UrgencyBadge } from '../../../components/ui/urgency-badge';
import { formatDate } from '../../../lib/format-date';

/** The spec's request columns: #, Name, Division, District, DonationDate, donationTime, Status (flagged when urgent or critical). */
export function requestColumns<T extends PublicRequest>(): Column<T>[] {
  return [
    { header: '#', cell: (_row, index) => index + 1 },
    { header: 'Name', cell: (row) => row.name, primary: true },
    { header: 'Division', cell: (row) => row.division },
    { header: 'District', cell: (row) => row.district },
    { header: 'DonationDate', cell: (row) => <span className="whitespace-nowrap">{formatDate(row.donationDate)}</span> },
    { header: 'donationTime', cell: (row) => row.donationTime },
    {
      header: 'Status',
      cell: (row) => (
        <span className="inline-flex flex-wrap gap-1">
          <StatusBadge status={row.status} />
          <UrgencyBadge urgency={row.urgency} />
        </span>
      ),
    },
  ];
}

export const detailsColumn = <T extends PublicRequest>(): Column<T> => ({
  header: 'Details',
  cell: (row) => (
    <Link to={`/details/${row._id}`} className={buttonClasses('secondary', 'sm')} aria-label={`Details of the request by ${row.name}`}>
      <Eye aria-hidden="true" className="size-4" /> Details
    </Link>
  ),
});
