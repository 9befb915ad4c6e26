/**
 * Stripe's documented test card numbers (https://docs.stripe.com/testing) and what each one does.
 * The offline `test` provider gives them the same outcomes as Stripe's test mode, and the payment
 * page lists them; with Stripe itself in test mode the same numbers work in its card field.
 */
export type TestCardOutcome =
  | { result: 'succeeded' }
  | {
      result: 'declined';
      /** Stripe's error `code` and, for issuer declines, its `decline_code`. */
      code: string;
      declineCode?: string;
      message: string;
    };

export interface TestCard {
  number: string;
  brand: string;
  /** What the payment page says the card is for. */
  label: string;
  outcome: TestCardOutcome;
}

const succeeds = (number: string, brand: string, label = 'Succeeds'): TestCard => ({
  number,
  brand,
  label,
  outcome: { result: 'succeeded' },
});

export const CARD_ERRORS = {
  declined: 'Your card was declined.',
  insufficientFunds: 'Your card has insufficient funds.',
  expired: 'Your card has expired.',
  incorrectCvc: "Your card's security code is incorrect.",
  processingError: 'An error occurred while processing your card. Try again in a little bit.',
  incorrectNumber: 'Your card number is incorrect.',
  invalidExpiryMonth: "Your card's expiration month is invalid.",
  invalidExpiryYear: "Your card's expiration year is invalid.",
  invalidCvc: "Your card's security code is invalid.",
  liveCardInTestMode:
    'Your card was declined. This is test mode: no real card is charged, so only the test cards listed on the payment page are accepted.',
} as const;

export const TEST_CARDS: readonly TestCard[] = [
  succeeds('4242424242424242', 'Visa'),
  succeeds('4000056655665556', 'Visa (debit)'),
  succeeds('5555555555554444', 'Mastercard'),
  succeeds('2223003122003222', 'Mastercard (2-series)'),
  succeeds('5200828282828210', 'Mastercard (debit)'),
  succeeds('378282246310005', 'American Express', 'Succeeds (4-digit CVC)'),
  succeeds('6011111111111117', 'Discover'),
  succeeds('3056930009020004', 'Diners Club'),
  succeeds('3566002020360505', 'JCB'),
  succeeds('6200000000000005', 'UnionPay'),
  {
    number: '4000000000000002',
    brand: 'Visa',
    label: 'Declined (generic decline)',
    outcome: { result: 'declined', code: 'card_declined', declineCode: 'generic_decline', message: CARD_ERRORS.declined },
  },
  {
    number: '4000000000009995',
    brand: 'Visa',
    label: 'Declined (insufficient funds)',
    outcome: { result: 'declined', code: 'card_declined', declineCode: 'insufficient_funds', message: CARD_ERRORS.insufficientFunds },
  },
  {
    number: '4000000000000069',
    brand: 'Visa',
    label: 'Declined (expired card)',
    outcome: { result: 'declined', code: 'expired_card', message: CARD_ERRORS.expired },
  },
  {
    number: '4000000000000127',
    brand: 'Visa',
    label: 'Declined (incorrect CVC)',
    outcome: { result: 'declined', code: 'incorrect_cvc', message: CARD_ERRORS.incorrectCvc },
  },
  {
    number: '4000000000000119',
    brand: 'Visa',
    label: 'Fails (processing error)',
    outcome: { result: 'declined', code: 'processing_error', message: CARD_ERRORS.processingError },
  },
];

/** The card number people type, without the spaces or dashes they group it with. */
export const cardDigits = (number: string): string => number.replace(/[\s-]/g, '');

/** '4242424242424242' -> '4242 4242 4242 4242' (American Express: 4-6-5). */
export function formatCardNumber(number: string): string {
  const digits = cardDigits(number);
  if (/^3[47]/.test(digits)) return [digits.slice(0, 4), digits.slice(4, 10), digits.slice(10, 15)].filter(Boolean).join(' ');
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}
