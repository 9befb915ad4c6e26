import { INSIGHTS_TEXTS, type Insights, todayInDhaka } from '@grant/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SignedInUser, signedInUser } from '../../../test/factories';
import { createRequest } from '../../../test/request-factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { requestPledges } from '../../db/schema/index';

let t: TestApp;
let requester: SignedInUser;
let donor: SignedInUser;
let volunteer: SignedInUser;
beforeAll(async () => {
  t = await createTestApp();
  requester = await signedInUser(t);
  donor = await signedInUser(t);
  volunteer = await signedInUser(t, { role: 'volunteer' });
});
afterAll(() => t.close());

const MINUTE = 60_000;
const HABIGANJ = { division: 'Sylhet', district: 'Habiganj' };

const insights = async (query: string, who: SignedInUser = volunteer) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/insights?${query}`, headers: who.headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Insights;
};

async function pledgeAt(requestId: string, at: Date) {
  await t.db
    .insert(requestPledges)
    .values({ requestId, donorId: donor.user.id, donorName: donor.user.name, donorEmail: donor.user.email, createdAt: at });
}

describe('GET /api/insights', () => {
  it("answers a district's figures from the requests created in the period, and every district's open requests", async () => {
    const now = Date.now();
    // Open, two bags, none found; its first pledge came 30 minutes after it was asked for.
    const waiting = await createRequest(t, requester.user, {
      ...HABIGANJ,
      blood: 'B+',
      bags: 2,
      createdAt: new Date(now - 2 * 60 * MINUTE),
    });
    await pledgeAt(waiting.id, new Date(waiting.createdAt.getTime() + 30 * MINUTE));
    // Done: its pledge after 90 minutes, done after 300.
    const done = await createRequest(t, requester.user, {
      ...HABIGANJ,
      blood: 'O-',
      status: 'done',
      pledgedCount: 1,
      createdAt: new Date(now - 10 * 60 * MINUTE),
      finishedAt: new Date(now - 5 * 60 * MINUTE),
    });
    await pledgeAt(done.id, new Date(done.createdAt.getTime() + 90 * MINUTE));
    // Created 20 days ago: in the last 30 days, not the last 7.
    await createRequest(t, requester.user, {
      ...HABIGANJ,
      blood: 'B+',
      status: 'canceled',
      createdAt: new Date(now - 20 * 24 * 60 * MINUTE),
    });
    // Hidden after reports: never counted.
    await createRequest(t, requester.user, { ...HABIGANJ, blood: 'B+', hiddenAt: new Date() });
    // Elsewhere.
    await createRequest(t, requester.user, { division: 'Dhaka', district: 'Gazipur', blood: 'A+' });

    const week = await insights('days=7&district=Habiganj');
    expect(week.days).toBe(7);
    expect(week.requests).toBe(2);
    expect(week.filled).toBe(1);
    expect(week.medianMinutesToFirstPledge).toBe(60);
    expect(week.medianMinutesToDone).toBe(300);
    expect(week.perDay).toHaveLength(7);
    expect(week.perDay.at(-1)?.day).toBe(todayInDhaka());
    expect(week.perDay.reduce((sum, day) => sum + day.pending + day.inprogress + day.done + day.canceled, 0)).toBe(2);
    expect(week.byBlood.filter((row) => row.requests > 0)).toEqual([
      { blood: 'B+', requests: 1 },
      { blood: 'O-', requests: 1 },
    ]);
    expect(week.byBlood).toHaveLength(8);
    expect(week.byDivision.find((row) => row.division === 'Sylhet')?.requests).toBe(2);
    expect(week.byDivision.filter((row) => row.division !== 'Sylhet').every((row) => row.requests === 0)).toBe(true);
    // The map is every district's open requests now, whatever the filter: the hidden one is not there.
    expect(week.openByDistrict).toEqual(
      expect.arrayContaining([
        { district: 'Habiganj', open: 1 },
        { district: 'Gazipur', open: 1 },
      ]),
    );

    const month = await insights('days=30&division=Sylhet');
    expect([month.requests, month.filled, month.perDay.length]).toEqual([3, 1, 30]);
    expect((await insights('district=Habiganj')).days).toBe(30);
  });

  it('answers a bad period or place with what to fix, and is for active staff', async () => {
    const bad = await t.app.inject({ method: 'GET', url: '/api/insights?days=10', headers: volunteer.headers });
    expect([bad.statusCode, bad.json().message]).toEqual([400, INSIGHTS_TEXTS.chooseRange]);
    const elsewhere = await t.app.inject({
      method: 'GET',
      url: '/api/insights?division=Dhaka&district=Habiganj',
      headers: volunteer.headers,
    });
    expect(elsewhere.statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/insights', headers: donor.headers })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/insights' })).statusCode).toBe(401);
  });

  it('sees a new request at once, though its answers are kept a few seconds', async () => {
    const before = await insights('days=7&district=Sunamganj');
    await createRequest(t, requester.user, { division: 'Sylhet', district: 'Sunamganj' });
    const after = await insights('days=7&district=Sunamganj');
    expect(after.requests).toBe(before.requests + 1);
  });
});
