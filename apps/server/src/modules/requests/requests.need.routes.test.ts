import { BLOOD_COMPONENTS, type DonationRequest, PLACE_TEXTS, type PublicRequest, REQUEST_NEED_TEXTS } from '@grant/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NO_RATE_LIMITS } from '../../../test/api-routes';
import { type SignedInUser, signedInUser } from '../../../test/factories';
import { storedHospital } from '../../../test/place-factories';
import { dateInDays, requestBody } from '../../../test/request-factories';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let requester: SignedInUser;
beforeAll(async () => {
  t = await createTestApp(NO_RATE_LIMITS);
  requester = await signedInUser(t, { name: 'Nusrat Jahan' });
  await storedHospital(t, {
    id: 'dhaka-dmch',
    name: 'Dhaka Medical College Hospital',
    nameBn: 'ঢাকা মেডিকেল কলেজ হাসপাতাল',
    lat: 23.7257,
    lon: 90.3976,
  });
  await storedHospital(t, {
    id: 'gazipur-tajuddin',
    name: 'Shaheed Tajuddin Ahmad Medical College Hospital',
    district: 'Gazipur',
    lat: 24.0,
    lon: 90.42,
  });
});
afterAll(() => t.close());

const post = (payload: object) => t.app.inject({ method: 'POST', url: '/api/request', headers: requester.headers, payload });
const update = (id: string, payload: object) =>
  t.app.inject({ method: 'PATCH', url: `/api/update/${id}`, headers: requester.headers, payload });
const details = async (id: string) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/request/man/${id}`, headers: requester.headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as DonationRequest;
};
async function created(payload: object): Promise<string> {
  const res = await post(payload);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().insertedId;
}
const refusal = async (res: Promise<{ statusCode: number; json: () => { message: string } }>) => {
  const answer = await res;
  return [answer.statusCode, answer.json().message];
};
const inHours = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();

describe('what the patient needs: component', () => {
  it('is whole blood when not given (every spec call), and each component is stored and answered', async () => {
    expect((await details(await created(requestBody()))).component).toBe('whole_blood');
    for (const component of BLOOD_COMPONENTS) {
      const id = await created(requestBody({ component }));
      expect((await details(id)).component).toBe(component);
      expect((await t.services.repositories.requests.findById(id))?.component).toBe(component);
    }
    expect(await refusal(post(requestBody({ component: 'blood' as never })))).toEqual([400, REQUEST_NEED_TEXTS.chooseComponent]);
  });
});

describe('by when: neededBy', () => {
  it('defaults from the donation date and time in Dhaka, or the end of that day when the time has no clock', async () => {
    const donationDate = dateInDays(3);
    const atClock = await details(await created(requestBody({ donationDate, donationTime: '2:15 PM' })));
    expect(atClock.neededBy).toBe(new Date(`${donationDate}T14:15:00+06:00`).toISOString());
    const noClock = await details(await created(requestBody({ donationDate, donationTime: 'morning, after the surgery' })));
    expect(noClock.neededBy).toBe(new Date(`${donationDate}T23:59:00+06:00`).toISOString());
  });

  it('keeps the time given, with its offset', async () => {
    const neededBy = new Date(Date.now() + 5 * 3_600_000).toISOString().replace(/\.\d{3}Z$/, '+00:00');
    const row = await details(await created(requestBody({ neededBy, component: 'platelets' })));
    expect(row.neededBy).toBe(new Date(neededBy).toISOString());
  });

  it('is refused in the past or beyond 60 days, or when it is no date-time, with a message a person can act on', async () => {
    expect(await refusal(post(requestBody({ neededBy: inHours(-2) })))).toEqual([400, REQUEST_NEED_TEXTS.neededByPast]);
    expect(await refusal(post(requestBody({ neededBy: inHours(61 * 24) })))).toEqual([400, REQUEST_NEED_TEXTS.neededByTooFar]);
    expect(await refusal(post(requestBody({ neededBy: 'tomorrow' })))).toEqual([400, REQUEST_NEED_TEXTS.neededByFormat]);
    const id = await created(requestBody());
    expect(await refusal(update(id, { neededBy: inHours(-2) }))).toEqual([400, REQUEST_NEED_TEXTS.neededByPast]);
    expect(await refusal(update(id, { neededBy: inHours(61 * 24) }))).toEqual([400, REQUEST_NEED_TEXTS.neededByTooFar]);
  });

  it('moves with a new donation date on an edit that gives none, and takes one given', async () => {
    const id = await created(requestBody({ donationTime: '10:30 AM' }));
    const donationDate = dateInDays(9);
    expect((await update(id, { donationDate })).statusCode).toBe(200);
    expect((await details(id)).neededBy).toBe(new Date(`${donationDate}T10:30:00+06:00`).toISOString());
    const neededBy = inHours(30);
    expect((await update(id, { neededBy, component: 'plasma' })).statusCode).toBe(200);
    expect(await details(id)).toMatchObject({ neededBy: new Date(neededBy).toISOString(), component: 'plasma', donationDate });
  });
});

describe('where: hospitalId or location', () => {
  it('names a directory hospital of its district: hospitalName may then be left out, and the details carry the hospital', async () => {
    const { hospitalName: _left, ...body } = requestBody({ district: 'Dhaka', hospitalId: 'dhaka-dmch' });
    const id = await created(body);
    const row = await details(id);
    expect(row).toMatchObject({ hospitalId: 'dhaka-dmch', hospitalName: 'Dhaka Medical College Hospital', location: null });
    expect(row.hospital).toEqual({
      _id: 'dhaka-dmch',
      name: 'Dhaka Medical College Hospital',
      nameBn: 'ঢাকা মেডিকেল কলেজ হাসপাতাল',
      lat: 23.7257,
      lon: 90.3976,
    });
    // The name a requester wrote stays theirs.
    const named = await details(await created(requestBody({ district: 'Dhaka', hospitalId: 'dhaka-dmch', hospitalName: 'DMCH ward 5' })));
    expect([named.hospitalName, named.hospital?._id]).toEqual(['DMCH ward 5', 'dhaka-dmch']);
    // Without a hospital id, the spec's hospitalName is required as before.
    const { hospitalName: _none, ...specBody } = requestBody();
    expect(await refusal(post(specBody))).toEqual([400, 'Hospital name is required.']);
  });

  it('refuses an unknown hospital, and one of another district (on an edit, against the district it will have)', async () => {
    expect(await refusal(post(requestBody({ district: 'Dhaka', hospitalId: 'dhaka-nowhere' })))).toEqual([
      400,
      PLACE_TEXTS.hospitalNotFound,
    ]);
    expect(await refusal(post(requestBody({ district: 'Gazipur', hospitalId: 'dhaka-dmch' })))).toEqual([
      400,
      PLACE_TEXTS.hospitalNotInDistrict,
    ]);
    const id = await created(requestBody({ district: 'Dhaka', hospitalId: 'dhaka-dmch' }));
    // Its hospital stays in Dhaka: moving the request to Gazipur alone is refused, moving it with a Gazipur hospital is not.
    expect(await refusal(update(id, { division: 'Dhaka', district: 'Gazipur' }))).toEqual([400, PLACE_TEXTS.hospitalNotInDistrict]);
    expect(await refusal(update(id, { hospitalId: 'gazipur-tajuddin' }))).toEqual([400, PLACE_TEXTS.hospitalNotInDistrict]);
    expect((await update(id, { division: 'Dhaka', district: 'Gazipur', hospitalId: 'gazipur-tajuddin' })).statusCode).toBe(200);
    expect(await details(id)).toMatchObject({
      district: 'Gazipur',
      hospitalId: 'gazipur-tajuddin',
      hospitalName: 'Shaheed Tajuddin Ahmad Medical College Hospital',
      hospital: { _id: 'gazipur-tajuddin' },
    });
  });

  it('takes a point inside Bangladesh, and refuses one outside it (Kolkata is inside the rectangle, not the country)', async () => {
    const id = await created(requestBody({ location: { lat: 23.81, lon: 90.41 } }));
    const row = await details(id);
    expect([row.location, row.hospitalId, row.hospital]).toEqual([{ lat: 23.81, lon: 90.41 }, null, undefined]);
    expect(await refusal(post(requestBody({ location: { lat: 22.57, lon: 88.36 } })))).toEqual([400, PLACE_TEXTS.outsideBangladesh]);
    expect(await refusal(post(requestBody({ location: { lat: 40.7, lon: -74 } })))).toEqual([400, PLACE_TEXTS.outsideBangladesh]);
    expect(await refusal(update(id, { location: { lat: 22.57, lon: 88.36 } }))).toEqual([400, PLACE_TEXTS.outsideBangladesh]);
    expect(await refusal(post(requestBody({ hospitalId: 'dhaka-dmch', location: { lat: 23.81, lon: 90.41 } })))).toEqual([
      400,
      PLACE_TEXTS.hospitalOrLocation,
    ]);
    // A point replaces the hospital on an edit.
    const withHospital = await created(requestBody({ district: 'Dhaka', hospitalId: 'dhaka-dmch' }));
    expect((await update(withHospital, { location: { lat: 23.75, lon: 90.39 } })).statusCode).toBe(200);
    expect(await details(withHospital)).toMatchObject({ hospitalId: null, location: { lat: 23.75, lon: 90.39 } });
  });
});

describe('the lists carry the need', () => {
  it('the public lists and search answer component, neededBy, hospitalId and location', async () => {
    const neededBy = inHours(8);
    const id = await created(
      requestBody({
        division: 'Sylhet',
        district: 'Sylhet',
        blood: 'B-',
        component: 'apheresis_platelets',
        neededBy,
        location: { lat: 24.89, lon: 91.87 },
      }),
    );
    const search = await t.app.inject({ method: 'GET', url: '/api/search?blood=B-&division=Sylhet&district=Sylhet' });
    const found = (search.json() as PublicRequest[]).find((row) => row._id === id);
    expect(found).toMatchObject({
      component: 'apheresis_platelets',
      neededBy: new Date(neededBy).toISOString(),
      hospitalId: null,
      location: { lat: 24.89, lon: 91.87 },
    });
    const pending = (await t.app.inject({ method: 'GET', url: '/api/pending?limit=50' })).json() as PublicRequest[];
    expect(pending.find((row) => row._id === id)?.component).toBe('apheresis_platelets');
    const own = await t.app.inject({ method: 'GET', url: `/api/request/${requester.user.email}?limit=50`, headers: requester.headers });
    expect((own.json() as DonationRequest[]).find((row) => row._id === id)?.neededBy).toBe(new Date(neededBy).toISOString());
  });
});
