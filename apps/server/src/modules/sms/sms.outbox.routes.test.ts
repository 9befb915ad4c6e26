import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

describe('SMS without a provider: the outbox', () => {
  it('keeps each SMS in the outbox, which admins read beside the e-mails, by channel', async () => {
    expect(t.services.sms.kind).toBe('outbox');
    const admin = await signedInUser(t, { role: 'admin' });
    await t.services.sms.send({ to: '+8801712345678', text: 'A+ blood needed in Gazipur: https://grant.example/details/1' });
    await t.app.inject({ method: 'POST', url: '/api/auth/password-reset', payload: { email: admin.user.email } });
    await t.services.passwordReset.settled();

    const all = await t.app.inject({ method: 'GET', url: '/api/outbox', headers: admin.headers });
    expect(all.statusCode).toBe(200);
    expect(
      all
        .json()
        .map((m: { channel: string }) => m.channel)
        .sort(),
    ).toEqual(['email', 'sms']);
    const sms = await t.app.inject({ method: 'GET', url: '/api/outbox?channel=sms', headers: admin.headers });
    expect(sms.headers['x-total-count']).toBe('1');
    expect(sms.json()).toEqual([
      {
        _id: expect.any(String),
        channel: 'sms',
        to: '+8801712345678',
        subject: '',
        text: 'A+ blood needed in Gazipur: https://grant.example/details/1',
        createdAt: expect.any(String),
      },
    ]);
    const email = await t.app.inject({ method: 'GET', url: '/api/outbox?channel=email', headers: admin.headers });
    expect(email.json()).toMatchObject([{ channel: 'email', to: admin.user.email }]);
    expect((await t.app.inject({ method: 'GET', url: '/api/outbox?channel=fax', headers: admin.headers })).statusCode).toBe(400);
  });
});
