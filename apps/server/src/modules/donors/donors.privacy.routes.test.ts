import { distanceKm } from '@grant/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDonor, signedInDonor } from '../../../test/donor-factories';
import { type SignedInUser, signedInUser } from '../../../test/factories';
import { createRequest } from '../../../test/request-factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import type { DonationRequestRow } from '../../db/schema/index';

let t: TestApp;
let requester: SignedInUser;
let stranger: SignedInUser;
let volunteer: SignedInUser;
let request: DonationRequestRow;
const PHONE = '01712-345678';

beforeAll(async () => {
  t = await createTestApp();
  // The requester and the other callers are of a group that cannot give to AB-, so they never match it.
  const elsewhere = { division: 'Dhaka', district: 'Gazipur', blood: 'A+' };
  requester = await signedInUser(t, elsewhere);
  stranger = await signedInUser(t, elsewhere);
  volunteer = await signedInUser(t, { ...elsewhere, role: 'volunteer' });
  await createDonor(t, {
    name: 'Nadia exact',
    blood: 'AB-',
    division: 'Rajshahi',
    district: 'Pabna',
    phone: PHONE,
    phoneToRequesters: true,
    email: 'nadia@example.test',
  });
  await createDonor(t, { name: 'Omar compatible', blood: 'O-', division: 'Rajshahi', district: 'Bogura' });
  request = await createRequest(t, requester.user, { blood: 'AB-', division: 'Rajshahi', district: 'Bogura' });
});
afterAll(() => t.close());

const donorsOf = (id: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: `/api/request/${id}/donors`, headers });

describe('GET /api/request/{id}/donors', () => {
  // Nearest first since issue 48 (decision 0055): Omar at Bogura's centre, Nadia at Pabna's, 95 km away.
  it("gives the requester of an open request the donors' phone and e-mail, nearest first, with the distance", async () => {
    const res = await donorsOf(request.id, requester.headers);
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-total-count']).toBe('2');
    expect(res.json()).toEqual([
      expect.objectContaining({ name: 'Omar compatible', exactMatch: false, proximity: 'district', phone: null, distanceKm: 0 }),
      expect.objectContaining({ name: 'Nadia exact', exactMatch: true, proximity: 'division', email: 'nadia@example.test', phone: PHONE }),
    ]);
    expect(res.json()[1].distanceKm).toBeCloseTo(distanceKm({ lat: 24.8465, lon: 89.3778 }, { lat: 23.9985, lon: 89.2336 }), 1);
    expect(res.json()[0].email).toMatch(/@example\.test$/);
  });

  it("keeps a donor's phone from the requester unless the donor agreed to show it (decision 0044)", async () => {
    await createDonor(t, { name: 'Rumana private', blood: 'B-', division: 'Khulna', district: 'Jashore', phone: '01812-000111' });
    const theirs = await createRequest(t, requester.user, { blood: 'B-', division: 'Khulna', district: 'Jashore' });
    const [donor] = (await donorsOf(theirs.id, requester.headers)).json();
    expect(donor).toMatchObject({ name: 'Rumana private', phone: null });
    expect(donor.email).toMatch(/@example\.test$/);
  });

  it('shows staff names, groups and places, without phone or e-mail', async () => {
    const res = await donorsOf(request.id, volunteer.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json().map((donor: { name: string }) => donor.name)).toEqual(['Omar compatible', 'Nadia exact']);
    expect(res.body).not.toContain(PHONE);
    expect(res.body).not.toContain('@example.test');
  });

  it('tells another donor how many match, and not who (issue 47)', async () => {
    const res = await donorsOf(request.id, stranger.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
    expect(res.headers['x-total-count']).toBe('2');
    expect(res.body).not.toContain('Nadia');
  });

  it('refuses anonymous callers', async () => {
    const res = await donorsOf(request.id);
    expect(res.statusCode).toBe(401);
    expect(res.body).not.toContain(PHONE);
  });

  it('hides contacts from the requester once the request is done or canceled', async () => {
    const finished = await createRequest(t, requester.user, { blood: 'AB-', division: 'Rajshahi', district: 'Bogura', status: 'done' });
    const res = await donorsOf(finished.id, requester.headers);
    expect(res.json()).toHaveLength(2);
    expect(res.body).not.toContain(PHONE);
  });

  it('never lists the requester among the donors of their own request', async () => {
    const own = await createRequest(t, requester.user, { blood: 'A+', division: 'Dhaka', district: 'Gazipur' });
    const names = (await donorsOf(own.id, volunteer.headers)).json().map((donor: { name: string }) => donor.name);
    expect(names).toHaveLength(2);
    const ids = (await donorsOf(own.id, volunteer.headers)).json().map((donor: { _id: string }) => donor._id);
    expect(ids).not.toContain(requester.user.id);
  });

  it('answers 404 for an unknown request', async () => {
    const res = await donorsOf('00000000-0000-4000-8000-000000000000', requester.headers);
    expect(res.statusCode).toBe(404);
  });
});

describe('GET /api/request/{id}/donors: who answered (issue 47)', () => {
  const sylhet = { division: 'Sylhet', district: 'Sunamganj' };
  let asked: DonationRequestRow;
  let pledger: SignedInUser;
  let decliner: SignedInUser;

  beforeAll(async () => {
    decliner = await signedInDonor(t, { ...sylhet, name: 'Dalia declined', blood: 'B+', phone: '01911-222333', phoneToRequesters: true });
    pledger = await signedInDonor(t, { division: 'Sylhet', district: 'Habiganj', name: 'Parvez pledged', blood: 'B-' });
    await createDonor(t, { division: 'Sylhet', district: 'Sylhet', name: 'Rafi plain', blood: 'O+' });
    asked = await createRequest(t, requester.user, { blood: 'B+', ...sylhet, bags: 2 });
    const declined = await t.app.inject({ method: 'POST', url: `/api/request/${asked.id}/decline`, headers: decliner.headers });
    expect(declined.statusCode).toBe(200);
    const pledged = await t.app.inject({ method: 'PATCH', url: `/api/request/${asked.id}`, headers: pledger.headers });
    expect(pledged.statusCode).toBe(200);
  });

  it('lists a donor who said "Not this time" last, marked declined, with no phone or e-mail; a pledge is marked', async () => {
    const res = await donorsOf(asked.id, requester.headers);
    expect(res.statusCode).toBe(200);
    const donors = res.json();
    // Nearest first (Sylhet's centre is nearer Sunamganj's than Habiganj's), the decliner last.
    expect(donors.map((donor: { name: string }) => donor.name)).toEqual(['Rafi plain', 'Parvez pledged', 'Dalia declined']);
    expect(donors[2]).toMatchObject({ response: 'declined', phone: null, email: null });
    expect(donors[1]).toMatchObject({ response: 'pledged', email: pledger.user.email });
    expect(donors[0]).toMatchObject({ response: null });
    expect(res.body).not.toContain('01911-222333');
    expect(res.body).not.toContain(decliner.user.email);
  });

  it('gives staff the same list; another donor gets the count only, and the request without who pledged', async () => {
    const staff = await donorsOf(asked.id, volunteer.headers);
    expect(staff.json().map((donor: { response: string | null }) => donor.response)).toEqual([null, 'pledged', 'declined']);
    const other = await donorsOf(asked.id, stranger.headers);
    expect(other.json()).toEqual([]);
    expect(other.headers['x-total-count']).toBe('3');
    expect(other.body).not.toContain('Parvez');
    const details = await t.app.inject({ method: 'GET', url: `/api/request/man/${asked.id}`, headers: stranger.headers });
    expect(details.json()).toMatchObject({ pledgedCount: 1, donorName: null, donorEmail: null });
    const own = await t.app.inject({ method: 'GET', url: `/api/request/man/${asked.id}`, headers: requester.headers });
    expect(own.json()).toMatchObject({ donorName: 'Parvez pledged' });
  });
});

describe('GET /api/donors is public and never carries contacts', () => {
  it('answers anonymous callers without phone or e-mail', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/donors?blood=AB-&division=Rajshahi' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toHaveLength(2);
    expect(res.body).not.toContain(PHONE);
    expect(res.body).not.toContain('@example.test');
  });
});
