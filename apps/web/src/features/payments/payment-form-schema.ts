import { amountSchema, type CardInput, cardInputSchema } from '@grant/shared';
import { z } from 'zod';

/** The amount alone: what the Stripe form sends (Stripe's own field holds the card). */
export const amountFormSchema = z.object({ amount: amountSchema });
export type AmountForm = z.infer<typeof amountFormSchema>;

const EXPIRY = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/;

/**
 * The offline test provider's form: the amount and the card fields as people type them. Only the
 * shape is checked here; the provider applies the card rules and its message is shown under Pay.
 */
export const testPaymentFormSchema = amountFormSchema.extend({
  cardNumber: z.string().trim().min(1, { error: 'Enter the card number.' }).pipe(cardInputSchema.shape.number),
  expiry: z.string().regex(EXPIRY, { error: 'Enter the expiry as MM / YY.' }),
  cvc: z.string().trim().min(1, { error: 'Enter the security code (CVC).' }).pipe(cardInputSchema.shape.cvc),
});
export type TestPaymentForm = z.infer<typeof testPaymentFormSchema>;

/** The form's fields as the API's card: 'MM / YY' becomes a month and a four-digit year. */
export function toCardInput(form: TestPaymentForm): CardInput {
  const [, month = '0', year = '0'] = EXPIRY.exec(form.expiry) ?? [];
  return {
    number: form.cardNumber,
    expMonth: Number(month),
    expYear: year.length === 2 ? 2000 + Number(year) : Number(year),
    cvc: form.cvc,
  };
}

/** Whether 'MM / YY' is a real month that has not ended yet (the test provider declines any other). */
export function isUsableExpiry(expiry: string, now = new Date()): boolean {
  const [, month, year] = EXPIRY.exec(expiry) ?? [];
  if (!month || !year) return false;
  const expMonth = Number(month);
  const expYear = year.length === 2 ? 2000 + Number(year) : Number(year);
  if (expMonth < 1 || expMonth > 12) return false;
  return expYear > now.getFullYear() || (expYear === now.getFullYear() && expMonth >= now.getMonth() + 1);
}

/** Typing '1229' in the expiry field shows '12 / 29'. */
export function formatExpiry(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)} / ${digits.slice(2)}` : digits;
}
