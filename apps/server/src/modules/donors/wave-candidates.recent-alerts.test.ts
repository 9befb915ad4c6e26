import { compatibleDonorGroups } from '@grant/shared';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertDonors } from '../../../test/alert-fakes';
import { createRequest } from '../../../test/request-factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { donationRequests, notifications, RECENT_ALERTS_KEPT, users } from '../../db/schema/index';
import { createWaveCandidatesRepository, type WaveCandidateQuery } from './wave-candidates.repository';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const DAY = 86_400_000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY);

const recentAlertsOf = async (id: string) =>
  ((await t.db.select({ times: users.recentAlerts }).from(users).where(eq(users.id, id)))[0]?.times ?? []).map((time) => time.getTime());

/** A donor (or requester) of their own in `place`. */
async function person(place: Parameters<typeof insertDonors>[2]) {
  const [row] = await insertDonors(t, 1, place);
  if (!row) throw new Error('no user made');
  return row;
}

/** One request per time, each alerting `donorId` at that time; answers the requests' ids. */
async function alert(donorId: string, times: Date[]) {
  const requester = await person({ division: 'Sylhet', district: 'Sylhet', blood: 'O+' });
  const ids: string[] = [];
  for (const createdAt of times) {
    const request = await createRequest(t, requester);
    await t.db.insert(notifications).values({ userId: donorId, requestId: request.id, createdAt });
    ids.push(request.id);
  }
  return ids;
}

// users.recent_alerts is kept by triggers on notifications (migration 0009, decision 0036); the
// alert waves rank and cap donors by it, so it must follow every insert, delete and truncate.
describe('a donor’s recent alert times', () => {
  it('follow inserts, newest first, whatever order they come in, keeping the newest RECENT_ALERTS_KEPT', async () => {
    const donor = await person({ division: 'Sylhet', district: 'Sylhet', blood: 'A+' });
    const times = [3, 1, 9, 2, ...Array.from({ length: RECENT_ALERTS_KEPT }, (_, i) => 20 + i)].map(daysAgo);
    await alert(donor.id, times);
    const newest = times.map((time) => time.getTime()).sort((a, b) => b - a);
    expect(await recentAlertsOf(donor.id)).toEqual(newest.slice(0, RECENT_ALERTS_KEPT));
  });

  it('take in several times of one donor from one statement, among the times kept before (migration 0028)', async () => {
    const donor = await person({ division: 'Sylhet', district: 'Sylhet', blood: 'O-' });
    const before = [daysAgo(2), daysAgo(6)];
    await alert(donor.id, before);
    const requester = await person({ division: 'Sylhet', district: 'Sylhet', blood: 'O+' });
    const [first, second] = [await createRequest(t, requester), await createRequest(t, requester)];
    const added = [daysAgo(4), daysAgo(1)];
    await t.db.insert(notifications).values([
      { userId: donor.id, requestId: first.id, createdAt: added[0] },
      { userId: donor.id, requestId: second.id, createdAt: added[1] },
    ]);
    const newestFirst = [...before, ...added].map((time) => time.getTime()).sort((a, b) => b - a);
    expect(await recentAlertsOf(donor.id)).toEqual(newestFirst);
  });

  it('take in a bulk insert (over 1,000 rows, grouped per donor) as they take in a wave', async () => {
    const donors = await insertDonors(t, 40, { division: 'Sylhet', district: 'Sylhet', blood: 'B-' });
    const requester = await person({ division: 'Sylhet', district: 'Sylhet', blood: 'O+' });
    const requests: Awaited<ReturnType<typeof createRequest>>[] = [];
    for (let i = 0; i < 26; i++) requests.push(await createRequest(t, requester));
    const [first] = donors;
    const before = [daysAgo(0.5)];
    await alert(first?.id ?? '', before);
    const now = Date.now();
    const timeOf = (d: number, r: number) => new Date(now - (((d * 7 + r * 3) % 50) + 1) * DAY);
    const rows = donors.flatMap((donor, d) =>
      requests.map((request, r) => ({ userId: donor.id, requestId: request.id, createdAt: timeOf(d, r) })),
    );
    expect(rows.length).toBeGreaterThan(1000);
    await t.db.insert(notifications).values(rows);
    for (const [d, donor] of donors.entries()) {
      const times = [...requests.map((_, r) => timeOf(d, r)), ...(d === 0 ? before : [])].map((time) => time.getTime());
      expect(await recentAlertsOf(donor.id)).toEqual(times.sort((a, b) => b - a).slice(0, RECENT_ALERTS_KEPT));
    }
  });

  it('follow deletes (a request deleted takes its alerts with it) and a truncate', async () => {
    const { id } = await person({ division: 'Sylhet', district: 'Sylhet', blood: 'B+' });
    const times = [daysAgo(1), daysAgo(2)];
    const [gone, kept] = await alert(id, times);
    await t.db.delete(donationRequests).where(eq(donationRequests.id, gone ?? ''));
    expect(await recentAlertsOf(id)).toEqual([times[1]?.getTime()]);
    await t.db.delete(notifications).where(eq(notifications.requestId, kept ?? ''));
    expect(await recentAlertsOf(id)).toEqual([]);

    await alert(id, [daysAgo(1)]);
    await t.db.execute(sql`truncate notifications`);
    expect(await recentAlertsOf(id)).toEqual([]);
  });
});

describe('an alert wave’s candidates, from the recent alert times', () => {
  it('leave out those alerted the weekly cap times in 7 days, rank the least alerted first, and count older alerts for nothing', async () => {
    const place = { division: 'Barishal', district: 'Bhola', blood: 'AB-' } as const;
    // Ids in the opposite order of the expected ranking, so that a ranking by id alone cannot pass.
    const idEnding = (n: number) => `00000000-0000-4000-8000-0000000000b${n}`;
    const [capped, twice, once, oldOnly, fresh] = await Promise.all([0, 1, 2, 3, 4].map((n) => person({ ...place, id: idEnding(n) })));
    const week = (n: number) => Array.from({ length: n }, (_, i) => daysAgo(i + 1));
    await alert(capped?.id ?? '', week(3));
    await alert(twice?.id ?? '', [...week(2), daysAgo(8), daysAgo(9), daysAgo(10)]);
    await alert(once?.id ?? '', week(1));
    await alert(oldOnly?.id ?? '', [daysAgo(8), daysAgo(30), daysAgo(31), daysAgo(32)]);
    const requester = await person({ ...place, blood: 'O+' });
    const request = await createRequest(t, requester, { ...place });
    const query = (weeklyCap?: number): WaveCandidateQuery => ({
      match: {
        blood: place.blood,
        compatibleGroups: compatibleDonorGroups(place.blood),
        division: place.division,
        district: place.district,
        reach: 'district',
        lastDonationBy: '2100-01-01',
      },
      requestId: request.id,
      limit: 10,
      weeklyCap,
    });
    const candidates = createWaveCandidatesRepository(t.db);
    // By alerts this week, then by id: the two with none (oldOnly's are all older) in id order.
    const ids = (...donors: (typeof fresh)[]) => donors.map((d) => d?.id ?? '');
    const byId = ids(oldOnly, fresh).sort();
    expect((await candidates.find(query(3))).map((d) => d.id)).toEqual([...byId, ...ids(once, twice)]);
    // A critical request has no cap, and still ranks the least alerted first.
    expect((await candidates.find(query())).map((d) => d.id)).toEqual([...byId, ...ids(once, twice, capped)]);
    // A cap of 2 leaves `twice` out too.
    expect((await candidates.find(query(2))).map((d) => d.id)).toEqual([...byId, ...ids(once)]);
    // Only the ones asked about are touched: another donor's row keeps no alert times.
    const untouched = await t.db
      .select({ times: users.recentAlerts })
      .from(users)
      .where(inArray(users.id, ids(fresh)));
    expect(untouched[0]?.times).toEqual([]);
  });
});
