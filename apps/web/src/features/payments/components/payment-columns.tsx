import type { AdminPayment, Payment, PaymentStatus } from '@grant/shared';
import { useMemo } from 'react';
import { cn } from '../../../components/ui/cn';
import type { Column } from '../../../components/ui/data-table';
import { formatNumber } from '../../../i18n/locale';
import { type Translate, type TranslateAny, useT, useTranslateAny } from '../../../i18n/use-t';
import { formatAmount, formatDateTime } from '../../../lib/money-format';

const STATUS_STYLES: Record<PaymentStatus, string> = {
  pending: 'bg-amber-100 text-amber-900',
  succeeded: 'bg-green-100 text-green-900',
  failed: 'bg-red-100 text-red-900',
};

export function PaymentStatusBadge({ status }: { status: PaymentStatus }) {
  const t = useT();
  return <span className={cn('inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold', STATUS_STYLES[status])}>{t(status)}</span>;
}

/**
 * The columns every payment list shows: when, how much, its state and the provider's reference.
 * A failure's message is the provider's, in English: looked up untyped.
 */
const paymentColumns = <T extends Payment>(t: Translate, tAny: TranslateAny): Column<T>[] => [
  { header: '#', cell: (_row, index) => formatNumber(index + 1) },
  { header: t('Date'), cell: (row) => <span className="whitespace-nowrap">{formatDateTime(row.paidAt ?? row.createdAt)}</span> },
  {
    header: t('Amount'),
    primary: true,
    cell: (row) => <span className="font-semibold whitespace-nowrap">{formatAmount(row.amount)}</span>,
  },
  {
    header: t('Status'),
    cell: (row) => (
      <span className="inline-flex flex-col items-start gap-0.5">
        <PaymentStatusBadge status={row.status} />
        {row.failureMessage && row.status === 'failed' && <span className="text-xs text-stone-600">{tAny(row.failureMessage)}</span>}
      </span>
    ),
  },
  { header: t('Reference'), cell: (row) => <span className="font-mono text-xs break-all">{row.reference ?? '—'}</span> },
];

/** Admins also see who gave; a gift made without an account is anonymous. */
const payerColumn = (t: Translate): Column<AdminPayment> => ({
  header: t('Payer'),
  cell: (row) =>
    row.payerName ? (
      <span className="flex flex-col">
        <span>{row.payerName}</span>
        <span className="text-xs text-stone-600">{row.payerEmail}</span>
      </span>
    ) : (
      <span className="text-stone-600">{t('Anonymous')}</span>
    ),
});

/** The signed-in giver's own list (My gifts). */
export function usePaymentColumns(): Column<Payment>[] {
  const t = useT();
  const tAny = useTranslateAny();
  return useMemo(() => paymentColumns<Payment>(t, tAny), [t, tAny]);
}

/** The admin's list (Funding): the payer after the row number. */
export function useAdminPaymentColumns(): Column<AdminPayment>[] {
  const t = useT();
  const tAny = useTranslateAny();
  return useMemo(() => {
    const [indexColumn, ...rest] = paymentColumns<AdminPayment>(t, tAny);
    return [...(indexColumn ? [indexColumn] : []), payerColumn(t), ...rest];
  }, [t, tAny]);
}
