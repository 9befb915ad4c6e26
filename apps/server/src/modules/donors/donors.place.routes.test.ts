import { type ConsentState, type DonorProfile, PLACE_TEXTS } from '@grant/shared';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { signedInDonor } from '../../../test/donor-factories';
import { PASSWORD, type SignedInUser } from '../../../test/factories';
import { storedArea } from '../../../test/place-factories';
import { testAppWith } from '../../../test/test-app-with';
import { users } from '../../db/schema/index';

const { t } = await testAppWith({});

beforeAll(async () => {
  await storedArea(t, { id: 'dhaka-mirpur', name: 'Mirpur', nameBn: 'মিরপুর', lat: 23.8223, lon: 90.3654 });
  await storedArea(t, { id: 'dhaka-dhanmondi', name: 'Dhanmondi', nameBn: 'ধানমন্ডি', lat: 23.7461, lon: 90.3742 });
  await storedArea(t, { id: 'gazipur-kaliakair', name: 'Kaliakair', district: 'Gazipur', kind: 'upazila', lat: 24.07, lon: 90.22 });
});

const profileOf = async (caller: SignedInUser) =>
  (await t.app.inject({ method: 'GET', url: '/api/donors/me', headers: caller.headers })).json() as DonorProfile;
const patch = (caller: SignedInUser, payload: object) =>
  t.app.inject({ method: 'PATCH', url: '/api/donors/me', headers: caller.headers, payload });
const stored = async (caller: SignedInUser) => (await t.db.select().from(users).where(eq(users.id, caller.user.id)))[0];
const dhakaDonor = () => signedInDonor(t, { division: 'Dhaka', district: 'Dhaka' });

describe('where a donor lives: PATCH /api/donors/me areaId or location', () => {
  it('takes an area of their district, answers it back, and measures them from its centre', async () => {
    const donor = await dhakaDonor();
    const res = await patch(donor, { areaId: 'dhaka-mirpur' });
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as DonorProfile).areaId).toBe('dhaka-mirpur');
    expect(await profileOf(donor)).toMatchObject({ areaId: 'dhaka-mirpur', location: null });
    expect(await stored(donor)).toMatchObject({ areaId: 'dhaka-mirpur', geoLat: 23.8223, geoLon: 90.3654 });
  });

  it('refuses an unknown area and one of another district, with a message', async () => {
    const donor = await dhakaDonor();
    const unknown = await patch(donor, { areaId: 'dhaka-nowhere' });
    expect([unknown.statusCode, unknown.json().message]).toEqual([400, PLACE_TEXTS.areaNotFound]);
    const elsewhere = await patch(donor, { areaId: 'gazipur-kaliakair' });
    expect([elsewhere.statusCode, elsewhere.json().message]).toEqual([400, PLACE_TEXTS.areaNotInDistrict]);
    const both = await patch(donor, { areaId: 'dhaka-mirpur', location: { lat: 23.8, lon: 90.4 } });
    expect([both.statusCode, both.json().message]).toEqual([400, PLACE_TEXTS.areaOrLocation]);
    expect((await profileOf(donor)).areaId).toBeNull();
  });

  it('keeps their own point to about a kilometre, records the consent, and one choice clears the other', async () => {
    const donor = await dhakaDonor();
    await patch(donor, { areaId: 'dhaka-dhanmondi' });
    const res = await patch(donor, { location: { lat: 23.746_789, lon: 90.374_21 } });
    expect(res.statusCode, res.body).toBe(200);
    expect(await profileOf(donor)).toMatchObject({ areaId: null, location: { lat: 23.75, lon: 90.37 } });
    expect(await stored(donor)).toMatchObject({ locationLat: 23.75, locationLon: 90.37, geoLat: 23.75, geoLon: 90.37 });

    const consents = (
      await t.app.inject({ method: 'GET', url: '/api/auth/account/consents', headers: donor.headers })
    ).json() as ConsentState[];
    expect(consents.find((c) => c.purpose === 'locationShared')).toMatchObject({ granted: true });

    expect((await patch(donor, { areaId: 'dhaka-mirpur' })).statusCode).toBe(200);
    expect(await profileOf(donor)).toMatchObject({ areaId: 'dhaka-mirpur', location: null });
    const withdrawn = (
      await t.app.inject({ method: 'GET', url: '/api/auth/account/consents', headers: donor.headers })
    ).json() as ConsentState[];
    expect(withdrawn.find((c) => c.purpose === 'locationShared')).toMatchObject({ granted: false });

    expect((await patch(donor, { areaId: null })).statusCode).toBe(200);
    expect(await profileOf(donor)).toMatchObject({ areaId: null, location: null });
    // Neither: the district centre stands in (migration 0024's district_centres).
    expect(await stored(donor)).toMatchObject({ geoLat: 23.7115, geoLon: 90.4111 });
  });

  it('refuses a point outside Bangladesh (Kolkata) and clears a point with null', async () => {
    const donor = await dhakaDonor();
    const kolkata = await patch(donor, { location: { lat: 22.57, lon: 88.36 } });
    expect([kolkata.statusCode, kolkata.json().message]).toEqual([400, PLACE_TEXTS.outsideBangladesh]);
    expect((await profileOf(donor)).location).toBeNull();
    await patch(donor, { location: { lat: 23.81, lon: 90.41 } });
    expect((await profileOf(donor)).location).toEqual({ lat: 23.81, lon: 90.41 });
    expect((await patch(donor, { location: null })).statusCode).toBe(200);
    expect((await profileOf(donor)).location).toBeNull();
  });

  it('clears an area that is not in their new district when they move, and keeps one that is', async () => {
    const donor = await dhakaDonor();
    await patch(donor, { areaId: 'dhaka-mirpur' });
    const moveTo = (district: string) =>
      t.app.inject({ method: 'PATCH', url: '/api/auth/profile', headers: donor.headers, payload: { division: 'Dhaka', district } });
    expect((await moveTo('Dhaka')).statusCode).toBe(200);
    expect((await profileOf(donor)).areaId).toBe('dhaka-mirpur');
    expect((await moveTo('Gazipur')).statusCode).toBe(200);
    expect((await profileOf(donor)).areaId).toBeNull();
    expect(await stored(donor)).toMatchObject({ district: 'Gazipur', geoLat: 24.0023, geoLon: 90.4264 });
  });

  it('is erased with the account: no area and no point are left', async () => {
    const donor = await dhakaDonor();
    await patch(donor, { location: { lat: 23.81, lon: 90.41 } });
    const erased = await t.app.inject({
      method: 'DELETE',
      url: '/api/auth/account',
      headers: donor.headers,
      payload: { password: PASSWORD, blogPosts: 'keep' },
    });
    expect(erased.statusCode, erased.body).toBe(204);
    expect(await stored(donor)).toMatchObject({
      areaId: null,
      locationLat: null,
      locationLon: null,
      geoLat: null,
      geoLon: null,
      geoCell: null,
    });

    const other = await dhakaDonor();
    await patch(other, { areaId: 'dhaka-dhanmondi' });
    await t.app.inject({
      method: 'DELETE',
      url: '/api/auth/account',
      headers: other.headers,
      payload: { password: PASSWORD, blogPosts: 'keep' },
    });
    expect((await stored(other))?.areaId).toBeNull();
  });
});
