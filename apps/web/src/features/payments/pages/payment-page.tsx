import { PAYMENT_PAGE_TITLE, type Payment } from '@grant/shared';
import { FlaskConical, HeartHandshake } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Card } from '../../../components/ui/card';
import { PageSpinner } from '../../../components/ui/spinner';
import { ErrorState } from '../../../components/ui/states';
import { useT } from '../../../i18n/use-t';
import { errorMessage } from '../../../lib/api-client';
import { usePageTitle } from '../../../lib/use-page-title';
import { useAuth } from '../../auth';
import { usePaymentConfig } from '../api/payments-api';
import { PaymentReceipt } from '../components/payment-receipt';
import { TestCardsCard } from '../components/test-cards-card';
import { type ChosenTestCard, TestPaymentForm } from '../components/test-payment-form';

/** Stripe.js and its React bindings load only when Stripe is the provider. */
const StripePaymentForm = lazy(() => import('../components/stripe-payment-form'));

/** /payment: give an amount by card, through the configured provider; a receipt once it is paid. */
export function PaymentPage() {
  usePageTitle(PAYMENT_PAGE_TITLE, { exact: true });
  const t = useT();
  const config = usePaymentConfig();
  const { user } = useAuth();
  const [paid, setPaid] = useState<Payment | null>(null);
  const [chosen, setChosen] = useState<ChosenTestCard | null>(null);
  const onPaid = (payment: Payment) => {
    setPaid(payment);
    setChosen(null);
  };

  return (
    <div className="mx-auto max-w-5xl px-4 py-10">
      <div className="flex items-start gap-3">
        <HeartHandshake aria-hidden="true" className="mt-1 size-8 shrink-0 text-brand-700" />
        <div>
          <h1 className="text-2xl font-bold sm:text-3xl">{t('Give to Grant')}</h1>
          <p className="mt-1 text-stone-700">
            {t('Your gift keeps blood requests moving: hospital calls, donor transport and blood bank supplies.')}{' '}
            {user ? t('It is recorded in your name, {name}.', { name: user.displayName }) : t('You can give without an account.')}
          </p>
        </div>
      </div>

      {config.isPending ? (
        <PageSpinner label={t('Loading the payment form')} />
      ) : config.isError ? (
        <div className="mt-6">
          <ErrorState message={errorMessage(config.error)} onRetry={() => config.refetch()} />
        </div>
      ) : (
        <>
          {config.data.testMode && (
            <p
              role="note"
              className="mt-6 flex items-start gap-2 rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950"
            >
              <FlaskConical aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
              <span>
                <strong>{t('Test mode:')}</strong>{' '}
                {t('no real money moves and real cards are refused. Pay with one of the test cards listed on this page.')}
              </span>
            </p>
          )}
          <div className="mt-6 grid items-start gap-6 lg:grid-cols-2">
            <Card>
              {paid ? (
                <PaymentReceipt payment={paid} onGiveAgain={() => setPaid(null)} />
              ) : config.data.provider === 'stripe' ? (
                <Suspense fallback={<PageSpinner label={t('Loading the card form')} />}>
                  <StripePaymentForm config={config.data} onPaid={onPaid} />
                </Suspense>
              ) : (
                <TestPaymentForm config={config.data} chosen={chosen} onPaid={onPaid} />
              )}
            </Card>
            {config.data.testMode && (
              <TestCardsCard
                onUse={config.data.provider === 'test' && !paid ? (number) => setChosen({ number, pickedAt: Date.now() }) : undefined}
              />
            )}
          </div>
        </>
      )}
    </div>
  );
}
