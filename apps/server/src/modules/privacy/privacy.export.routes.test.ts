import { PRIVACY_TEXTS } from '@grant/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, images, login, multipart, PASSWORD, registerFields, signedInUser } from '../../../test/factories';
import { payBody } from '../../../test/payment-factories';
import { createRequest, requestBody } from '../../../test/request-factories';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const api = (method: 'GET' | 'POST' | 'PATCH', url: string, token: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

/** Moves the session's sign-in (and any proof since) back past the ten minutes. */
const ageSession = (userId: string) =>
  t.db.execute(sql`update sessions set created_at = now() - interval '11 minutes', reauthenticated_at = null where user_id = ${userId}`);

describe('GET /api/auth/account/export', () => {
  it('holds each thing kept about the person, no secret, and nothing about anyone else', async () => {
    const person = await signedInUser(t, { name: 'Nasrin Exporter', blood: 'A+' });
    const other = await signedInUser(t, { name: 'Someone Else Entirely', blood: 'B+' });
    const admin = await signedInUser(t, { role: 'admin' });
    expect((await api('PATCH', '/api/donors/me', person.token, { phone: '01911-222333', phoneToRequesters: true })).statusCode).toBe(200);
    expect((await api('POST', '/api/request', person.token, requestBody({ recipientName: 'My Father' }))).statusCode).toBe(201);
    const theirs = await createRequest(t, other.user, { blood: 'A+', bags: 2 });
    expect((await api('PATCH', `/api/request/${theirs.id}`, person.token)).statusCode).toBe(200);
    await t.db.execute(sql`insert into notifications (user_id, request_id) values (${person.user.id}, ${theirs.id})`);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/payments', headers: bearer(person.token), payload: payBody(500) })).statusCode,
    ).toBe(201);
    expect(
      (
        await api('POST', '/api/blogs', person.token, {
          title: 'Giving blood',
          content: 'Easy.',
          imageUrl: `/uploads/${crypto.randomUUID()}.webp`,
        })
      ).statusCode,
    ).toBe(201);
    expect((await api('PATCH', `/api/block/${person.user.id}`, admin.token)).statusCode).toBe(200);
    expect((await api('PATCH', `/api/active/${person.user.id}`, admin.token)).statusCode).toBe(200);
    const { token } = await login(t.app, person.user.email);

    const res = await api('GET', '/api/auth/account/export', token);

    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="grant-my-data-\d{4}-\d{2}-\d{2}\.json"$/);
    const data = res.json();
    expect(data.account).toMatchObject({
      email: person.user.email,
      name: 'Nasrin Exporter',
      phone: '01911-222333',
      phoneToRequesters: true,
    });
    expect(data.requestsMade).toEqual([expect.objectContaining({ recipientName: 'My Father' })]);
    expect(data.pledges).toEqual([expect.objectContaining({ requestId: theirs.id, blood: 'A+' })]);
    expect(data.notifications).toEqual([expect.objectContaining({ requestId: theirs.id })]);
    expect(data.payments).toEqual([expect.objectContaining({ amountMinor: 50_000, status: 'succeeded' })]);
    expect(data.blogPosts).toEqual([expect.objectContaining({ title: 'Giving blood' })]);
    expect(data.sessions.length).toBeGreaterThan(0);
    expect(data.consents.changes).toEqual([expect.objectContaining({ purpose: 'phoneToRequesters', granted: true })]);
    expect(data.consents.current).toContainEqual(expect.objectContaining({ purpose: 'phoneToRequesters', granted: true }));
    expect(data.auditEntries.map((entry: { action: string }) => entry.action)).toEqual(['user.block', 'user.activate']);

    const text = res.body;
    for (const foreign of [other.user.email, 'Someone Else Entirely', admin.user.email]) expect(text).not.toContain(foreign);
    for (const secret of ['passwordHash', 'password_hash', 'tokenHash', 'token_hash', 'p256dh', 'secret', token])
      expect(text).not.toContain(secret);
  });

  it('asks for the password again when the sign-in is older than ten minutes, then allows it for ten', async () => {
    const person = await signedInUser(t);
    await ageSession(person.user.id);
    const refused = await api('GET', '/api/auth/account/export', person.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(PRIVACY_TEXTS.reauthenticateFirst);

    const wrong = await api('POST', '/api/auth/reauthenticate', person.token, { password: 'NotMine12' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(PRIVACY_TEXTS.wrongPassword);
    expect((await api('GET', '/api/auth/account/export', person.token)).statusCode).toBe(403);

    expect((await api('POST', '/api/auth/reauthenticate', person.token, { password: PASSWORD })).statusCode).toBe(204);
    expect((await api('GET', '/api/auth/account/export', person.token)).statusCode).toBe(200);
  });

  it('is refused without a session', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/account/export' })).statusCode).toBe(401);
  });
});

describe('password checks before a download or a deletion', () => {
  // An app of its own, made in a hook: making one took over the 30 s a test may take on a slow
  // 2-core machine (CI, 29 Nov), and hooks have 60 s, as every other file's app has.
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({ loginRateLimit: { max: 2, windowMs: 60_000 } });
  });
  afterAll(() => limited.close());

  it('are counted per account: a renewed token does not start a new count', async () => {
    const person = await signedInUser(limited);
    const other = await login(limited.app, person.user.email);
    const wrong = (token: string) =>
      limited.app.inject({ method: 'POST', url: '/api/auth/reauthenticate', headers: bearer(token), payload: { password: 'NotMine12' } });
    expect((await wrong(person.token)).statusCode).toBe(400);
    expect((await wrong(person.token)).statusCode).toBe(400);
    expect((await wrong(other.token)).statusCode).toBe(429);
  });
});

describe('consents', () => {
  it('lists each choice with the time it was last made, registration first, each change recorded', async () => {
    const person = await signedInUser(t);
    const before = await api('GET', '/api/auth/account/consents', person.token);
    expect(before.statusCode).toBe(200);
    const created = before.json().find((c: { purpose: string }) => c.purpose === 'phoneToRequesters');
    expect(created).toMatchObject({ granted: false });

    await api('PATCH', '/api/donors/me', person.token, { phoneToRequesters: true });
    await api('PATCH', '/api/donors/me/alerts', person.token, { channels: { sms: false } });
    const after = (await api('GET', '/api/auth/account/consents', person.token)).json() as {
      purpose: string;
      granted: boolean;
      since: string;
    }[];
    const phone = after.find((c) => c.purpose === 'phoneToRequesters');
    expect(phone?.granted).toBe(true);
    expect(Date.parse(phone?.since ?? '')).toBeGreaterThan(Date.parse(created.since));
    expect(after.find((c) => c.purpose === 'alertSms')?.granted).toBe(false);
    const records = await t.db.execute(
      sql`select purpose, granted from consent_records where user_id = ${person.user.id} order by recorded_at`,
    );
    expect((records as unknown as { rows: unknown[] }).rows).toEqual([
      { purpose: 'phoneToRequesters', granted: true },
      { purpose: 'alertSms', granted: false },
    ]);
  });

  it('registration lists a person as a donor only when they tick it', async () => {
    const register = async (fields: Record<string, string>) => {
      const form = await multipart(registerFields(fields), { image: await images.png() });
      const res = await t.app.inject({ method: 'POST', url: '/api/auth/register', headers: form.headers, payload: form.payload });
      const consents = (await api('GET', '/api/auth/account/consents', res.json().token)).json() as { purpose: string; granted: boolean }[];
      return consents.find((c) => c.purpose === 'donorListing')?.granted;
    };
    expect(await register({})).toBe(false);
    expect(await register({ listedAsDonor: 'true' })).toBe(true);
  });
});
