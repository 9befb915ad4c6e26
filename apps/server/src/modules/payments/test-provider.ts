import { randomBytes } from 'node:crypto';
import type { ChargeRequest, ChargeResult, PaymentProvider } from './payment-provider';
import { checkTestCard } from './test-card-rules';

/**
 * The offline provider (the default): Stripe's test-mode card semantics, answered at once, with no
 * network. The card is checked in memory and dropped; only the outcome leaves this function.
 */
export function createTestProvider(): PaymentProvider {
  return {
    name: 'test',
    testMode: true,
    publishableKey: null,
    takesCardData: true,
    async charge({ card }: ChargeRequest): Promise<ChargeResult> {
      if (!card) throw new Error('The test provider needs the card fields.');
      const reference = `test_pi_${randomBytes(12).toString('hex')}`;
      const outcome = checkTestCard(card);
      if (outcome.result === 'succeeded') return { status: 'succeeded', reference };
      return { status: 'failed', reference, code: outcome.declineCode ?? outcome.code, message: outcome.message };
    },
  };
}
