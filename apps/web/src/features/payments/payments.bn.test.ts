import { amountSchema, PAYMENT_RULES, TEST_CARDS } from '@grant/shared';
import { describe, expect, it } from 'vitest';
import { PAYMENTS_BN } from './payments.bn';

const hasBangla = (text: string) => text in PAYMENTS_BN;

describe('the payment pages in Bangla', () => {
  // Data of packages/shared shown through an untyped lookup: the compiler cannot check these.
  it('has Bangla for every test card label and every brand with words in it', () => {
    const texts = TEST_CARDS.flatMap((card) => [card.label, ...(card.brand.includes('(') ? [card.brand] : [])]);
    expect(texts.filter((text) => !hasBangla(text))).toEqual([]);
  });

  it('has Bangla for the amount limits the schema answers', () => {
    const messages = [PAYMENT_RULES.minAmount - 1, PAYMENT_RULES.maxAmount + 1, 1.5, Number.NaN].map(
      (amount) => amountSchema.safeParse(amount).error?.issues[0]?.message ?? '',
    );
    expect(messages.filter((message) => !hasBangla(message))).toEqual([]);
  });
});
