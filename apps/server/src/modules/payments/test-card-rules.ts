import { CARD_ERRORS, type CardInput, cardDigits, TEST_CARDS, type TestCardOutcome } from '@grant/shared';

/** The Luhn checksum every real card number satisfies. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return digits.length > 0 && sum % 10 === 0;
}

const decline = (code: string, message: string, declineCode?: string): TestCardOutcome => ({
  result: 'declined',
  code,
  message,
  ...(declineCode ? { declineCode } : {}),
});

/**
 * What Stripe's test mode does with these card details, in its order: the number (length and
 * Luhn), the expiry (a real month, not past, not absurdly far), the CVC (3 digits, 4 for American
 * Express); then a documented test number gives its documented outcome, and any other number is
 * refused, since test mode never charges a real card. Nothing here keeps or reports the number.
 */
export function checkTestCard(card: CardInput, now: Date = new Date()): TestCardOutcome {
  const digits = cardDigits(card.number);
  if (digits.length < 12 || digits.length > 19 || !passesLuhn(digits)) return decline('incorrect_number', CARD_ERRORS.incorrectNumber);

  if (card.expMonth < 1 || card.expMonth > 12) return decline('invalid_expiry_month', CARD_ERRORS.invalidExpiryMonth);
  const year = card.expYear < 100 ? 2000 + card.expYear : card.expYear;
  const thisYear = now.getUTCFullYear();
  if (year < thisYear || year > thisYear + 50) return decline('invalid_expiry_year', CARD_ERRORS.invalidExpiryYear);
  if (year === thisYear && card.expMonth < now.getUTCMonth() + 1) return decline('invalid_expiry_month', CARD_ERRORS.invalidExpiryMonth);

  const amex = /^3[47]/.test(digits);
  if (card.cvc.length !== (amex ? 4 : 3)) return decline('invalid_cvc', CARD_ERRORS.invalidCvc);

  const known = TEST_CARDS.find((test) => test.number === digits);
  if (!known) return decline('card_declined', CARD_ERRORS.liveCardInTestMode, 'test_mode_live_card');
  return known.outcome;
}
