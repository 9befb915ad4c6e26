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
    id: 'test-dhaka-dhaka-medical-college-hospital',
    name: 'Dhaka Medical College Hospital',
    nameBn: 'ঢাকা মেডিকেল কলেজ হাসপাতাল',
    kind: 'medical_college',
  });
  await storedHospital(t, {
    id: 'test-dhaka-bangabandhu-sheikh-mujib-medical-university',
    name: 'Bangabandhu Sheikh Mujib Medical University',
    nameBn: 'বঙ্গবন্ধু শেখ মুজিব মেডিকেল বিশ্ববিদ্যালয়',
    kind: 'specialised',
  });
  await storedHospital(t, {
    id: 'test-dhaka-shaheed-suhrawardy-medical-college-hospital',
    name: 'Shaheed Suhrawardy Medical College Hospital',
    nameBn: 'শহীদ সোহরাওয়ার্দী মেডিকেল কলেজ হাসপাতাল',
  });
  await storedHospital(t, {
    id: 'test-dhaka-anwer-khan-modern-medical-college',
    name: 'Anwer Khan Modern Medical College Hospital',
    ownership: 'private',
  });
  await storedHospital(t, {
    id: 'test-chattogram-chittagong-medical-college-hospital',
    name: 'Chittagong Medical College Hospital',
    nameBn: 'চট্টগ্রাম মেডিকেল কলেজ হাসপাতাল',
    division: 'Chattagram',
    district: 'Chattogram',
    lat: 22.3592,
    lon: 91.8307,
  });
  for (const n of ['One', 'Two', 'Three'])
    await storedHospital(t, { id: `test-dhaka-kadamtala-${n}`, name: `Kadamtala Test Hospital ${n}` });
  await storedArea(t, { id: 'test-dhaka-mirpur', name: 'Mirpur', nameBn: 'মিরপুর' });
  await storedArea(t, { id: 'test-dhaka-dhanmondi', name: 'Dhanmondi', nameBn: 'ধানমন্ডি' });
  await storedArea(t, {
    id: 'test-gazipur-kaliakair',
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
/** The test's own hospitals of a list, in its order: the shipped directory (migration 0025) may hold others. */
const OWN = new Set([
  'test-dhaka-dhaka-medical-college-hospital',
  'test-dhaka-bangabandhu-sheikh-mujib-medical-university',
  'test-dhaka-shaheed-suhrawardy-medical-college-hospital',
  'test-dhaka-anwer-khan-modern-medical-college',
  'test-chattogram-chittagong-medical-college-hospital',
  'dhaka-green-life-medical-college-hospital',
]);
const own = (list: Hospital[]) => names(list.filter((hospital) => OWN.has(hospital._id)));

describe('GET /api/hospitals', () => {
  it('answers the directory by name, each item in the shape the outside checks use', async () => {
    const { list } = await hospitals('district=Dhaka&limit=100');
    expect(own(list)).toEqual([
      'Anwer Khan Modern Medical College Hospital',
      'Bangabandhu Sheikh Mujib Medical University',
      'Dhaka Medical College Hospital',
      'Shaheed Suhrawardy Medical College Hospital',
    ]);
    expect(list.find((hospital) => hospital._id === 'test-dhaka-dhaka-medical-college-hospital')).toEqual({
      _id: 'test-dhaka-dhaka-medical-college-hospital',
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
    const chattagram = (await hospitals('division=Chattagram&limit=100')).list;
    expect(own(chattagram)).toEqual(['Chittagong Medical College Hospital']);
    expect(chattagram.every((hospital) => hospital.division === 'Chattagram')).toBe(true);
    const second = await hospitals('q=kadamtala&page=2&limit=2');
    expect([names(second.list), second.total]).toEqual([['Kadamtala Test Hospital Two'], 3]);
    expect((await t.app.inject({ method: 'GET', url: '/api/hospitals?district=Nowhere' })).statusCode).toBe(400);
  });

  it('finds a name by any part of it, in English or Bangla, any case: its start first, then a word, then inside a word', async () => {
    // "medical" starts a word of four names; none starts with it.
    expect(own((await hospitals('q=MEDICAL&district=Dhaka&limit=100')).list)).toEqual([
      'Anwer Khan Modern Medical College Hospital',
      'Bangabandhu Sheikh Mujib Medical University',
      'Dhaka Medical College Hospital',
      'Shaheed Suhrawardy Medical College Hospital',
    ]);
    expect(own((await hospitals('q=sh&limit=100')).list)).toEqual([
      'Shaheed Suhrawardy Medical College Hospital',
      'Bangabandhu Sheikh Mujib Medical University',
    ]);
    expect(own((await hospitals('q=ban&limit=100')).list)).toEqual(['Bangabandhu Sheikh Mujib Medical University']);
    expect(own((await hospitals(`q=${encodeURIComponent('ঢাকা')}&limit=100`)).list)).toEqual(['Dhaka Medical College Hospital']);
    expect(own((await hospitals(`q=${encodeURIComponent('মেডিকেল কলেজ')}&limit=100`)).list)).toEqual([
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
    expect(own((await hospitals('q=green&limit=100')).list)).toEqual(['Green Life Medical College Hospital']);
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
    const ownAreas = (res.json() as Area[]).filter((area) => ['test-dhaka-dhanmondi', 'test-dhaka-mirpur'].includes(area._id));
    expect((res.json() as Area[]).every((area) => area.district === 'Dhaka')).toBe(true);
    expect(ownAreas).toEqual([
      {
        _id: 'test-dhaka-dhanmondi',
        name: 'Dhanmondi',
        nameBn: 'ধানমন্ডি',
        division: 'Dhaka',
        district: 'Dhaka',
        lat: 23.7461,
        lon: 90.3742,
        kind: 'thana',
      },
      {
        _id: 'test-dhaka-mirpur',
        name: 'Mirpur',
        nameBn: 'মিরপুর',
        division: 'Dhaka',
        district: 'Dhaka',
        lat: 23.7461,
        lon: 90.3742,
        kind: 'thana',
      },
    ]);
    expect(names((await t.app.inject({ method: 'GET', url: '/api/areas?district=Gazipur' })).json())).toContain('Kaliakair');
    expect(names((await t.app.inject({ method: 'GET', url: '/api/areas?district=Gazipur' })).json())).not.toContain('Mirpur');
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
