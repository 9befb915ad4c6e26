import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { signedInUser } from '../../../test/factories';
import { type LocalHttpService, startLocalHttpService } from '../../../test/local-http-service';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { outboxMessages } from '../../db/schema/index';
import { createTwilioProvider, SmsProviderError } from './twilio-provider';

/**
 * The Twilio adapter against a local stand-in that checks Twilio's documented Messages API request
 * (https://www.twilio.com/docs/messaging/api/message-resource#create-a-message-resource): POST
 * /2010-04-01/Accounts/{AccountSid}/Messages.json, HTTP Basic auth (account SID, auth token),
 * form-encoded To, From (or MessagingServiceSid) and Body; it answers as Twilio does, 201 or an error
 * body { code, message, more_info, status }.
 */
const SID = `AC${'0123456789abcdef'.repeat(2)}`;
const TOKEN = 'twilio-auth-token';
let twilio: LocalHttpService;
let t: TestApp;

const twilioError = (status: number, code: number, message: string) => (reply: import('node:http').ServerResponse) =>
  reply
    .writeHead(status, { 'content-type': 'application/json' })
    .end(JSON.stringify({ code, message, more_info: `https://www.twilio.com/docs/errors/${code}`, status }));

beforeAll(async () => {
  twilio = await startLocalHttpService();
  t = await createTestApp({
    sms: { provider: 'twilio', accountSid: SID, authToken: TOKEN, from: '+15005550006', apiUrl: twilio.url, timeoutMs: 500 },
  });
});
afterAll(async () => {
  await t?.close();
  await twilio?.close();
});
beforeEach(() => {
  twilio.calls.length = 0;
  // Twilio's answer: the message resource, queued.
  twilio.answerWith((call, reply) => {
    const expectedAuth = `Basic ${Buffer.from(`${SID}:${TOKEN}`).toString('base64')}`;
    if (call.headers.authorization !== expectedAuth) return twilioError(401, 20003, 'Authenticate')(reply);
    if (call.method !== 'POST' || call.path !== `/2010-04-01/Accounts/${SID}/Messages.json`)
      return twilioError(404, 20404, 'Not found')(reply);
    const form = new URLSearchParams(call.body.toString('utf8'));
    if (!form.get('To') || !form.get('Body') || !(form.get('From') || form.get('MessagingServiceSid'))) {
      return twilioError(400, 21604, "A 'To' phone number is required.")(reply);
    }
    reply
      .writeHead(201, { 'content-type': 'application/json' })
      .end(JSON.stringify({ sid: `SM${'1'.repeat(32)}`, status: 'queued', to: form.get('To'), body: form.get('Body') }));
  });
});

describe('SMS through Twilio (TWILIO_* set)', () => {
  it("posts Twilio's documented form, with Basic auth, and keeps nothing in the outbox", async () => {
    expect(t.services.sms.kind).toBe('twilio');
    await t.services.sms.send({ to: '+8801712345678', text: 'রক্ত প্রয়োজন: A+ in Gazipur https://grant.example/details/1' });

    expect(twilio.calls).toHaveLength(1);
    const [call] = twilio.calls;
    expect(call?.method).toBe('POST');
    expect(call?.path).toBe(`/2010-04-01/Accounts/${SID}/Messages.json`);
    expect(call?.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(call?.headers.authorization).toBe(`Basic ${Buffer.from(`${SID}:${TOKEN}`).toString('base64')}`);
    expect(Object.fromEntries(new URLSearchParams(call?.body.toString('utf8')))).toEqual({
      To: '+8801712345678',
      From: '+15005550006',
      Body: 'রক্ত প্রয়োজন: A+ in Gazipur https://grant.example/details/1',
    });
    expect(await t.db.select().from(outboxMessages)).toHaveLength(0);
  });

  it('sends the phone code through Twilio, in the person’s language', async () => {
    const ana = await signedInUser(t);
    await t.app.inject({ method: 'PATCH', url: '/api/donors/me/alerts', headers: ana.headers, payload: { language: 'bn' } });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/donors/me/phone',
      headers: ana.headers,
      payload: { phone: '01812-345678' },
    });
    expect(res.statusCode, res.body).toBe(202);
    const form = new URLSearchParams(twilio.calls[0]?.body.toString('utf8'));
    expect(form.get('To')).toBe('+8801812345678');
    expect(form.get('Body')).toMatch(/^Grant: এই ফোন নম্বর যাচাইয়ের কোড \d{6}।/);
  });

  it.each([
    [400, 21211, "The 'To' number +8801700000000 is not a valid phone number.", false],
    [401, 20003, 'Authenticate', false],
    [429, 20429, 'Too Many Requests', true],
    [500, 20500, 'Internal Server Error', true],
  ])('turns a %i answer (Twilio error %i) into an SmsProviderError', async (status, code, message, retryable) => {
    twilio.answerWith((_call, reply) => twilioError(status, code, message)(reply));
    const error = await t.services.sms.send({ to: '+8801700000000', text: 'x' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SmsProviderError);
    expect(error).toMatchObject({ status, code, retryable });
    expect((error as Error).message).toContain(message);
  });

  it('counts no answer in time as a failure worth retrying, and answers the person 503 with a message', async () => {
    twilio.answerWith((_call, reply) => setTimeout(() => reply.writeHead(201).end(), 2_000));
    const error = await t.services.sms.send({ to: '+8801700000000', text: 'x' }).catch((e: unknown) => e);
    expect(error).toMatchObject({ name: 'SmsProviderError', retryable: true });

    const ana = await signedInUser(t);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/donors/me/phone',
      headers: ana.headers,
      payload: { phone: '01912345678' },
    });
    expect(res.statusCode).toBe(503);
    expect(res.json().message).toBe('The code could not be sent just now. Please try again in a moment.');
  });

  it('sends as a messaging service when TWILIO_FROM is one (MG…)', async () => {
    const service = `MG${'a'.repeat(32)}`;
    const provider = createTwilioProvider({
      provider: 'twilio',
      accountSid: SID,
      authToken: TOKEN,
      from: service,
      apiUrl: twilio.url,
      timeoutMs: 500,
    });
    await provider.send({ to: '+8801312345678', text: 'hello' });
    const form = Object.fromEntries(new URLSearchParams(twilio.calls[0]?.body.toString('utf8')));
    expect(form).toEqual({ To: '+8801312345678', MessagingServiceSid: service, Body: 'hello' });
  });

  it('refuses to send to a number that is not in E.164 form (a mistake in the calling code)', async () => {
    await expect(t.services.sms.send({ to: '01712345678', text: 'x' })).rejects.toThrow(/E\.164/);
    expect(twilio.calls).toHaveLength(0);
  });
});
