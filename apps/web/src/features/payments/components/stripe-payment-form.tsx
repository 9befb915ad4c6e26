import type { Payment, PaymentConfig } from '@grant/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import type { Stripe } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { ErrorState } from '../../../components/ui/states';
import { useT } from '../../../i18n/use-t';
import { errorMessage } from '../../../lib/api-client';
import { useServerError } from '../../../lib/use-server-error';
import { newIdempotencyKey, useCreatePayment } from '../api/payments-api';
import { type AmountForm, amountFormSchema } from '../payment-form-schema';
import { AmountField } from './amount-field';
import { PayButton } from './pay-button';

interface StripePaymentFormProps {
  config: PaymentConfig;
  onPaid: (payment: Payment) => void;
}

const CARD_STYLE = {
  style: {
    base: {
      fontSize: '16px',
      color: '#1c1917',
      fontFamily: 'Inter, "Segoe UI", system-ui, sans-serif',
      '::placeholder': { color: '#78716c' },
    },
    invalid: { color: '#b91c1c' },
  },
  hidePostalCode: true,
};

/**
 * Stripe: its card field (an iframe of Stripe's) takes the card, so the number never reaches our
 * server. We ask our server for a PaymentIntent of the amount, then Stripe.js confirms it with the
 * card; Stripe's webhook tells our server the outcome, which the receipt then shows.
 */
function StripeCardForm({ config, onPaid }: StripePaymentFormProps) {
  const t = useT();
  const stripe = useStripe();
  const elements = useElements();
  const create = useCreatePayment();
  const [cardReady, setCardReady] = useState(false);
  const [cardError, setCardError] = useState<string | undefined>();
  const { serverError: providerError, setServerError: setProviderError, onInvalid } = useServerError<string>();
  const form = useForm<AmountForm>({
    resolver: zodResolver(amountFormSchema),
    defaultValues: { amount: config.presets[1] ?? config.minAmount },
  });
  const { isSubmitting } = form.formState;
  const amount = form.watch('amount');

  const submit = form.handleSubmit(async ({ amount: value }) => {
    const card = elements?.getElement(CardElement);
    if (!stripe || !card) return;
    setProviderError(null);
    try {
      const { payment, clientSecret } = await create.mutateAsync({ body: { amount: value }, idempotencyKey: newIdempotencyKey() });
      if (!clientSecret) throw new Error(t('The payment could not be started. Please try again.'));
      const result = await stripe.confirmCardPayment(clientSecret, { payment_method: { card } });
      if (result.error) {
        setProviderError(result.error.message ?? t('The payment failed.'));
        return;
      }
      card.clear();
      onPaid(payment);
    } catch (error) {
      setProviderError(errorMessage(error));
    }
  }, onInvalid);

  return (
    <form onSubmit={submit} noValidate className="space-y-5" aria-label={t('Payment')}>
      <AmountField config={config} form={form} />
      <div className="space-y-1.5">
        <p className="text-sm font-medium text-stone-800">{t('Card')}</p>
        <div className="rounded-lg border border-stone-400 bg-white px-3 py-3.5">
          <CardElement options={CARD_STYLE} onReady={() => setCardReady(true)} onChange={(event) => setCardError(event.error?.message)} />
        </div>
        {cardError && <p className="text-sm text-red-700">{cardError}</p>}
      </div>
      <PayButton amount={amount} ready={Boolean(stripe && elements && cardReady)} paying={isSubmitting} error={providerError} />
    </form>
  );
}

/** Loads Stripe.js only on this page, only when Stripe is configured. */
export default function StripePaymentForm(props: StripePaymentFormProps) {
  const t = useT();
  const [loadError, setLoadError] = useState<string | null>(null);
  const stripePromise = useMemo<Promise<Stripe | null>>(
    () =>
      loadStripe(props.config.publishableKey ?? '').catch((error: unknown) => {
        setLoadError(errorMessage(error));
        return null;
      }),
    [props.config.publishableKey],
  );
  if (loadError) return <ErrorState message={t('The card form could not be loaded from Stripe: {error}', { error: loadError })} />;
  return (
    <Elements stripe={stripePromise}>
      <StripeCardForm {...props} />
    </Elements>
  );
}
