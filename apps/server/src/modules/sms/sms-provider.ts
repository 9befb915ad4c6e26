import type { SmsConfig } from '../../config';
import type { OutboxWriter } from '../mail/mailer';
import { createTwilioProvider } from './twilio-provider';

export interface SmsMessage {
  /** E.164: +8801XXXXXXXXX. */
  to: string;
  text: string;
}

/** Sends SMS: through a provider's API when one is configured, otherwise into the outbox admins read. */
export interface SmsProvider {
  readonly kind: 'twilio' | 'outbox';
  send(message: SmsMessage): Promise<void>;
}

export function createOutboxSmsProvider(outbox: OutboxWriter): SmsProvider {
  return {
    kind: 'outbox',
    send: (message) => outbox.insert({ channel: 'sms', to: message.to, subject: '', text: message.text }),
  };
}

export function createSmsProvider(config: SmsConfig, outbox: OutboxWriter): SmsProvider {
  return config.provider === 'twilio' ? createTwilioProvider(config) : createOutboxSmsProvider(outbox);
}
