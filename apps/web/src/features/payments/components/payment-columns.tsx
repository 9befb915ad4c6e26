import { type AdminPayment, formatTaka, type Payment, type PaymentStatus } from '@grant/shared';
import { cn } from '../../../components/ui/cn';
import type { Column } from '../../../components/ui/data-table';
import { formatDateTime } from '../format';

const STATUS_STYLES: Record<PaymentStatus, string> = {
  pending: 'bg-amber-100 text-amber-900',
  succeeded: 'bg-green-100 text-green-900',
  failed: 'bg-red-100 text-red-900',
};

export function PaymentStatusBadge({ status }: { status: PaymentStatus }) {
  return <span className={cn('inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold', STATUS_STYLES[status])}>{status}</span>;
}

/** The columns every payment list shows: when, how much, its state and the provider's reference. */
export const paymentColumns = <T extends Payment>(): Column<T>[] => [
  { header: '#', cell: (_row, index) => index + 1 },
  { header: 'Date', cell: (row) => <span className="whitespace-nowrap">{formatDateTime(row.paidAt ?? row.createdAt)}</span> },
  { header: 'Amount', primary: true, cell: (row) => <span className="font-semibold whitespace-nowrap">{formatTaka(row.amount)}</span> },
  {
    header: 'Status',
    cell: (row) => (
      <span className="inline-flex flex-col items-start gap-0.5">
        <PaymentStatusBadge status={row.status} />
        {row.failureMessage && row.status === 'failed' && <span className="text-xs text-stone-600">{row.failureMessage}</span>}
      </span>
    ),
  },
  { header: 'Reference', cell: (row) => <span className="font-mono text-xs break-all">{row.reference ?? '—'}</span> },
];

/** Admins also see who gave; a gift made without an account is anonymous. */
export const payerColumn: Column<AdminPayment> = {
  header: 'Payer',
  cell: (row) =>
    row.payerName ? (
      <span className="flex flex-col">
        <span>{row.payerName}</span>
        <span className="text-xs text-stone-600">{row.payerEmail}</span>
      </span>
    ) : (
      <span className="text-stone-600">Anonymous</span>
    ),
};
