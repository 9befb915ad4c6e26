import { describe, expect, it } from 'vitest';
import webpush from 'web-push';
import { loadConfig } from './config';

const SID = `AC${'a1'.repeat(16)}`;

describe('loadConfig: alert channels (push and SMS)', () => {
  it('takes a VAPID key pair from VAPID_* and checks its form', () => {
    const keys = webpush.generateVAPIDKeys();
    const config = loadConfig({
      VAPID_PUBLIC_KEY: keys.publicKey,
      VAPID_PRIVATE_KEY: keys.privateKey,
      VAPID_SUBJECT: 'mailto:ops@example.org',
    });
    expect(config.push).toMatchObject({ vapid: keys, subject: 'mailto:ops@example.org' });
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: keys.publicKey })).toThrow(/VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are set together/);
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: keys.privateKey, VAPID_PRIVATE_KEY: keys.privateKey })).toThrow(
      /VAPID_PUBLIC_KEY: must be/,
    );
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: keys.publicKey, VAPID_PRIVATE_KEY: 'not a key' })).toThrow(/VAPID_PRIVATE_KEY/);
    expect(() => loadConfig({ VAPID_SUBJECT: 'http://grant.example.org' })).toThrow(/VAPID_SUBJECT: must be a mailto/);
  });

  it('leaves the keys to DATA_DIR when unset, and names a subject push services accept', () => {
    expect(loadConfig({}).push.vapid).toBeUndefined();
    expect(loadConfig({}).push.subject).toBe('mailto:no-reply@grant.local');
    expect(loadConfig({ MAIL_FROM: 'Blood <ops@grant.example.org>' }).push.subject).toBe('mailto:ops@grant.example.org');
    expect(loadConfig({ PUBLIC_URL: 'https://grant.example.org' }).push.subject).toBe('https://grant.example.org');
  });

  it('keeps SMS in the outbox unless all of TWILIO_* is set', () => {
    expect(loadConfig({}).sms).toEqual({ provider: 'outbox' });
    const config = loadConfig({ TWILIO_ACCOUNT_SID: SID, TWILIO_AUTH_TOKEN: 'token', TWILIO_FROM: '+15005550006' });
    expect(config.sms).toMatchObject({
      provider: 'twilio',
      accountSid: SID,
      authToken: 'token',
      from: '+15005550006',
      apiUrl: 'https://api.twilio.com',
    });
    const local = loadConfig({
      TWILIO_ACCOUNT_SID: SID,
      TWILIO_AUTH_TOKEN: 't',
      TWILIO_FROM: 'Grant',
      TWILIO_API_URL: 'http://127.0.0.1:9/',
    });
    expect(local.sms).toMatchObject({ from: 'Grant', apiUrl: 'http://127.0.0.1:9' });
  });

  it('refuses a partial or malformed Twilio set-up, naming what is missing', () => {
    expect(() => loadConfig({ TWILIO_ACCOUNT_SID: SID })).toThrow(/TWILIO_AUTH_TOKEN and TWILIO_FROM missing/);
    expect(() => loadConfig({ TWILIO_ACCOUNT_SID: 'AC123', TWILIO_AUTH_TOKEN: 't', TWILIO_FROM: '+15005550006' })).toThrow(
      /TWILIO_ACCOUNT_SID: must be a Twilio account SID/,
    );
    expect(() => loadConfig({ TWILIO_ACCOUNT_SID: SID, TWILIO_AUTH_TOKEN: 't', TWILIO_FROM: '01712345678!' })).toThrow(/TWILIO_FROM/);
    expect(() => loadConfig({ TWILIO_API_URL: 'ftp://twilio' })).toThrow(/TWILIO_API_URL/);
  });
});
