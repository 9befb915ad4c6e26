import { type CreateRequestInput, distanceKm } from '@grant/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { alertWorker, fakeChannels, insertDonors } from '../../../test/alert-fakes';
import { type SignedInUser, signedInUser } from '../../../test/factories';
import { requestBody } from '../../../test/request-factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { notifications } from '../../db/schema/index';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function postRequest(requester: SignedInUser, body: Partial<CreateRequestInput>): Promise<string> {
  const res = await t.app.inject({ method: 'POST', url: '/api/request', headers: requester.headers, payload: requestBody(body) });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().insertedId;
}

async function donorsOf(viewer: SignedInUser, requestId: string, query = '') {
  const res = await t.app.inject({ method: 'GET', url: `/api/request/${requestId}/donors${query}`, headers: viewer.headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { _id: string; blood: string; distanceKm: number }[];
}

const firstWaveOf = async (requestId: string) =>
  (await t.db.select({ userId: notifications.userId }).from(notifications).where(eq(notifications.requestId, requestId))).map(
    (r) => r.userId,
  );

// Each test has a division of its own: a request's donor list is its division's match.
describe('matching per component (decision 0055)', () => {
  it('an AB+ plasma request does not reach an O- donor; an O+ plasma request reaches an AB+ donor (list and first wave)', async () => {
    const place = { division: 'Sylhet', district: 'Sylhet' };
    const requester = await signedInUser(t, { ...place, blood: 'B+' });
    const [oNeg] = await insertDonors(t, 1, { ...place, blood: 'O-' });
    const [abPos] = await insertDonors(t, 1, { ...place, blood: 'AB+' });
    const [abNeg] = await insertDonors(t, 1, { ...place, blood: 'AB-' });
    const worker = alertWorker(t, fakeChannels());

    const abPlasma = await postRequest(requester, { ...place, blood: 'AB+', component: 'plasma' });
    await worker.drain();
    const abList = await donorsOf(requester, abPlasma);
    // AB plasma only: AB+ (own group) then AB-; O- would be the universal red-cell donor, but not here.
    expect(abList.map((d) => d._id)).toEqual([abPos?.id, abNeg?.id]);
    expect(await firstWaveOf(abPlasma)).not.toContain(oNeg?.id);

    const oPlasma = await postRequest(requester, { ...place, blood: 'O+', component: 'plasma' });
    await worker.drain();
    const oList = await donorsOf(requester, oPlasma);
    expect(oList.map((d) => d._id)).toContain(abPos?.id);
    expect(await firstWaveOf(oPlasma)).toEqual(expect.arrayContaining([abPos?.id, oNeg?.id, abNeg?.id]));

    // Whole blood, as before: O- gives red cells to AB+, AB+ gives them to nobody else.
    const abBlood = await postRequest(requester, { ...place, blood: 'AB+' });
    expect((await donorsOf(requester, abBlood)).map((d) => d._id)).toContain(oNeg?.id);
    const oBlood = await postRequest(requester, { ...place, blood: 'O+' });
    expect((await donorsOf(requester, oBlood)).map((d) => d._id)).toEqual([oNeg?.id]);
  });

  it('platelets: ABO-identical before plasma-compatible; an Rh-negative patient gets Rh-negative donors first', async () => {
    const place = { division: 'Barishal', district: 'Barishal' };
    const requester = await signedInUser(t, { ...place, blood: 'B+' });
    // Inserted in the opposite of the expected order, so that the insertion order cannot pass.
    for (const blood of ['O-', 'O+', 'AB+', 'A+', 'AB-', 'A-'] as const) await insertDonors(t, 1, { ...place, blood });
    const groupsOf = async (body: Partial<CreateRequestInput>) =>
      (await donorsOf(requester, await postRequest(requester, { ...place, ...body }))).map((d) => d.blood);

    // A- patient: A- (own), AB- (plasma-compatible, Rh-negative), then the Rh-positive ones, A+ (ABO-identical) before AB+.
    expect(await groupsOf({ blood: 'A-', component: 'platelets' })).toEqual(['A-', 'AB-', 'A+', 'AB+']);
    // A+ patient: A+, A- (ABO-identical), then AB+ and AB- (plasma-compatible); never O (anti-A in its plasma).
    expect(await groupsOf({ blood: 'A+', component: 'apheresis_platelets' })).toEqual(['A+', 'A-', 'AB+', 'AB-']);
  });

  it('lists the donors nearest first, each with distanceKm from the request’s point, and pages', async () => {
    const place = { division: 'Chattagram', district: 'Chattogram' };
    const hospital = { lat: 22.3593, lon: 91.8307 }; // Chattogram Medical College Hospital
    const requester = await signedInUser(t, { ...place, blood: 'B+' });
    // Own points (kept to two decimals, as the API stores them) about 11, 1, 5.6 and 2.2 km north.
    const points = [0.1, 0.01, 0.05, 0.02].map((north) => ({ lat: Math.round((hospital.lat + north) * 100) / 100, lon: 91.83 }));
    const donors = [];
    for (const point of points) {
      const [row] = await insertDonors(t, 1, { ...place, blood: 'A+', locationLat: point.lat, locationLon: point.lon });
      donors.push({ id: row?.id, km: Math.round(distanceKm(hospital, point) * 10) / 10 });
    }
    // An O+ donor as near as the nearest A+ one: the tier (own group first) breaks the tie.
    const [tied] = await insertDonors(t, 1, { ...place, blood: 'O+', locationLat: points[1]?.lat, locationLon: points[1]?.lon });
    const id = await postRequest(requester, { ...place, blood: 'A+', location: hospital });

    const expected = [...donors].sort((a, b) => a.km - b.km);
    const list = await donorsOf(requester, id);
    expect(list.map((d) => d._id)).toEqual([expected[0]?.id, tied?.id, ...expected.slice(1).map((d) => d.id)]);
    expect(list.map((d) => d.distanceKm)).toEqual([expected[0]?.km, expected[0]?.km, ...expected.slice(1).map((d) => d.km)]);
    expect(expected.map((d) => d.km)).toEqual([1.2, 2.3, 5.6, 11.2]);
    // Pages keep the order.
    const second = await donorsOf(requester, id, '?limit=2&page=2');
    expect(second.map((d) => d._id)).toEqual([expected[1]?.id, expected[2]?.id]);
  });
});
