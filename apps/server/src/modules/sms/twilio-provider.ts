import type { SmsConfig } from '../../config';
import type { SmsProvider } from './sms-provider';

type TwilioConfig = Extract<SmsConfig, { provider: 'twilio' }>;

/** Twilio refused or failed a message; `retryable` when trying again later may succeed (429, 5xx, no answer). */
export class SmsProviderError extends Error {
  constructor(
    readonly reason: string,
    readonly status: number | undefined,
    /** Twilio's error code (21211: invalid 'To', 21610: the person replied STOP, 20003: wrong credentials...). */
    readonly code: number | undefined,
    readonly retryable: boolean,
  ) {
    super(reason);
    this.name = 'SmsProviderError';
  }
}

/**
 * Twilio's Messages API (POST /2010-04-01/Accounts/{AccountSid}/Messages.json, form-encoded, HTTP
 * Basic auth with the account SID and auth token), called with fetch rather than the `twilio` SDK:
 * one request is all we use, and the SDK is large (decision 0026). A sender starting with MG is a
 * messaging service, which Twilio takes as MessagingServiceSid instead of From.
 */
export function createTwilioProvider(config: TwilioConfig): SmsProvider {
  const url = `${config.apiUrl}/2010-04-01/Accounts/${encodeURIComponent(config.accountSid)}/Messages.json`;
  const authorization = `Basic ${Buffer.from(`${config.accountSid}:${config.authToken}`).toString('base64')}`;
  const sender: Record<string, string> = /^MG[0-9a-fA-F]{32}$/.test(config.from)
    ? { MessagingServiceSid: config.from }
    : { From: config.from };
  return {
    kind: 'twilio',
    async send(message) {
      let answer: Response;
      try {
        answer = await fetch(url, {
          method: 'POST',
          headers: { authorization, 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
          body: new URLSearchParams({ To: message.to, ...sender, Body: message.text }),
          signal: AbortSignal.timeout(config.timeoutMs),
        });
      } catch (error) {
        throw new SmsProviderError(`Twilio could not be reached: ${(error as Error).message}`, undefined, undefined, true);
      }
      if (answer.ok) {
        await answer.arrayBuffer();
        return;
      }
      // Twilio's error body: { code, message, more_info, status }.
      const body = (await answer.json().catch(() => ({}))) as { code?: number; message?: string };
      const retryable = answer.status === 429 || answer.status >= 500;
      throw new SmsProviderError(`Twilio answered ${answer.status}: ${body.message ?? 'no message'}`, answer.status, body.code, retryable);
    },
  };
}
