import { formatCardNumber, type Payment, type PaymentConfig } from '@grant/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { FormField } from '../../../components/ui/form-field';
import { useT } from '../../../i18n/use-t';
import { errorMessage } from '../../../lib/api-client';
import { useServerError } from '../../../lib/use-server-error';
import { newIdempotencyKey, useCreatePayment } from '../api/payments-api';
import { type TestPaymentForm as Fields, formatExpiry, isUsableExpiry, testPaymentFormSchema, toCardInput } from '../payment-form-schema';
import { AmountField } from './amount-field';
import { PayButton } from './pay-button';

export interface ChosenTestCard {
  number: string;
  /** Changes on every pick, so picking the same card twice fills it again. */
  pickedAt: number;
}

interface TestPaymentFormProps {
  config: PaymentConfig;
  chosen: ChosenTestCard | null;
  onPaid: (payment: Payment) => void;
}

const futureExpiry = () => `12 / ${String((new Date().getFullYear() + 3) % 100).padStart(2, '0')}`;

/**
 * The offline test provider's form: the card fields go to our server, which checks them like
 * Stripe's test mode and forgets them. They live only in this form's memory, never in the URL.
 */
export function TestPaymentForm({ config, chosen, onPaid }: TestPaymentFormProps) {
  const t = useT();
  const create = useCreatePayment();
  const { serverError: providerError, setServerError: setProviderError, onInvalid } = useServerError<string>();
  const form = useForm<Fields>({
    resolver: zodResolver(testPaymentFormSchema),
    defaultValues: { amount: config.presets[1] ?? config.minAmount, cardNumber: '', expiry: '', cvc: '' },
  });
  const { errors, isSubmitting, isSubmitted } = form.formState;
  const amount = form.watch('amount');

  // A test card picked from the list fills the number, and a valid expiry and CVC in place of empty or unusable
  // ones: a past expiry left in place would make the listed success card fail.
  useEffect(() => {
    if (!chosen) return;
    const amex = /^3[47]/.test(chosen.number);
    form.setValue('cardNumber', formatCardNumber(chosen.number), { shouldValidate: isSubmitted });
    if (!isUsableExpiry(form.getValues('expiry'))) form.setValue('expiry', futureExpiry(), { shouldValidate: isSubmitted });
    if (!form.getValues('cvc') || form.getValues('cvc').length !== (amex ? 4 : 3)) {
      form.setValue('cvc', amex ? '1234' : '123', { shouldValidate: isSubmitted });
    }
  }, [chosen, form, isSubmitted]);

  const submit = form.handleSubmit(async (values) => {
    setProviderError(null);
    try {
      const { payment } = await create.mutateAsync({
        body: { amount: values.amount, card: toCardInput(values) },
        idempotencyKey: newIdempotencyKey(),
      });
      form.reset({ amount: values.amount, cardNumber: '', expiry: '', cvc: '' });
      onPaid(payment);
    } catch (error) {
      setProviderError(errorMessage(error));
    } finally {
      // The mutation keeps its variables (the card) until it is reset: drop them now.
      create.reset();
    }
  }, onInvalid);

  const cardNumber = form.register('cardNumber');
  const expiry = form.register('expiry');

  return (
    <form onSubmit={submit} noValidate className="space-y-5" aria-label={t('Payment')}>
      <AmountField config={config} form={form} />
      <fieldset className="space-y-4">
        <legend className="mb-2 text-sm font-semibold text-stone-900">{t('Card')}</legend>
        <FormField label={t('Card number')} required error={errors.cardNumber?.message}>
          {(control) => (
            <input
              {...control}
              {...cardNumber}
              onChange={(event) => {
                event.target.value = formatCardNumber(event.target.value.replace(/[^\d\s-]/g, '')).slice(0, 23);
                return cardNumber.onChange(event);
              }}
              className={`${control.className} h-11 font-mono tracking-wide`}
              inputMode="numeric"
              autoComplete="cc-number"
              placeholder="4242 4242 4242 4242"
            />
          )}
        </FormField>
        <div className="grid grid-cols-2 gap-4">
          <FormField label={t('Expiry (MM / YY)')} required error={errors.expiry?.message}>
            {(control) => (
              <input
                {...control}
                {...expiry}
                onChange={(event) => {
                  event.target.value = formatExpiry(event.target.value);
                  return expiry.onChange(event);
                }}
                className={`${control.className} h-11 font-mono`}
                inputMode="numeric"
                autoComplete="cc-exp"
                placeholder="12 / 29"
              />
            )}
          </FormField>
          <FormField label={t('CVC')} required error={errors.cvc?.message}>
            {(control) => (
              <input
                {...control}
                {...form.register('cvc')}
                className={`${control.className} h-11 font-mono`}
                inputMode="numeric"
                autoComplete="cc-csc"
                maxLength={4}
                placeholder="123"
              />
            )}
          </FormField>
        </div>
      </fieldset>
      <PayButton amount={amount} ready paying={isSubmitting} error={providerError} />
    </form>
  );
}
