import type { Payment } from '@grant/shared';
import { CircleCheck, Clock } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { useT } from '../../../i18n/use-t';
import { formatAmount, formatDateTime } from '../../../lib/money-format';
import { usePayment } from '../api/payments-api';

/** The receipt after paying. A Stripe payment shows 'confirming' until Stripe's webhook reaches the server. */
export function PaymentReceipt({ payment: initial, onGiveAgain }: { payment: Payment; onGiveAgain: () => void }) {
  const t = useT();
  const { data: payment } = usePayment(initial);
  const confirmed = payment.status === 'succeeded';
  const heading = useRef<HTMLHeadingElement>(null);
  // The form this replaces had the focus: move it to the receipt, so keyboard and screen reader users land on it.
  useEffect(() => heading.current?.focus(), []);

  return (
    <section aria-labelledby="receipt-heading" className="space-y-5">
      <div className="flex items-start gap-3">
        {confirmed ? (
          <CircleCheck aria-hidden="true" className="size-8 shrink-0 text-green-700" />
        ) : (
          <Clock aria-hidden="true" className="size-8 shrink-0 text-amber-700" />
        )}
        <div>
          <h2 id="receipt-heading" ref={heading} tabIndex={-1} className="text-xl font-bold focus:outline-none">
            {confirmed ? t('Thank you for your gift!') : t('Payment received, confirming…')}
          </h2>
          <p className="mt-1 text-sm text-stone-700" aria-live="polite">
            {confirmed ? t('Your receipt is below.') : t('Stripe has the payment; this receipt updates once Stripe confirms it.')}
            {!confirmed && <Spinner size="sm" label="" className="ml-2 align-middle text-amber-700" />}
          </p>
        </div>
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 rounded-xl border border-stone-200 bg-stone-50 p-4 text-sm">
        <dt className="text-stone-600">{t('Amount')}</dt>
        <dd className="font-semibold text-stone-900">{formatAmount(payment.amount)}</dd>
        <dt className="text-stone-600">{t('Status')}</dt>
        <dd className="text-stone-900">{t(payment.status)}</dd>
        <dt className="text-stone-600">{t('Reference')}</dt>
        <dd className="font-mono break-all text-stone-900">{payment.reference ?? '—'}</dd>
        <dt className="text-stone-600">{t('Date')}</dt>
        <dd className="text-stone-900">{formatDateTime(payment.paidAt ?? payment.createdAt)}</dd>
      </dl>
      <Button variant="secondary" onClick={onGiveAgain}>
        {t('Give again')}
      </Button>
    </section>
  );
}
