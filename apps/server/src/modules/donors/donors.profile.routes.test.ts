import { addDays, todayInDhaka } from '@grant/shared';
import { describe, expect, it } from 'vitest';
import { signedInDonor } from '../../../test/donor-factories';
import type { SignedInUser } from '../../../test/factories';
import { createRequest, dateInDays, inProgressRequest } from '../../../test/request-factories';
import { ANYONE, testAppWith } from '../../../test/test-app-with';

const { t, requester } = await testAppWith({ requester: ANYONE }, { donationIntervalDays: 120 });

const today = todayInDhaka();
const profileOf = (caller: SignedInUser) => t.app.inject({ method: 'GET', url: '/api/donors/me', headers: caller.headers });
const patchProfile = (caller: SignedInUser, payload: object) =>
  t.app.inject({ method: 'PATCH', url: '/api/donors/me', headers: caller.headers, payload });

describe('GET and PATCH /api/donors/me', () => {
  it('starts available, with no donation recorded: eligible now', async () => {
    const donor = await signedInDonor(t);
    expect((await profileOf(donor)).json()).toEqual({
      available: true,
      volunteerCalls: false,
      phoneToRequesters: false,
      lastDonationOn: null,
      nextEligibleOn: null,
      eligible: true,
      intervalDays: 120,
      phone: null,
      birthYear: null,
      weightKg: null,
      // Issue 48: no area or own point chosen yet (the district centre stands in).
      areaId: null,
      location: null,
    });
  });

  it('stores the answers and says when a donor inside the interval may give again', async () => {
    const donor = await signedInDonor(t);
    const last = addDays(today, -30);
    const res = await patchProfile(donor, {
      available: false,
      volunteerCalls: true,
      lastDonationOn: last,
      phone: '01712-345678',
      birthYear: 1990,
      weightKg: 62,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      available: false,
      volunteerCalls: true,
      lastDonationOn: last,
      nextEligibleOn: addDays(last, 120),
      eligible: false,
      phone: '01712-345678',
      birthYear: 1990,
      weightKg: 62,
    });
    expect((await profileOf(donor)).json()).toMatchObject({ available: false, volunteerCalls: true, phone: '01712-345678' });
  });

  it('clears an optional answer with null or an empty field, and leaves the others alone', async () => {
    const donor = await signedInDonor(t);
    await patchProfile(donor, { phone: '01712-345678', weightKg: 70 });
    const res = await patchProfile(donor, { phone: '', weightKg: null });
    expect(res.json()).toMatchObject({ phone: null, weightKg: null, available: true });
  });

  it.each([
    [{ lastDonationOn: addDays(today, 1) }, /future/],
    [{ lastDonationOn: 'last week' }, /date/],
    [{ phone: 'call me' }, /phone number/],
    [{ birthYear: 1850 }, /birth year/],
    [{ weightKg: 5 }, /weight/],
    [{ available: 'sometimes' }, /yes or no/],
  ])('refuses %o with a message a person can act on', async (payload, message) => {
    const donor = await signedInDonor(t);
    const res = await patchProfile(donor, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(message);
  });

  it('is for signed-in people only', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/donors/me' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'PATCH', url: '/api/donors/me', payload: { available: false } })).statusCode).toBe(401);
  });
});

describe('a request marked done records the donation', () => {
  const markDone = (id: string) => t.app.inject({ method: 'PATCH', url: `/api/request/done/${id}`, headers: requester.headers });

  it("sets the donor's last donation to the request's date, so they are not yet eligible", async () => {
    const donor = await signedInDonor(t);
    const row = await inProgressRequest(t, requester.user, donor.user, { donationDate: addDays(today, -2) });
    expect((await markDone(row.id)).statusCode).toBe(200);
    expect((await profileOf(donor)).json()).toMatchObject({
      lastDonationOn: addDays(today, -2),
      nextEligibleOn: addDays(today, 118),
      eligible: false,
    });
  });

  it('uses today when a request is marked done before its date', async () => {
    const donor = await signedInDonor(t);
    const row = await inProgressRequest(t, requester.user, donor.user, { donationDate: dateInDays(5) });
    await markDone(row.id);
    expect((await profileOf(donor)).json().lastDonationOn).toBe(today);
  });

  it('never moves a later recorded donation back', async () => {
    const donor = await signedInDonor(t, { lastDonationOn: addDays(today, -1) });
    const row = await inProgressRequest(t, requester.user, donor.user, { donationDate: addDays(today, -10) });
    await markDone(row.id);
    expect((await profileOf(donor)).json().lastDonationOn).toBe(addDays(today, -1));
  });

  it('leaves the donor untouched when the request is canceled', async () => {
    const donor = await signedInDonor(t);
    const row = await inProgressRequest(t, requester.user, donor.user, { donationDate: addDays(today, -2) });
    await t.app.inject({ method: 'PATCH', url: `/api/request/cancel/${row.id}`, headers: requester.headers });
    expect((await profileOf(donor)).json().lastDonationOn).toBeNull();
  });
});

describe('GET /api/donors/me/donations', () => {
  it('lists the requests the donor confirmed, newest first, with their outcome, paginated', async () => {
    const donor = await signedInDonor(t);
    await createRequest(t, requester.user, { recipientName: 'Not theirs' });
    const older = await inProgressRequest(t, requester.user, donor.user, {
      recipientName: 'First',
      createdAt: new Date(Date.now() - 60_000),
    });
    await t.app.inject({ method: 'PATCH', url: `/api/request/done/${older.id}`, headers: requester.headers });
    await inProgressRequest(t, requester.user, donor.user, { recipientName: 'Second' });

    const res = await t.app.inject({ method: 'GET', url: '/api/donors/me/donations?limit=1', headers: donor.headers });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-total-count']).toBe('2');
    expect(res.json()).toEqual([expect.objectContaining({ recipientName: 'Second', status: 'inprogress' })]);
    const second = await t.app.inject({ method: 'GET', url: '/api/donors/me/donations?limit=1&page=2', headers: donor.headers });
    expect(second.json()).toEqual([expect.objectContaining({ recipientName: 'First', status: 'done' })]);
  });
});
