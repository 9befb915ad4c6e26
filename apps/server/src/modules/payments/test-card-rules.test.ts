import { CARD_ERRORS, TEST_CARDS } from '@grant/shared';
import { describe, expect, it } from 'vitest';
import { card } from '../../../test/payment-factories';
import { checkTestCard, passesLuhn } from './test-card-rules';

const NOW = new Date('2026-06-15T12:00:00Z');
const check = (...args: Parameters<typeof card>) => checkTestCard(card(...args), NOW);

describe('passesLuhn', () => {
  it('accepts every documented test number and refuses a changed digit', () => {
    for (const test of TEST_CARDS) expect(passesLuhn(test.number), test.number).toBe(true);
    expect(passesLuhn('4242424242424241')).toBe(false);
    expect(passesLuhn('79927398713')).toBe(true);
    expect(passesLuhn('')).toBe(false);
  });
});

describe('checkTestCard: Stripe test-mode semantics', () => {
  it.each(TEST_CARDS.filter((t) => t.outcome.result === 'succeeded'))('$brand $number succeeds', (test) => {
    const cvc = test.brand === 'American Express' ? '1234' : '123';
    expect(check(test.number, { cvc })).toEqual({ result: 'succeeded' });
  });

  it.each([
    ['4000000000000002', 'card_declined', 'generic_decline', CARD_ERRORS.declined],
    ['4000000000009995', 'card_declined', 'insufficient_funds', CARD_ERRORS.insufficientFunds],
    ['4000000000000069', 'expired_card', undefined, CARD_ERRORS.expired],
    ['4000000000000127', 'incorrect_cvc', undefined, CARD_ERRORS.incorrectCvc],
    ['4000000000000119', 'processing_error', undefined, CARD_ERRORS.processingError],
  ])('%s is refused with %s', (number, code, declineCode, message) => {
    expect(check(number)).toEqual({ result: 'declined', code, message, ...(declineCode ? { declineCode } : {}) });
  });

  it('reads numbers typed with spaces or dashes', () => {
    expect(check('4242 4242 4242 4242')).toEqual({ result: 'succeeded' });
    expect(check('4242-4242-4242-4242')).toEqual({ result: 'succeeded' });
  });

  it('refuses a number that fails Luhn or has the wrong length, as incorrect_number', () => {
    for (const number of ['4242424242424241', '42424242424', '42424242424242424242', '0000 0000']) {
      expect(check(number), number).toMatchObject({ code: 'incorrect_number', message: CARD_ERRORS.incorrectNumber });
    }
  });

  it('refuses any other valid number: test mode never charges a real card', () => {
    // A Luhn-valid number that is not one of Stripe's test cards.
    expect(check('4111 1111 1111 1111')).toEqual({
      result: 'declined',
      code: 'card_declined',
      declineCode: 'test_mode_live_card',
      message: CARD_ERRORS.liveCardInTestMode,
    });
  });

  it('checks the expiry: a real month, not in the past, not absurdly far, two-digit years read as 20xx', () => {
    expect(check(undefined, { expMonth: 0 })).toMatchObject({ code: 'invalid_expiry_month' });
    expect(check(undefined, { expMonth: 13 })).toMatchObject({ code: 'invalid_expiry_month' });
    expect(check(undefined, { expYear: 2025 })).toMatchObject({ code: 'invalid_expiry_year', message: CARD_ERRORS.invalidExpiryYear });
    expect(check(undefined, { expYear: 2026, expMonth: 5 })).toMatchObject({ code: 'invalid_expiry_month' });
    expect(check(undefined, { expYear: 2026, expMonth: 6 })).toEqual({ result: 'succeeded' });
    expect(check(undefined, { expYear: 2080 })).toMatchObject({ code: 'invalid_expiry_year' });
    expect(check(undefined, { expYear: 29 })).toEqual({ result: 'succeeded' });
    expect(check(undefined, { expYear: 25 })).toMatchObject({ code: 'invalid_expiry_year' });
  });

  it('checks the CVC: three digits, four for American Express', () => {
    expect(check(undefined, { cvc: '12' })).toMatchObject({ code: 'invalid_cvc', message: CARD_ERRORS.invalidCvc });
    expect(check(undefined, { cvc: '1234' })).toMatchObject({ code: 'invalid_cvc' });
    expect(check('378282246310005', { cvc: '123' })).toMatchObject({ code: 'invalid_cvc' });
    expect(check('378282246310005', { cvc: '1234' })).toEqual({ result: 'succeeded' });
  });

  it('checks the number before the expiry and the expiry before the CVC, as Stripe does', () => {
    expect(check('4242424242424241', { expMonth: 13, cvc: '1' })).toMatchObject({ code: 'incorrect_number' });
    expect(check(undefined, { expMonth: 13, cvc: '1' })).toMatchObject({ code: 'invalid_expiry_month' });
  });
});
