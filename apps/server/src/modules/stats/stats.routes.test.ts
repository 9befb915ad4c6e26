import type { Stats } from '@grant/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SignedInUser, signedInUser, uniqueEmail } from '../../../test/factories';
import { daysAgo, storedPayment } from '../../../test/payment-factories';
import { createRequest } from '../../../test/request-factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { DEMO_PEOPLE, seedDemoData } from '../../db/seed/demo-data';
import { DEMO_CROWD_SIZE } from '../../db/seed/demo-places';

const getStats = (t: TestApp, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url: '/api/stats', headers });

describe('GET /api/stats on a controlled data set', () => {
  let t: TestApp;
  let admin: SignedInUser;

  /** A user created `days` ago (no password: these people never sign in). */
  const userCreated = async (days: number) => {
    const user = await t.services.repositories.users.insert({ name: 'Someone', email: uniqueEmail('stats'), createdAt: daysAgo(days) });
    if (!user) throw new Error('user not stored');
    return user;
  };

  beforeAll(async () => {
    t = await createTestApp();
    admin = await signedInUser(t, { role: 'admin' }); // a user of today
    const [recent] = [await userCreated(5), await userCreated(5), await userCreated(5)];
    await userCreated(40);
    await userCreated(40);
    await userCreated(100);
    if (!recent) throw new Error('no user');

    // Requests: 4 in the last 30 days, 1 in the 30 before, 2 older.
    for (const days of [10, 10, 10, 10, 45, 90, 90]) await createRequest(t, recent, { createdAt: daysAgo(days) });

    // Funding counts succeeded payments by when they were paid.
    await storedPayment(t, { payer: recent, taka: 500, at: daysAgo(2) });
    await storedPayment(t, { taka: 250, at: daysAgo(20) });
    await storedPayment(t, { taka: 50, createdAt: daysAgo(40), at: daysAgo(10) }); // started long ago, paid recently
    await storedPayment(t, { taka: 1000, at: daysAgo(35) });
    await storedPayment(t, { taka: 200, at: daysAgo(65) });
    await storedPayment(t, { taka: 9999, status: 'failed', at: daysAgo(3) });
    await storedPayment(t, { taka: 400, status: 'pending', at: daysAgo(1) });
  });
  afterAll(() => t.close());

  it('answers the totals, and the last 30 days against the 30 before', async () => {
    const res = await getStats(t, admin.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json<Stats>()).toEqual({
      totalRequests: 7,
      totalUsers: 7,
      totalFunding: 2000,
      changes: {
        requests: { current: 4, previous: 1, difference: 3, percent: 300 },
        users: { current: 4, previous: 2, difference: 2, percent: 100 },
        funding: { current: 800, previous: 1000, difference: -200, percent: -20 },
      },
    });
  });

  it('follows new data: a gift paid now moves the total and the change', async () => {
    await storedPayment(t, { taka: 450 });
    const { totalFunding, changes } = (await getStats(t, admin.headers)).json<Stats>();
    expect(totalFunding).toBe(2450);
    expect(changes.funding).toEqual({ current: 1250, previous: 1000, difference: 250, percent: 25 });
  });

  it('is for admins only', async () => {
    expect((await getStats(t)).statusCode).toBe(401);
    const volunteer = await signedInUser(t, { role: 'volunteer' });
    expect((await getStats(t, volunteer.headers)).statusCode).toBe(403);
  });
});

describe('GET /api/stats on the demo data', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await seedDemoData(t.db, t.services.imageStore, t.app.log);
  });
  afterAll(() => t.close());

  it('reads Total Funding 1,200: demo gifts of 700 in the last 30 days and 500 in the 30 before', async () => {
    const admin = await signedInUser(t, { role: 'admin' });
    const stats = (await getStats(t, admin.headers)).json<Stats>();
    expect(stats.totalFunding).toBe(1200);
    expect(stats.changes.funding).toEqual({ current: 700, previous: 500, difference: 200, percent: 40 });
    expect(stats.totalUsers).toBe(DEMO_PEOPLE.length + DEMO_CROWD_SIZE + 1);
    const donors = DEMO_PEOPLE.filter((p) => (p.role ?? 'donner') === 'donner').length;
    expect(stats.totalRequests).toBe(donors * 2);
  });
});
