import { addDays, todayInDhaka } from '@grant/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDonor } from '../../../test/donor-factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createDonorsRepository } from './donors.repository';
import { createDonorsService } from './donors.service';
import { createWaveCandidatesRepository } from './wave-candidates.repository';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ donationIntervalDays: 120 });
});
afterAll(() => t.close());

const today = todayInDhaka();
const names = (res: { json(): Array<{ name: string }> }) => res.json().map((donor) => donor.name);
const search = (query: string) => t.app.inject({ method: 'GET', url: `/api/donors?${query}` });

describe('GET /api/donors: compatible donors, exact group first, then nearest', () => {
  beforeAll(async () => {
    const place = { division: 'Khulna', district: 'Jashore' };
    const elsewhereInDivision = { division: 'Khulna', district: 'Kushtia' };
    await createDonor(t, { ...place, name: 'B1 exact here', blood: 'A-' });
    await createDonor(t, { ...elsewhereInDivision, name: 'A1 exact in division', blood: 'A-' });
    await createDonor(t, { ...place, name: 'C1 O- here', blood: 'O-' });
    await createDonor(t, { ...elsewhereInDivision, name: 'A2 O- in division', blood: 'O-' });
    // Not compatible with A-: A+ carries D, O+ carries D, B- carries B.
    await createDonor(t, { ...place, name: 'X A+ here', blood: 'A+' });
    await createDonor(t, { ...place, name: 'X O+ here', blood: 'O+' });
    await createDonor(t, { ...place, name: 'X B- here', blood: 'B-' });
    // Another division entirely.
    await createDonor(t, { division: 'Dhaka', district: 'Gazipur', name: 'X A- other division', blood: 'A-' });
  });

  it('lists the exact group before compatible ones, each in the district before the rest of the division', async () => {
    const res = await search('blood=A-&division=Khulna&district=Jashore');
    expect(res.statusCode).toBe(200);
    expect(names(res)).toEqual(['B1 exact here', 'A1 exact in division', 'C1 O- here', 'A2 O- in division']);
    expect(res.headers['x-total-count']).toBe('4');
    expect(res.json()[0]).toEqual({
      _id: expect.any(String),
      name: 'B1 exact here',
      blood: 'A-',
      division: 'Khulna',
      district: 'Jashore',
      exactMatch: true,
      proximity: 'district',
    });
    expect(res.json()[3]).toMatchObject({ exactMatch: false, proximity: 'division' });
  });

  it('without a district, orders each group by name across the division', async () => {
    const res = await search('blood=A-&division=Khulna');
    expect(names(res)).toEqual(['A1 exact in division', 'B1 exact here', 'A2 O- in division', 'C1 O- here']);
  });

  it("reads the district select's placeholder (or an empty district) as no district", async () => {
    for (const district of ['', 'Select%20Your%20District']) {
      const res = await search(`blood=A-&division=Khulna&district=${district}`);
      expect(res.statusCode, res.body).toBe(200);
      expect(names(res)).toEqual(['A1 exact in division', 'B1 exact here', 'A2 O- in division', 'C1 O- here']);
    }
  });

  it('pages like the other lists: limit and page, with the total in X-Total-Count', async () => {
    const res = await search('blood=A-&division=Khulna&district=Jashore&limit=2&page=2');
    expect(names(res)).toEqual(['C1 O- here', 'A2 O- in division']);
    expect(res.headers['x-total-count']).toBe('4');
  });

  it('carries no phone or e-mail', async () => {
    await createDonor(t, { division: 'Khulna', district: 'Jashore', name: 'Phone owner', blood: 'AB+', phone: '01712-345678' });
    const res = await search('blood=AB%2B&division=Khulna&district=Jashore');
    expect(res.body).not.toMatch(/01712|@example\.test/);
    expect(names(res)).toContain('Phone owner');
  });

  it('refuses a missing blood group or an unknown division with a message', async () => {
    expect((await search('division=Khulna')).statusCode).toBe(400);
    const res = await search('blood=A-&division=Atlantis');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/division/i);
  });
});

describe('GET /api/donors: only eligible, available, active donors', () => {
  const place = { division: 'Sylhet', district: 'Sylhet', blood: 'B+' };

  beforeAll(async () => {
    await createDonor(t, { ...place, name: 'Never donated' });
    await createDonor(t, { ...place, name: 'Exactly 120 days ago', lastDonationOn: addDays(today, -120) });
    await createDonor(t, { ...place, name: 'Only 119 days ago', lastDonationOn: addDays(today, -119) });
    await createDonor(t, { ...place, name: 'Gave today', lastDonationOn: today });
    await createDonor(t, { ...place, name: 'Unavailable', available: false });
    await createDonor(t, { ...place, name: 'Blocked', status: 'block' });
    await createDonor(t, { ...place, name: 'Volunteer', role: 'volunteer' });
  });

  it('leaves out donors inside the interval (119 days) and keeps them from the day it ends (120 days)', async () => {
    const listed = names(await search('blood=B%2B&division=Sylhet'));
    expect(listed).toContain('Exactly 120 days ago');
    expect(listed).not.toContain('Only 119 days ago');
    expect(listed).not.toContain('Gave today');
  });

  it('leaves out donors who marked themselves unavailable, and blocked accounts', async () => {
    const listed = names(await search('blood=B%2B&division=Sylhet'));
    expect(listed).not.toContain('Unavailable');
    expect(listed).not.toContain('Blocked');
  });

  it('lists anyone who gives blood, whatever their role', async () => {
    expect(names(await search('blood=B%2B&division=Sylhet')).sort()).toEqual(['Exactly 120 days ago', 'Never donated', 'Volunteer']);
  });

  it('follows DONATION_INTERVAL_DAYS', async () => {
    await createDonor(t, { ...place, name: '60 days ago', lastDonationOn: addDays(today, -60) });
    const shortInterval = createDonorsService({
      donors: createDonorsRepository(t.db),
      waveCandidates: createWaveCandidatesRepository(t.db),
      requests: t.services.repositories.requests,
      intervalDays: 56,
      places: t.services.places,
    });
    const page = await shortInterval.search({ blood: 'B+', division: 'Sylhet', page: 1, limit: 20 });
    expect(page.rows.map((donor) => donor.name)).toContain('60 days ago');
    expect(page.rows.map((donor) => donor.name)).toContain('Only 119 days ago');
    expect(names(await search('blood=B%2B&division=Sylhet'))).not.toContain('60 days ago');
  });
});
