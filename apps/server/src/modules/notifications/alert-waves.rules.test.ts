import type { CreateRequestInput } from '@grant/shared';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { alertWorker, fakeChannels, insertDonors, waitPasses } from '../../../test/alert-fakes';
import { type SignedInUser, signedInUser } from '../../../test/factories';
import { requestBody } from '../../../test/request-factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { donationRequests, jobs, notifications } from '../../db/schema/index';

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

const wavesOf = async (viewer: SignedInUser, requestId: string) =>
  t.app.inject({ method: 'GET', url: `/api/request/${requestId}/waves`, headers: viewer.headers });
const sendNextWave = (viewer: SignedInUser, requestId: string) =>
  t.app.inject({ method: 'POST', url: `/api/request/${requestId}/waves`, headers: viewer.headers });

const notifiedByWave = async (requestId: string) => {
  const rows = await t.db
    .select({ userId: notifications.userId, wave: notifications.wave })
    .from(notifications)
    .where(eq(notifications.requestId, requestId));
  const waves: Record<number, string[]> = {};
  for (const row of rows) waves[row.wave ?? 0] = [...(waves[row.wave ?? 0] ?? []), row.userId];
  return waves;
};
const requestRow = async (id: string) => (await t.db.select().from(donationRequests).where(eq(donationRequests.id, id)))[0];
const queuedWaves = (requestId: string) =>
  t.db
    .select()
    .from(jobs)
    .where(and(eq(jobs.type, 'request.alert-wave'), sql`${jobs.doneAt} is null`, sql`${jobs.payload}->>'requestId' = ${requestId}`));

/** A pledge filling the request, as H1's confirm writes it (PATCH /api/request/{id}). */
const fill = (id: string) =>
  t.db
    .update(donationRequests)
    .set({ pledgedCount: sql`${donationRequests.bags}`, status: 'inprogress' })
    .where(eq(donationRequests.id, id));

// Each test has a division of its own, so the waves of one never reach the donors of another.
describe('alert waves', () => {
  // Since issue 48 (decision 0055) the waves are rings around the request's point (here Jashore's
  // centre: 15 km for a normal request, then 30, then 60), the groups in tier order within a ring.
  it('a 2-bag request alerts 40 of its own group nearest first; after the wait, a wider ring; then wider; then stops', async () => {
    const place = { division: 'Khulna', district: 'Jashore' };
    const requester = await signedInUser(t, { ...place, blood: 'B+' });
    const volunteer = await signedInUser(t, { role: 'volunteer' });
    const exact = await insertDonors(t, 45, { ...place, blood: 'A+' });
    const compatible = await insertDonors(t, 3, { ...place, blood: 'O-' });
    const division = await insertDonors(t, 2, { division: 'Khulna', district: 'Khulna', blood: 'A-' });
    await insertDonors(t, 3, { ...place, blood: 'B+' }); // incompatible: never alerted
    const channels = fakeChannels();
    const worker = alertWorker(t, channels);

    const requestId = await postRequest(requester, { ...place, blood: 'A+', bags: 2, urgency: 'normal' });
    await worker.drain();
    let waves = await notifiedByWave(requestId);
    expect(Object.keys(waves)).toEqual(['1']);
    expect(waves[1]).toHaveLength(40);
    expect(exact.map((d) => d.id)).toEqual(expect.arrayContaining(waves[1] ?? []));
    expect(channels.mails).toHaveLength(40);
    const afterFirst = await requestRow(requestId);
    expect(afterFirst).toMatchObject({ waveCount: 1, notifiedCount: 40 });
    // The next wave waits an hour (normal urgency): running the queue again sends nothing.
    expect((afterFirst?.nextWaveAt?.getTime() ?? 0) - Date.now()).toBeGreaterThan(59 * 60_000);
    await worker.drain();
    expect(Object.keys(await notifiedByWave(requestId))).toEqual(['1']);

    await waitPasses(t, requestId);
    await worker.drain();
    waves = await notifiedByWave(requestId);
    // The 5 left of the exact group rank before the compatible ones; all in the district.
    expect(waves[2]?.sort()).toEqual(
      [...exact.map((d) => d.id).filter((id) => !waves[1]?.includes(id)), ...compatible.map((d) => d.id)].sort(),
    );

    // Khulna's centre is 54 km from Jashore's: the 60 km ring reaches its donors.
    await waitPasses(t, requestId);
    await worker.drain();
    waves = await notifiedByWave(requestId);
    expect(waves[3]?.sort()).toEqual(division.map((d) => d.id).sort());
    // The division is asked next, and nobody is left there: A+ is not rare, so no wave goes to the country.
    await waitPasses(t, requestId);
    await worker.drain();
    expect(Object.keys(await notifiedByWave(requestId))).toEqual(['1', '2', '3']);
    expect(await queuedWaves(requestId)).toEqual([]);

    const seen = await wavesOf(requester, requestId);
    expect(seen.statusCode).toBe(200);
    expect(seen.json()).toMatchObject({
      waves: [
        { number: 1, reach: 'nearby', radiusKm: 15, recipients: 40, sentByStaff: false },
        { number: 2, reach: 'nearby', radiusKm: 30, recipients: 8, sentByStaff: false },
        { number: 3, reach: 'nearby', radiusKm: 60, recipients: 2, sentByStaff: false },
      ],
      nextWaveAt: null,
      canSendNext: false,
    });
    expect((await sendNextWave(volunteer, requestId)).statusCode).toBe(409);
  });

  it('a pledge filling the bags stops the waves, and drops the alerts not yet delivered', async () => {
    const place = { division: 'Barishal', district: 'Bhola' };
    const requester = await signedInUser(t, { ...place, blood: 'B+' });
    await insertDonors(t, 3, { ...place, blood: 'O+' });
    await insertDonors(t, 3, { ...place, blood: 'O-' });
    const channels = fakeChannels();
    const worker = alertWorker(t, channels);

    const requestId = await postRequest(requester, { ...place, blood: 'O+', urgency: 'critical' });
    // The first wave is written, its deliveries queued but not yet run, when a donor pledges.
    await t.services.alertWaves.sendWave(requestId, 1);
    await fill(requestId);
    await worker.drain();
    expect(channels.mails).toEqual([]);
    expect(channels.pushes).toEqual([]);
    const rows = await t.db.select().from(notifications).where(eq(notifications.requestId, requestId));
    // The O- donors are in the same ring as the O+ ones: the first wave asks both (decision 0055).
    expect(rows).toHaveLength(6);
    expect(rows.every((row) => row.emailedAt !== null && row.pushedAt !== null)).toBe(true);

    await waitPasses(t, requestId);
    await worker.drain();
    expect(Object.keys(await notifiedByWave(requestId))).toEqual(['1']);
    expect(await requestRow(requestId)).toMatchObject({ waveCount: 1, nextWaveAt: null });
    expect((await wavesOf(requester, requestId)).json()).toMatchObject({ nextWaveAt: null, canSendNext: false });
  });

  it('a filled request given more bags needs donors again: its next wave goes at once', async () => {
    const place = { division: 'Rangpur', district: 'Dinajpur' };
    const requester = await signedInUser(t, { ...place, blood: 'B+' });
    const pledger = await signedInUser(t, { ...place, blood: 'O+' });
    await insertDonors(t, 25, { ...place, blood: 'O+' });
    const worker = alertWorker(t, fakeChannels());

    const requestId = await postRequest(requester, { ...place, blood: 'O+', bags: 1, urgency: 'urgent' });
    await worker.drain();
    const pledge = await t.app.inject({ method: 'PATCH', url: `/api/request/${requestId}`, headers: pledger.headers });
    expect(pledge.statusCode, pledge.body).toBe(200);
    await waitPasses(t, requestId);
    await worker.drain();
    expect(await requestRow(requestId)).toMatchObject({ status: 'inprogress', waveCount: 1, nextWaveAt: null });

    const edit = await t.app.inject({ method: 'PATCH', url: `/api/update/${requestId}`, headers: requester.headers, payload: { bags: 2 } });
    expect(edit.statusCode, edit.body).toBe(200);
    await worker.drain();
    const waves = await notifiedByWave(requestId);
    expect(Object.keys(waves)).toEqual(['1', '2']);
    // The 26 who match, less the 20 of the first wave, less the pledger if it did not reach them.
    const pledgerInFirst = (waves[1] ?? []).includes(pledger.user.id);
    expect(waves[2]).toHaveLength(pledgerInFirst ? 6 : 5);
    expect(waves[2]).not.toContain(pledger.user.id);
    expect(await requestRow(requestId)).toMatchObject({ status: 'pending', waveCount: 2 });
  });

  it('leaves out donors alerted 3 times this week, except for a critical request; and ranks the least alerted first', async () => {
    const place = { division: 'Mymensingh', district: 'Netrokona', blood: 'AB+' } as const;
    // A volunteer: files the eight requests of this test within the open-request limit.
    const requester = await signedInUser(t, { ...place, role: 'volunteer' });
    const [busy] = await insertDonors(t, 1, place);
    const [twice] = await insertDonors(t, 1, place);
    const rested = await insertDonors(t, 19, place);
    const worker = alertWorker(t, fakeChannels());
    // `busy` had 4 alerts this week, `twice` 2; rested[0] had 3, but more than a week ago.
    const longAgo = new Date(Date.now() - 8 * 86_400_000);
    for (let i = 0; i < 4; i++) {
      const other = await postRequest(requester, { ...place, blood: 'AB+' });
      await t.db.insert(notifications).values({ userId: busy?.id ?? '', requestId: other });
      if (i < 2) await t.db.insert(notifications).values({ userId: twice?.id ?? '', requestId: other });
      if (i < 3) await t.db.insert(notifications).values({ userId: rested[0]?.id ?? '', requestId: other, createdAt: longAgo });
    }
    await t.db.execute(sql`delete from jobs where type = 'request.alert-wave' and done_at is null`);

    const waveOf = async (body: Partial<CreateRequestInput>) => {
      const id = await postRequest(requester, { ...place, ...body });
      await worker.drain();
      return ((await notifiedByWave(id))[1] ?? []).sort();
    };
    const ids = (...people: ({ id: string } | undefined)[]) => people.map((p) => p?.id ?? '').sort();

    // 20 places: the 19 rested (rested[0]'s old alerts do not count) and `twice`; `busy` has had its 3.
    expect(await waveOf({ urgency: 'normal' })).toEqual(ids(...rested, twice));
    // Room for 40, yet `twice` (now 3) and `busy` are left out: the cap, not the size.
    expect(await waveOf({ urgency: 'normal', bags: 2 })).toEqual(ids(...rested));
    // A critical request is exempt from the cap.
    expect(await waveOf({ urgency: 'critical', bags: 2 })).toEqual(ids(...rested, twice, busy));
    // ... but still ranks the least recently alerted first (decision 0055: the order of
    // users_wave_cell_idx): `busy` alerted once more just now is the one left out of 20 places.
    const another = await postRequest(requester, { ...place, blood: 'AB+' });
    await t.db.execute(sql`delete from jobs where type = 'request.alert-wave' and done_at is null`);
    await t.db.insert(notifications).values({ userId: busy?.id ?? '', requestId: another, createdAt: new Date(Date.now() + 1000) });
    expect(await waveOf({ urgency: 'critical' })).toEqual(ids(...rested, twice));
  });

  it('staff send the next wave now (201), the requester may not (403); others may not see the waves (403)', async () => {
    // B+, not B-: a rare group's waves go on to the whole country (and its donors of other tests).
    const place = { division: 'Rajshahi', district: 'Bogura', blood: 'B+' } as const;
    const requester = await signedInUser(t, place);
    const stranger = await signedInUser(t, place);
    const volunteer = await signedInUser(t, { role: 'volunteer' });
    await insertDonors(t, 2, place);
    // 15 km north of Bogura's centre: outside an urgent request's first ring (10 km), inside the second.
    await insertDonors(t, 2, { ...place, blood: 'O+', locationLat: 24.98, locationLon: 89.38 });
    const worker = alertWorker(t, fakeChannels());
    const requestId = await postRequest(requester, { ...place, urgency: 'urgent' });
    await worker.drain();

    const before = (await wavesOf(volunteer, requestId)).json();
    expect(before.waves).toHaveLength(1);
    expect(Date.parse(before.nextWaveAt) - Date.now()).toBeGreaterThan(14 * 60_000);
    expect(before.canSendNext).toBe(true);
    expect((await wavesOf(requester, requestId)).json().canSendNext).toBe(false);
    expect((await wavesOf(stranger, requestId)).statusCode).toBe(403);
    expect((await sendNextWave(requester, requestId)).statusCode).toBe(403);

    const sent = await sendNextWave(volunteer, requestId);
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json()).toEqual({ number: 2, recipients: 2 });
    expect((await wavesOf(requester, requestId)).json().waves[1]).toMatchObject({
      number: 2,
      reach: 'nearby',
      radiusKm: 20,
      sentByStaff: true,
    });
    // The wave 2 that was waiting for its time finds its work done; wave 3 is planned from now.
    await waitPasses(t, requestId);
    await worker.drain();
    expect((await requestRow(requestId))?.waveCount).toBe(2);

    await fill(requestId);
    const filled = await sendNextWave(volunteer, requestId);
    expect(filled.statusCode).toBe(409);
    expect(filled.json().message).toBe('This request has all the donors it needs: no more alerts are sent.');
    const missing = '00000000-0000-4000-8000-000000000000';
    expect((await sendNextWave(volunteer, missing)).statusCode).toBe(404);
    expect((await wavesOf(volunteer, missing)).statusCode).toBe(404);
  });
});
