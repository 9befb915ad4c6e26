import { MESSAGES } from '@grant/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SignedInUser, signedInUser } from '../../../test/factories';
import { requestBody } from '../../../test/request-factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import type { RequestLimits } from '../../config';
import { donationRequests } from '../../db/schema/index';

const MINUTE = 60_000;
const create = (t: TestApp, who: SignedInUser) =>
  t.app.inject({ method: 'POST', url: '/api/request', headers: who.headers, payload: requestBody() });
const openOf = async (t: TestApp, who: SignedInUser) =>
  (await t.db.select().from(donationRequests).where(eq(donationRequests.requesterId, who.user.id))).filter((r) =>
    ['pending', 'inprogress'].includes(r.status),
  ).length;

async function appWith(limits: Omit<RequestLimits, 'windowMs'>) {
  return createTestApp({ requestLimits: { windowMs: MINUTE, ...limits } });
}

describe('open requests per account', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await appWith({ perWindow: { donor: 1000, staff: 1000 }, open: { donor: 3, staff: 6 } });
  });
  afterAll(() => t.close());

  it('refuses a donor one more than the cap with 409 and a message; a finished or deleted one makes room again', async () => {
    const donor = await signedInUser(t);
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) {
      const res = await create(t, donor);
      expect(res.statusCode, res.body).toBe(201);
      ids.push(res.json().insertedId);
    }
    const refused = await create(t, donor);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ statusCode: 409, error: 'Conflict', message: MESSAGES.tooManyOpenRequests });

    // Done and canceled requests are not open.
    await t.db
      .update(donationRequests)
      .set({ status: 'done' })
      .where(eq(donationRequests.id, ids[0] ?? ''));
    expect((await create(t, donor)).statusCode).toBe(201);
    expect((await create(t, donor)).statusCode).toBe(409);
    const deleted = await t.app.inject({ method: 'DELETE', url: `/api/delete/${ids[1]}`, headers: donor.headers });
    expect(deleted.statusCode).toBe(200);
    expect((await create(t, donor)).statusCode).toBe(201);
    expect(await openOf(t, donor)).toBe(3);
  });

  it('counts each account apart, and gives volunteers and admins a higher cap', async () => {
    const [donor, volunteer] = [await signedInUser(t), await signedInUser(t, { role: 'volunteer' })];
    for (let i = 0; i < 3; i++) expect((await create(t, donor)).statusCode).toBe(201);
    for (let i = 0; i < 6; i++) expect((await create(t, volunteer)).statusCode).toBe(201);
    expect((await create(t, volunteer)).statusCode).toBe(409);
    expect((await create(t, donor)).statusCode).toBe(409);
  });

  it('lets no two parallel creations pass the cap together (it is counted in the inserting transaction)', async () => {
    const donor = await signedInUser(t);
    expect((await create(t, donor)).statusCode).toBe(201);
    expect((await create(t, donor)).statusCode).toBe(201);
    // One place left: of many parallel creations exactly one gets it.
    const answers = await Promise.all(Array.from({ length: 8 }, () => create(t, donor)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409, 409, 409, 409, 409, 409, 409]);
    expect(await openOf(t, donor)).toBe(3);
  });
});

describe('request creation rate per account', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await appWith({ perWindow: { donor: 3, staff: 6 }, open: { donor: 1000, staff: 1000 } });
  });
  afterAll(() => t.close());

  it('answers 429 with Retry-After and a message past the limit, for that account only', async () => {
    const [donor, other] = [await signedInUser(t), await signedInUser(t)];
    for (let i = 0; i < 3; i++) expect((await create(t, donor)).statusCode).toBe(201);
    const refused = await create(t, donor);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(refused.json()).toEqual({ statusCode: 429, error: 'Too Many Requests', message: MESSAGES.tooManyRequestsCreated });
    // The same address, another account: its own count.
    expect((await create(t, other)).statusCode).toBe(201);
  });

  it('gives volunteers and admins a higher limit', async () => {
    const admin = await signedInUser(t, { role: 'admin' });
    for (let i = 0; i < 6; i++) expect((await create(t, admin)).statusCode).toBe(201);
    expect((await create(t, admin)).statusCode).toBe(429);
  });

  it('does not count a refused body: a form fixed after a mistake still goes through', async () => {
    const donor = await signedInUser(t);
    for (let i = 0; i < 5; i++) {
      const invalid = await t.app.inject({ method: 'POST', url: '/api/request', headers: donor.headers, payload: { blood: 'Z' } });
      expect(invalid.statusCode).toBe(400);
    }
    expect((await create(t, donor)).statusCode).toBe(201);
  });
});
