import { addDays, LIMITS, todayInDhaka } from '@grant/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDonor } from '../../../test/donor-factories';
import { signedInUser } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { districtsNearestTo } from '../../lib/nearest-districts';

let t: TestApp;
const PHONE = '01712-345678';
const today = todayInDhaka();

beforeAll(async () => {
  t = await createTestApp({ donationIntervalDays: 120 });
  const dhaka = { division: 'Dhaka', district: 'Dhaka' };
  const contact = { phone: PHONE, phoneToRequesters: true };
  await createDonor(t, { ...dhaka, name: 'Ayesha Rahman', blood: 'O-', email: 'ayesha@example.test', ...contact });
  await createDonor(t, { ...dhaka, name: 'Bilal Hossain', blood: 'A+', ...contact });
  await createDonor(t, { ...dhaka, name: 'Hasan Mahmud', blood: 'O-', lastDonationOn: addDays(today, -200) });
  await createDonor(t, { division: 'Dhaka', district: 'Narayanganj', name: 'Chandni Akter', blood: 'O-' });
  await createDonor(t, { division: 'Dhaka', district: 'Gazipur', name: 'Dipu Das', blood: 'AB+' });
  await createDonor(t, { division: 'Rangpur', district: 'Panchagarh', name: 'Emon Ali', blood: 'O-' });
  // Left out: not listed (unavailable), gave blood ten days ago, blocked.
  await createDonor(t, { ...dhaka, name: 'Farhan Unlisted', blood: 'O-', available: false });
  await createDonor(t, { ...dhaka, name: 'Gazi Recent', blood: 'O-', lastDonationOn: addDays(today, -10) });
  await createDonor(t, { ...dhaka, name: 'Iqbal Blocked', blood: 'O-', status: 'block' });
});
afterAll(() => t.close());

type Found = { firstName: string; district: string; blood: string };
const search = (query: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: `/api/donors/search?${query}`, headers });
const firstNames = (res: { json(): Found[] }) => res.json().map((donor) => donor.firstName);

describe('GET /api/donors/search: the search page donors view', () => {
  it('gives an O- patient only O- donors: listed, available and eligible ones, nearest district first', async () => {
    const res = await search('blood=O-&division=Dhaka&district=Dhaka');
    expect(res.statusCode).toBe(200);
    expect(firstNames(res)).toEqual(['Ayesha', 'Hasan', 'Chandni']);
    expect(res.headers['x-total-count']).toBe('3');
    expect(res.json()[0]).toEqual({
      _id: expect.any(String),
      firstName: 'Ayesha',
      blood: 'O-',
      division: 'Dhaka',
      district: 'Dhaka',
      exactMatch: true,
      sameDistrict: true,
    });
    expect(res.json()[2]).toMatchObject({ district: 'Narayanganj', division: 'Dhaka', sameDistrict: false });
  });

  it(`keeps to the ${LIMITS.donorSearchDistricts} districts nearest the chosen one, across divisions`, async () => {
    // Panchagarh is the furthest district from Dhaka: its donor could not reach a Dhaka hospital in time.
    expect(firstNames(await search('blood=O-&division=Dhaka&district=Dhaka'))).not.toContain('Emon');
    expect(firstNames(await search('blood=O-&division=Rangpur&district=Panchagarh'))).toEqual(['Emon']);
    // From Brahmanbaria (Chattagram division) the nearest districts include Dhaka division's Narayanganj.
    const fromBrahmanbaria = await search('blood=O-&division=Chattagram&district=Brahmanbaria');
    expect(firstNames(fromBrahmanbaria)).toEqual(['Chandni']);
  });

  it('gives an AB+ patient every group, each district in order of its distance, the exact group first within one', async () => {
    const res = await search('blood=AB%2B&division=Dhaka&district=Gazipur');
    const found: Found[] = res.json();
    expect(firstNames(res).sort()).toEqual(['Ayesha', 'Bilal', 'Chandni', 'Dipu', 'Hasan']);
    expect(found[0]).toMatchObject({ firstName: 'Dipu', blood: 'AB+', district: 'Gazipur' });
    const order = districtsNearestTo('Gazipur') ?? [];
    const ranks = found.map((donor) => order.indexOf(donor.district));
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    expect(found.at(-1)?.district).toBe('Narayanganj');
  });

  it('never answers a phone, an e-mail or a whole name, to visitors and signed-in people alike', async () => {
    const signedIn = await signedInUser(t, { division: 'Khulna', district: 'Jashore', blood: 'B+' });
    for (const headers of [{}, signedIn.headers]) {
      const res = await search('blood=O-&division=Dhaka&district=Dhaka', headers);
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toContain(PHONE);
      expect(res.body).not.toContain('@example.test');
      expect(res.body).not.toContain('Rahman');
      for (const donor of res.json())
        expect(Object.keys(donor).sort()).toEqual(['_id', 'blood', 'district', 'division', 'exactMatch', 'firstName', 'sameDistrict']);
    }
  });

  it("keeps to the division's donors when no district is chosen", async () => {
    const res = await search('blood=O-&division=Dhaka');
    expect(firstNames(res)).toEqual(['Ayesha', 'Chandni', 'Hasan']);
  });

  it('refuses a district outside the division, and a missing group, with a message', async () => {
    const wrongPlace = await search('blood=O-&division=Rangpur&district=Dhaka');
    expect(wrongPlace.statusCode).toBe(400);
    expect(wrongPlace.json().message).toMatch(/district/i);
    expect((await search('division=Dhaka')).statusCode).toBe(400);
  });
});

describe('GET /api/donors/search: the rate limit', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({ donorSearchRateLimit: { max: 2, windowMs: 60_000 } });
  });
  afterAll(() => limited.close());

  it('answers 429 past the limit per address', async () => {
    const call = () => limited.app.inject({ method: 'GET', url: '/api/donors/search?blood=O-&division=Dhaka' });
    expect((await call()).statusCode).toBe(200);
    expect((await call()).statusCode).toBe(200);
    expect((await call()).statusCode).toBe(429);
  });
});
