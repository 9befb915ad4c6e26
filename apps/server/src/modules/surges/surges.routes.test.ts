import { BLOOD_GROUPS, type CreateRequestInput } from '@grant/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { alertWorker, fakeChannels, insertDonors } from '../../../test/alert-fakes';
import { type SignedInUser, signedInUser } from '../../../test/factories';
import { createRequest, requestBody } from '../../../test/request-factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { auditLog, donationRequests, notifications, surges } from '../../db/schema/index';

const THRESHOLD = 3;
let t: TestApp;
let admin: SignedInUser;
beforeAll(async () => {
  t = await createTestApp({ surgeAutoThreshold: THRESHOLD });
  admin = await signedInUser(t, { role: 'admin' });
});
afterAll(() => t.close());

const MINUTE = 60_000;
const post = (viewer: SignedInUser | undefined, url: string, payload?: object) =>
  t.app.inject({ method: 'POST', url, headers: viewer?.headers, ...(payload ? { payload } : {}) });
const liveSurges = async () => (await t.app.inject({ method: 'GET', url: '/api/surges' })).json();

async function postRequest(requester: SignedInUser, body: Partial<CreateRequestInput>): Promise<string> {
  const res = await t.app.inject({ method: 'POST', url: '/api/request', headers: requester.headers, payload: requestBody(body) });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().insertedId;
}

describe('dengue surges (issue 48)', () => {
  it('only admins start and end one (403 for donors and volunteers); both are in the audit log; everyone sees the live ones', async () => {
    const donor = await signedInUser(t);
    const volunteer = await signedInUser(t, { role: 'volunteer' });
    expect((await post(donor, '/api/surges', { district: 'Dhaka', hours: 6 })).statusCode).toBe(403);
    expect((await post(volunteer, '/api/surges', { district: 'Dhaka', hours: 6 })).statusCode).toBe(403);
    expect((await post(undefined, '/api/surges', { district: 'Dhaka', hours: 6 })).statusCode).toBe(401);
    const bad = await post(admin, '/api/surges', { district: 'Dhaka', hours: 0 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('Enter how many hours the surge lasts');

    // An open platelet request in Dhaka: its group is what the banner asks for.
    const requester = await signedInUser(t, { division: 'Dhaka', district: 'Dhaka', blood: 'AB+' });
    await postRequest(requester, { division: 'Dhaka', district: 'Dhaka', blood: 'B-', component: 'platelets' });
    await postRequest(requester, { division: 'Dhaka', district: 'Dhaka', blood: 'O+', component: 'whole_blood' });

    const started = await post(admin, '/api/surges', { district: 'Dhaka', hours: 6 });
    expect(started.statusCode, started.body).toBe(201);
    const surge = started.json();
    expect(surge).toMatchObject({ district: 'Dhaka', automatic: false, groups: ['B-'] });
    expect(Date.parse(surge.endsAt) - Date.parse(surge.startedAt)).toBe(6 * 60 * MINUTE);
    expect((await post(admin, '/api/surges', { district: 'Dhaka', hours: 2 })).statusCode).toBe(409);
    expect(await liveSurges()).toEqual([surge]);

    expect((await post(donor, `/api/surges/${surge._id}/end`)).statusCode).toBe(403);
    expect((await post(volunteer, `/api/surges/${surge._id}/end`)).statusCode).toBe(403);
    const ended = await post(admin, `/api/surges/${surge._id}/end`);
    expect(ended.statusCode, ended.body).toBe(200);
    expect(await liveSurges()).toEqual([]);
    const again = await post(admin, `/api/surges/${surge._id}/end`);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This surge has already ended.');
    expect((await post(admin, '/api/surges/00000000-0000-4000-8000-000000000000/end')).statusCode).toBe(404);

    const entries = await t.db.select().from(auditLog).where(eq(auditLog.targetId, surge._id));
    expect(entries.map((e) => [e.action, e.actorId, e.targetType, e.targetLabel]).sort()).toEqual([
      ['surge.end', admin.user.id, 'surge', 'Dhaka'],
      ['surge.start', admin.user.id, 'surge', 'Dhaka'],
    ]);
  });

  it('starts by itself when a district’s platelet requests of the day reach the threshold, once', async () => {
    const place = { division: 'Khulna', district: 'Jashore' };
    const requester = await signedInUser(t, { ...place, role: 'volunteer', blood: 'AB+' });
    const worker = alertWorker(t, fakeChannels());
    const jashore = () => t.db.select().from(surges).where(eq(surges.district, 'Jashore'));
    // Whole blood does not count; an old platelet request does not either.
    await postRequest(requester, { ...place, blood: 'A+' });
    const old = await postRequest(requester, { ...place, blood: 'A+', component: 'platelets' });
    await t.db
      .update(donationRequests)
      .set({ createdAt: new Date(Date.now() - 25 * 60 * MINUTE) })
      .where(eq(donationRequests.id, old));
    for (let i = 1; i < THRESHOLD; i++) await postRequest(requester, { ...place, blood: 'A+', component: 'apheresis_platelets' });
    await worker.drain();
    expect(await jashore()).toEqual([]);

    await postRequest(requester, { ...place, blood: 'O+', component: 'platelets' });
    await postRequest(requester, { ...place, blood: 'B+', component: 'platelets' });
    await worker.drain();
    const rows = await jashore();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.startedBy).toBeNull();
    expect((await liveSurges()).find((s: { district: string }) => s.district === 'Jashore')).toMatchObject({
      automatic: true,
      groups: BLOOD_GROUPS.filter((group) => ['O+', 'A+', 'B+'].includes(group)),
    });
  });

  it('lifts the weekly cap of platelet requests it covers, and halves their waits', async () => {
    const requester = await signedInUser(t, { division: 'Rajshahi', district: 'Rajshahi', role: 'volunteer', blood: 'AB+' });
    const alertedThrice = async (place: { division: string; district: string }) => {
      const [donor] = await insertDonors(t, 1, { ...place, blood: 'O+' });
      for (let i = 0; i < 3; i++) {
        const other = await createRequest(t, requester.user, place);
        await t.db.insert(notifications).values({ userId: donor?.id ?? '', requestId: other.id });
      }
      return donor?.id ?? '';
    };
    const inSurge = { division: 'Rajshahi', district: 'Rajshahi' };
    const noSurge = { division: 'Sylhet', district: 'Moulvibazar' };
    const covered = await alertedThrice(inSurge);
    const capped = await alertedThrice(noSurge);
    expect((await post(admin, '/api/surges', { district: 'Rajshahi', hours: 12 })).statusCode).toBe(201);
    const worker = alertWorker(t, fakeChannels());
    const waveOf = async (place: typeof inSurge, component: CreateRequestInput['component']) => {
      const id = await postRequest(requester, { ...place, blood: 'O+', component });
      await worker.drain();
      const told = await t.db.select({ userId: notifications.userId }).from(notifications).where(eq(notifications.requestId, id));
      const [row] = await t.db.select({ at: donationRequests.nextWaveAt }).from(donationRequests).where(eq(donationRequests.id, id));
      return { told: told.map((r) => r.userId), waitMs: (row?.at?.getTime() ?? 0) - Date.now() };
    };
    const platelets = await waveOf(inSurge, 'platelets');
    expect(platelets.told).toContain(covered);
    // Normal urgency waits 60 minutes; in a surge 30.
    expect(platelets.waitMs).toBeLessThanOrEqual(30 * MINUTE);
    expect(platelets.waitMs).toBeGreaterThan(29 * MINUTE);
    // Whole blood in the same district, and platelets where no surge is on: the cap holds, the wait is an hour.
    expect((await waveOf(inSurge, 'whole_blood')).told).not.toContain(covered);
    const elsewhere = await waveOf(noSurge, 'platelets');
    expect(elsewhere.told).not.toContain(capped);
  });
});
