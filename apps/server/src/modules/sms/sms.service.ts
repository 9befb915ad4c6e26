import type { SmsMessage, SmsProvider } from './sms-provider';

const E164 = /^\+[1-9]\d{7,14}$/;

/** SMS to people (alerts, phone codes): through the configured provider, or kept in the outbox. */
export function createSmsService(deps: { provider: SmsProvider }) {
  return {
    kind: deps.provider.kind,
    /** Throws SmsProviderError when the provider refused it (see `retryable`). */
    async send(message: SmsMessage): Promise<void> {
      // Callers pass stored numbers (+8801XXXXXXXXX); anything else is a mistake in the code, not the person's.
      if (!E164.test(message.to)) throw new Error(`an SMS needs an E.164 number, not ${JSON.stringify(message.to)}`);
      await deps.provider.send(message);
    },
  };
}

export type SmsService = ReturnType<typeof createSmsService>;
