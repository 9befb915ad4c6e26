import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';

const STRIPE = {
  STRIPE_SECRET_KEY: 'sk_test_abc123',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_abc123',
  STRIPE_WEBHOOK_SECRET: 'whsec_abc123',
};

describe('payment provider configuration', () => {
  it('is the offline test provider by default', () => {
    expect(loadConfig({}).payments).toEqual({ provider: 'test' });
  });

  it('is Stripe when its keys and webhook secret are set', () => {
    expect(loadConfig(STRIPE).payments).toEqual({
      provider: 'stripe',
      secretKey: 'sk_test_abc123',
      publishableKey: 'pk_test_abc123',
      webhookSecret: 'whsec_abc123',
    });
  });

  it.each([
    ['a secret key alone', { STRIPE_SECRET_KEY: STRIPE.STRIPE_SECRET_KEY }, 'set together'],
    ['a publishable key alone', { STRIPE_PUBLISHABLE_KEY: STRIPE.STRIPE_PUBLISHABLE_KEY }, 'set together'],
    ['a webhook secret alone', { STRIPE_WEBHOOK_SECRET: STRIPE.STRIPE_WEBHOOK_SECRET }, 'set together'],
    ['keys without the webhook secret', { ...STRIPE, STRIPE_WEBHOOK_SECRET: undefined }, 'STRIPE_WEBHOOK_SECRET'],
    ['a test secret key with a live publishable key', { ...STRIPE, STRIPE_PUBLISHABLE_KEY: 'pk_live_abc' }, 'same mode'],
    ['a publishable key where the secret key goes', { ...STRIPE, STRIPE_SECRET_KEY: 'pk_test_abc' }, 'secret key'],
    ['a webhook secret of the wrong form', { ...STRIPE, STRIPE_WEBHOOK_SECRET: 'secret' }, 'whsec_'],
  ])('refuses to start with %s', (_name, env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });
});
