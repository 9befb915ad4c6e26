import { and, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SignedInUser, signedInUser } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { outboxMessages, phoneVerifications, users } from '../../db/schema/index';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const sendCode = (who: SignedInUser, phone: string) =>
  t.app.inject({ method: 'POST', url: '/api/donors/me/phone', headers: who.headers, payload: { phone } });
const verify = (who: SignedInUser, code: string) =>
  t.app.inject({ method: 'POST', url: '/api/donors/me/phone/verify', headers: who.headers, payload: { code } });

/** The code, as the person reads it in the SMS (kept in the outbox: no SMS provider in tests). */
async function lastSms(to: string) {
  const [sms] = await t.db
    .select()
    .from(outboxMessages)
    .where(and(eq(outboxMessages.channel, 'sms'), eq(outboxMessages.to, to)))
    .orderBy(desc(outboxMessages.createdAt))
    .limit(1);
  return { text: sms?.text ?? '', code: /\b(\d{6})\b/.exec(sms?.text ?? '')?.[1] ?? '' };
}
const wrongCodeFor = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');
const userRow = async (id: string) => (await t.db.select().from(users).where(eq(users.id, id)))[0];

describe('phone verification', () => {
  it('sends a 6-digit code by SMS to the number, and the right code makes it the verified phone', async () => {
    const ana = await signedInUser(t);
    const sent = await sendCode(ana, '01712-345678');
    expect(sent.statusCode, sent.body).toBe(202);
    expect(sent.json()).toEqual({ phone: '+8801712345678', expiresAt: expect.any(String) });
    const minutes = (Date.parse(sent.json().expiresAt) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(9);
    expect(minutes).toBeLessThanOrEqual(10);
    const sms = await lastSms('+8801712345678');
    expect(sms.text).toBe(`Grant: ${sms.code} is your code to verify this phone. It is valid for 10 minutes. Do not share it.`);
    // Kept only as a keyed hash.
    const [row] = await t.db.select().from(phoneVerifications).where(eq(phoneVerifications.userId, ana.user.id));
    expect(row?.codeHash).not.toContain(sms.code);

    const verified = await verify(ana, sms.code);
    expect(verified.statusCode, verified.body).toBe(200);
    expect(verified.json()).toEqual({ phone: '+8801712345678', verified: true });
    expect(await userRow(ana.user.id)).toMatchObject({ phone: '+8801712345678', phoneVerifiedAt: expect.any(Date) });
    // The code is spent.
    expect((await verify(ana, sms.code)).json().message).toBe('No code is waiting for this account. Ask for a new code.');
    const alerts = await t.app.inject({ method: 'GET', url: '/api/donors/me/alerts', headers: ana.headers });
    expect(alerts.json()).toMatchObject({ phone: '+8801712345678', phoneVerified: true });
    // Asking again for the verified number is pointless.
    expect((await sendCode(ana, '+8801712345678')).statusCode).toBe(409);
  });

  it('writes the SMS in the person’s language', async () => {
    const ana = await signedInUser(t);
    await t.db.update(users).set({ language: 'bn' }).where(eq(users.id, ana.user.id));
    expect((await sendCode(ana, '+8801512345670')).statusCode).toBe(202);
    const sms = await lastSms('+8801512345670');
    expect(sms.text).toBe(`Grant: এই ফোন নম্বর যাচাইয়ের কোড ${sms.code}। ১০ মিনিট পর্যন্ত কাজ করবে। কোডটি কাউকে জানাবেন না।`);
  });

  it.each(['01212345678', '0171234567', '+44 7700 900123', '1712345678', ''])(
    'refuses %j: not a Bangladeshi mobile number',
    async (phone) => {
      const ana = await signedInUser(t);
      const res = await sendCode(ana, phone);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/^Enter a Bangladeshi mobile number/);
    },
  );

  it('refuses a wrong code with a message; five wrong codes spend it, even for the right one after', async () => {
    const ana = await signedInUser(t);
    await sendCode(ana, '01812345671');
    const { code } = await lastSms('+8801812345671');
    for (let i = 0; i < 4; i++)
      expect((await verify(ana, wrongCodeFor(code))).json().message).toBe('That code is not right. Check the SMS and try again.');
    expect((await verify(ana, wrongCodeFor(code))).json().message).toBe('Too many wrong codes. Ask for a new code.');
    const late = await verify(ana, code);
    expect(late.statusCode).toBe(400);
    expect(late.json().message).toBe('Too many wrong codes. Ask for a new code.');
    expect((await userRow(ana.user.id))?.phoneVerifiedAt).toBeNull();
    // A new code starts over.
    await sendCode(ana, '01812345671');
    expect((await verify(ana, (await lastSms('+8801812345671')).code)).statusCode).toBe(200);
  });

  it('takes the right code on the fifth try', async () => {
    const ana = await signedInUser(t);
    await sendCode(ana, '01812345672');
    const { code } = await lastSms('+8801812345672');
    for (let i = 0; i < 4; i++) await verify(ana, wrongCodeFor(code));
    expect((await verify(ana, code)).statusCode).toBe(200);
  });

  it('counts parallel guesses against the limit too', async () => {
    const ana = await signedInUser(t);
    await sendCode(ana, '01812345673');
    const { code } = await lastSms('+8801812345673');
    await Promise.all(Array.from({ length: 8 }, () => verify(ana, wrongCodeFor(code))));
    const [row] = await t.db.select().from(phoneVerifications).where(eq(phoneVerifications.userId, ana.user.id));
    expect(row?.attempts).toBe(5);
    expect((await verify(ana, code)).statusCode).toBe(400);
  });

  it('refuses a code after its 10 minutes', async () => {
    const ana = await signedInUser(t);
    await sendCode(ana, '01912345674');
    const { code } = await lastSms('+8801912345674');
    await t.db
      .update(phoneVerifications)
      .set({ expiresAt: sql`${phoneVerifications.expiresAt} - interval '10 minutes'` })
      .where(eq(phoneVerifications.userId, ana.user.id));
    const res = await verify(ana, code);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('This code has expired. Ask for a new code.');
  });

  it('proves only the number the last code went to', async () => {
    const ana = await signedInUser(t);
    await sendCode(ana, '01912345675');
    const first = (await lastSms('+8801912345675')).code;
    await sendCode(ana, '01912345676');
    expect((await verify(ana, first)).statusCode).toBe(400);
    expect((await verify(ana, (await lastSms('+8801912345676')).code)).json()).toEqual({ phone: '+8801912345676', verified: true });
  });

  it('sends 3 codes an hour per person, then 429 with Retry-After; a new hour allows more', async () => {
    const ana = await signedInUser(t);
    for (let i = 0; i < 3; i++) expect((await sendCode(ana, `0161234567${i}`)).statusCode).toBe(202);
    const refused = await sendCode(ana, '01612345679');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe('You have asked for 3 codes within an hour. Please wait a while before asking for another.');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3500);
    expect((await lastSms('+8801612345679')).text).toBe('');
    // Parallel asks cannot pass the limit either.
    const bob = await signedInUser(t);
    const parallel = await Promise.all(Array.from({ length: 6 }, (_, i) => sendCode(bob, `0131234567${i}`)));
    expect(parallel.filter((res) => res.statusCode === 202)).toHaveLength(3);

    await t.db
      .update(phoneVerifications)
      .set({ windowStartedAt: sql`${phoneVerifications.windowStartedAt} - interval '61 minutes'` })
      .where(eq(phoneVerifications.userId, ana.user.id));
    expect((await sendCode(ana, '01612345679')).statusCode).toBe(202);
  });

  it('refuses a code that is not 6 digits', async () => {
    const ana = await signedInUser(t);
    const res = await verify(ana, '12345');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Enter the 6-digit code from the SMS.');
  });
});

describe('changing the phone on the profile (PATCH /api/donors/me)', () => {
  async function verifiedDonor() {
    const ana = await signedInUser(t);
    await t.db.update(users).set({ phone: '+8801711111111', phoneVerifiedAt: new Date() }).where(eq(users.id, ana.user.id));
    return ana;
  }
  const patchPhone = (who: SignedInUser, phone: string | null) =>
    t.app.inject({ method: 'PATCH', url: '/api/donors/me', headers: who.headers, payload: { phone } });

  it('ends the verification when the number changes, or is cleared', async () => {
    const ana = await verifiedDonor();
    expect((await patchPhone(ana, '01822222222')).statusCode).toBe(200);
    expect(await userRow(ana.user.id)).toMatchObject({ phone: '01822222222', phoneVerifiedAt: null });
    const bob = await verifiedDonor();
    await patchPhone(bob, null);
    expect(await userRow(bob.user.id)).toMatchObject({ phone: null, phoneVerifiedAt: null });
  });

  it('keeps it for the same number, however it is written, and for changes that leave the phone alone', async () => {
    const ana = await verifiedDonor();
    await patchPhone(ana, '01711-111111');
    expect(await userRow(ana.user.id)).toMatchObject({ phone: '+8801711111111', phoneVerifiedAt: expect.any(Date) });
    await t.app.inject({ method: 'PATCH', url: '/api/donors/me', headers: ana.headers, payload: { available: false, weightKg: 60 } });
    expect((await userRow(ana.user.id))?.phoneVerifiedAt).toBeInstanceOf(Date);
  });

  it('still takes the phone numbers the profile always took (any country, landlines)', async () => {
    const ana = await signedInUser(t);
    const res = await patchPhone(ana, '+44 7700 900123');
    expect(res.statusCode).toBe(200);
    expect(res.json().phone).toBe('+44 7700 900123');
  });
});
