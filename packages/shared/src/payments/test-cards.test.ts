import { describe, expect, it } from 'vitest';
import { amountSchema, formatTaka } from './payment.schemas';
import { cardDigits, formatCardNumber } from './test-cards';

describe('card number formatting', () => {
  it('groups digits by four, American Express 4-6-5', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('4242 42')).toBe('4242 42');
    expect(formatCardNumber('378282246310005')).toBe('3782 822463 10005');
    expect(cardDigits('4242-4242 4242')).toBe('424242424242');
  });
});

describe('amounts', () => {
  it('are whole taka from 10 to 1,000,000', () => {
    expect(amountSchema.safeParse(10).success).toBe(true);
    expect(amountSchema.safeParse(1_000_000).success).toBe(true);
    expect(amountSchema.safeParse(9).success).toBe(false);
    expect(amountSchema.safeParse(1_000_001).success).toBe(false);
    expect(amountSchema.safeParse(10.5).success).toBe(false);
    expect(formatTaka(1200)).toBe('BDT 1,200');
  });
});
