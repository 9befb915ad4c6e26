import type { CreateRequestInput } from '@grant/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { alertWorker, fakeChannels, insertDonors, waitPasses } from '../../../test/alert-fakes';
import { type SignedInUser, signedInUser } from '../../../test/factories';
import { requestBody } from '../../../test/request-factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { donationRequests, notifications } from '../../db/schema/index';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const MINUTE = 60_000;
const inMinutes = (minutes: number) => new Date(Date.now() + minutes * MINUTE).toISOString();

async function postRequest(requester: SignedInUser, body: Partial<CreateRequestInput>): Promise<string> {
  const res = await t.app.inject({ method: 'POST', url: '/api/request', headers: requester.headers, payload: requestBody(body) });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().insertedId;
}
const wavesOf = async (viewer: SignedInUser, id: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/request/${id}/waves`, headers: viewer.headers })).json();
const notifiedIn = async (id: string) =>
  (
    await t.db.select({ userId: notifications.userId, wave: notifications.wave }).from(notifications).where(eq(notifications.requestId, id))
  ).map((row) => [row.userId, row.wave]);
const waitOf = async (id: string) => {
  const [row] = await t.db.select({ at: donationRequests.nextWaveAt }).from(donationRequests).where(eq(donationRequests.id, id));
  return (row?.at?.getTime() ?? Number.NaN) - Date.now();
};

// Each test has a place far from the others' (its first rings reach only its own donors).
describe('alert waves by distance (decision 0055)', () => {
  it('a critical platelet request in Dhaka: 3 km first, each next wave twice as wide, nearest donors first', async () => {
    const hospital = { lat: 23.7256, lon: 90.3976 }; // Dhaka Medical College Hospital
    const place = { division: 'Dhaka', district: 'Dhaka' };
    const requester = await signedInUser(t, { ...place, blood: 'AB+' });
    // Own points about 2, 5 and 10 km north of the hospital.
    const [near, middle, far] = await Promise.all(
      [0.02, 0.045, 0.09].map(
        async (north) =>
          (await insertDonors(t, 1, { ...place, blood: 'B+', locationLat: hospital.lat + north, locationLon: hospital.lon }))[0],
      ),
    );
    const worker = alertWorker(t, fakeChannels());
    const id = await postRequest(requester, {
      ...place,
      blood: 'B+',
      component: 'platelets',
      urgency: 'critical',
      location: hospital,
      neededBy: inMinutes(24 * 60),
    });
    await worker.drain();
    expect(await notifiedIn(id)).toEqual([[near?.id, 1]]);
    await waitPasses(t, id);
    await worker.drain();
    await waitPasses(t, id);
    await worker.drain();
    expect((await notifiedIn(id)).sort((a, b) => Number(a[1]) - Number(b[1]))).toEqual([
      [near?.id, 1],
      [middle?.id, 2],
      [far?.id, 3],
    ]);
    const { waves } = await wavesOf(requester, id);
    expect(waves.map((w: { reach: string; radiusKm: number | null }) => [w.reach, w.radiusKm])).toEqual([
      ['nearby', 3],
      ['nearby', 6],
      ['nearby', 12],
    ]);
  });

  it('the first ring is no wider than a donor can travel in half the time left, and never under 2 km', async () => {
    const requester = await signedInUser(t, { division: 'Sylhet', district: 'Sylhet', blood: 'AB+' });
    const firstRadius = async (place: { division: string; district: string }, minutes: number) => {
      await insertDonors(t, 1, { ...place, blood: 'O-' });
      const id = await postRequest(requester, { ...place, blood: 'O-', urgency: 'critical', neededBy: inMinutes(minutes) });
      await t.services.alertWaves.sendWave(id, 1);
      return (await wavesOf(requester, id)).waves[0]?.radiusKm;
    };
    // Outside the two cities, 30 km/h: 40 minutes left allow 10 km, more than a critical request's 5.
    expect(await firstRadius({ division: 'Sylhet', district: 'Sylhet' }, 40)).toBe(5);
    // In Dhaka's traffic, 12 km/h: 40 minutes allow 4 km; 10 minutes 1 km, held at 2.
    expect(await firstRadius({ division: 'Dhaka', district: 'Dhaka' }, 40)).toBe(4);
    expect(await firstRadius({ division: 'Chattagram', district: 'Chattogram' }, 10)).toBe(2);
  });

  it('waits less when the deadline is close, so that the last wave goes out well before it', async () => {
    const place = { division: 'Rangpur', district: 'Kurigram' };
    const requester = await signedInUser(t, { ...place, blood: 'AB+' });
    await insertDonors(t, 2, { ...place, blood: 'A+' });
    const worker = alertWorker(t, fakeChannels());
    // Far off: the configured 15 minutes of an urgent request.
    const later = await postRequest(requester, { ...place, blood: 'A+', urgency: 'urgent', neededBy: inMinutes(3 * 24 * 60) });
    await worker.drain();
    expect(await waitOf(later)).toBeGreaterThan(14.5 * MINUTE);
    // An hour left: rings of 10, 20, 40 and 60 km and the division still to come after the first
    // (4 waves), so at most 60 / (2 × 4) = 7.5 minutes.
    const soon = await postRequest(requester, { ...place, blood: 'A+', urgency: 'urgent', neededBy: inMinutes(60) });
    await worker.drain();
    const wait = await waitOf(soon);
    expect(wait).toBeGreaterThan(7 * MINUTE);
    expect(wait).toBeLessThanOrEqual(7.5 * MINUTE);
  });
});
