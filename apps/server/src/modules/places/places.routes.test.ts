import { type Area, type Hospital, MESSAGES, PLACE_TEXTS } from '@grant/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SignedInUser, signedInUser } from '../../../test/factories';
import { hospitalBody, storedArea, storedHospital } from '../../../test/place-factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { isInBangladesh } from './bangladesh-outline';

let t: TestApp;
let volunteer: SignedInUser;
let donor: SignedInUser;
beforeAll(async () => {
  t = await createTestApp();
  volunteer = await signedInUser(t, { role: 'volunteer' });
  donor = await signedInUser(t);
  // The directory is empty until the data migration: these are the test's own rows.
  await storedHospital(t, {
    id: 'dhaka-dhaka-medical-college-hospital',
    name: 'Dhaka Medical College Hospital',
    nameBn: 'ঢাকা মেডিকেল কলেজ হাসপাতাল',
    kind: 'medical_college',
  });
  await storedHospital(t, {
    id: 'dhaka-bangabandhu-sheikh-mujib-medical-university',
    name: 'Bangabandhu Sheikh Mujib Medical University',
    nameBn: 'বঙ্গবন্ধু শেখ মুজিব মেডিকেল বিশ্ববিদ্যালয়',
    kind: 'specialised',
  });
  await storedHospital(t, {
    id: 'dhaka-shaheed-suhrawardy-medical-college-hospital',
    name: 'Shaheed Suhrawardy Medical College Hospital',
    nameBn: 'শহীদ সোহরাওয়ার্দী মেডিকেল কলেজ হাসপাতাল',
  });
  await storedHospital(t, {
    id: 'dhaka-anwer-khan-modern-medical-college',
    name: 'Anwer Khan Modern Medical College Hospital',
    ownership: 'private',
  });
  await storedHospital(t, {
    id: 'chattogram-chittagong-medical-college-hospital',
    name: 'Chittagong Medical College Hospital',
    nameBn: 'চট্টগ্রাম মেডিকেল কলেজ হাসপাতাল',
    division: 'Chattagram',
    district: 'Chattogram',
    lat: 22.3592,
    lon: 91.8307,
  });
  await storedArea(t, { id: 'dhaka-mirpur', name: 'Mirpur', nameBn: 'মিরপুর' });
  await storedArea(t, { id: 'dhaka-dhanmondi', name: 'Dhanmondi', nameBn: 'ধানমন্ডি' });
  await storedArea(t, {
    id: 'gazipur-kaliakair',
    name: 'Kaliakair',
    nameBn: 'কালিয়াকৈর',
    district: 'Gazipur',
    kind: 'upazila',
    lat: 24.07,
    lon: 90.22,
  });
});
afterAll(() => t.close());

async function hospitals(query: string) {
  const res = await t.app.inject({ method: 'GET', url: `/api/hospitals?${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return { list: res.json() as Hospital[], total: Number(res.headers['x-total-count']) };
}
const names = (list: { name: string }[]) => list.map((place) => place.name);

describe('GET /api/hospitals', () => {
  it('answers the directory by name, each item in the shape the outside checks use', async () => {
    const { list, total } = await hospitals('district=Dhaka');
    expect(names(list)).toEqual([
      'Anwer Khan Modern Medical College Hospital',
      'Bangabandhu Sheikh Mujib Medical University',
      'Dhaka Medical College Hospital',
      'Shaheed Suhrawardy Medical College Hospital',
    ]);
    expect(total).toBe(4);
    expect(list[2]).toEqual({
      _id: 'dhaka-dhaka-medical-college-hospital',
      name: 'Dhaka Medical College Hospital',
      nameBn: 'ঢাকা মেডিকেল কলেজ হাসপাতাল',
      division: 'Dhaka',
      district: 'Dhaka',
      lat: 23.7257,
      lon: 90.3976,
      kind: 'medical_college',
      ownership: 'public',
    });
  });

  it('filters by division and district, and pages like the other lists', async () => {
    expect(names((await hospitals('division=Chattagram')).list)).toEqual(['Chittagong Medical College Hospital']);
    const second = await hospitals('district=Dhaka&page=2&limit=3');
    expect([names(second.list), second.total]).toEqual([['Shaheed Suhrawardy Medical College Hospital'], 4]);
    expect((await t.app.inject({ method: 'GET', url: '/api/hospitals?district=Nowhere' })).statusCode).toBe(400);
  });

  it('finds a name by any part of it, in English or Bangla, any case: its start first, then a word, then inside a word', async () => {
    // "medical" starts a word of four names; none starts with it.
    expect(names((await hospitals('q=MEDICAL&district=Dhaka')).list)).toEqual([
      'Anwer Khan Modern Medical College Hospital',
      'Bangabandhu Sheikh Mujib Medical University',
      'Dhaka Medical College Hospital',
      'Shaheed Suhrawardy Medical College Hospital',
    ]);
    expect(names((await hospitals('q=sh')).list)).toEqual([
      'Shaheed Suhrawardy Medical College Hospital',
      'Bangabandhu Sheikh Mujib Medical University',
    ]);
    expect(names((await hospitals('q=ban')).list)).toEqual(['Bangabandhu Sheikh Mujib Medical University']);
    expect(names((await hospitals(`q=${encodeURIComponent('ঢাকা')}`)).list)).toEqual(['Dhaka Medical College Hospital']);
    expect(names((await hospitals(`q=${encodeURIComponent('মেডিকেল কলেজ')}`)).list)).toEqual([
      'Chittagong Medical College Hospital',
      'Dhaka Medical College Hospital',
      'Shaheed Suhrawardy Medical College Hospital',
    ]);
    // A LIKE wildcard typed is a character, not "anything".
    expect((await hospitals('q=%25')).list).toEqual([]);
  });
});

describe('POST /api/hospitals', () => {
  it('lets staff add a hospital (201, its id from district and name), and refuses a donor (403) and anyone signed out (401)', async () => {
    const body = hospitalBody({ name: 'Green Life Medical College Hospital', nameBn: 'গ্রিন লাইফ মেডিকেল কলেজ হাসপাতাল' });
    expect((await t.app.inject({ method: 'POST', url: '/api/hospitals', headers: donor.headers, payload: body })).json()).toMatchObject({
      statusCode: 403,
      message: MESSAGES.forbidden,
    });
    expect((await t.app.inject({ method: 'POST', url: '/api/hospitals', payload: body })).statusCode).toBe(401);
    const res = await t.app.inject({ method: 'POST', url: '/api/hospitals', headers: volunteer.headers, payload: body });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toEqual({
      _id: 'dhaka-green-life-medical-college-hospital',
      name: 'Green Life Medical College Hospital',
      nameBn: 'গ্রিন লাইফ মেডিকেল কলেজ হাসপাতাল',
      division: 'Dhaka',
      district: 'Dhaka',
      lat: 23.7257,
      lon: 90.3976,
      kind: 'general',
      ownership: 'private',
    });
    // The kept list of the directory is dropped: the new one shows at once.
    expect(names((await hospitals('q=green')).list)).toEqual(['Green Life Medical College Hospital']);
  });

  it('answers 409 for the same name in the same district (any case), and takes it in another district', async () => {
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/hospitals',
      headers: volunteer.headers,
      payload: hospitalBody({ name: 'dhaka medical college hospital' }),
    });
    expect([again.statusCode, again.json().message]).toEqual([409, PLACE_TEXTS.hospitalExists]);
    const elsewhere = await t.app.inject({
      method: 'POST',
      url: '/api/hospitals',
      headers: volunteer.headers,
      payload: hospitalBody({ name: 'Dhaka Medical College Hospital', district: 'Gazipur', location: { lat: 24.0, lon: 90.42 } }),
    });
    expect([elsewhere.statusCode, elsewhere.json()._id]).toEqual([201, 'gazipur-dhaka-medical-college-hospital']);
  });

  it('refuses a point outside Bangladesh and a district outside the division with a message', async () => {
    const kolkata = await t.app.inject({
      method: 'POST',
      url: '/api/hospitals',
      headers: volunteer.headers,
      payload: hospitalBody({ location: { lat: 22.57, lon: 88.36 } }),
    });
    expect([kolkata.statusCode, kolkata.json().message]).toEqual([400, PLACE_TEXTS.outsideBangladesh]);
    const misplaced = await t.app.inject({
      method: 'POST',
      url: '/api/hospitals',
      headers: volunteer.headers,
      payload: hospitalBody({ division: 'Sylhet' }),
    });
    expect(misplaced.statusCode).toBe(400);
  });
});

describe('GET /api/areas', () => {
  it("answers a district's areas by name, in both languages, and 400 without a district", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/areas?district=Dhaka' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json() as Area[]).toEqual([
      {
        _id: 'dhaka-dhanmondi',
        name: 'Dhanmondi',
        nameBn: 'ধানমন্ডি',
        division: 'Dhaka',
        district: 'Dhaka',
        lat: 23.7461,
        lon: 90.3742,
        kind: 'thana',
      },
      {
        _id: 'dhaka-mirpur',
        name: 'Mirpur',
        nameBn: 'মিরপুর',
        division: 'Dhaka',
        district: 'Dhaka',
        lat: 23.7461,
        lon: 90.3742,
        kind: 'thana',
      },
    ]);
    expect(names((await t.app.inject({ method: 'GET', url: '/api/areas?district=Gazipur' })).json())).toEqual(['Kaliakair']);
    expect((await t.app.inject({ method: 'GET', url: '/api/areas' })).statusCode).toBe(400);
  });
});

describe("the country's outline", () => {
  it('takes points in Bangladesh and refuses the neighbours inside its rectangle', () => {
    for (const [lat, lon] of [
      [23.7257, 90.3976], // Dhaka
      [22.3592, 91.8307], // Chattogram
      [24.8898, 91.8698], // Sylhet
      [26.3411, 88.5542], // Panchagarh
      [20.86, 92.3], // Teknaf
    ] as const)
      expect(isInBangladesh({ lat, lon }), `${lat},${lon}`).toBe(true);
    for (const [lat, lon] of [
      [22.57, 88.36], // Kolkata
      [23.83, 91.28], // Agartala
      [25.57, 91.88], // Shillong
      [21.0, 90.0], // the Bay of Bengal
      [48.85, 2.35], // Paris: outside the rectangle too
    ] as const)
      expect(isInBangladesh({ lat, lon }), `${lat},${lon}`).toBe(false);
  });
});
