import { type CreateDriveBody, DRIVE_TEXTS, type Drive, type DriveDetails, LIMITS, todayInDhaka } from '@grant/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { driveBody } from '../../../test/drive-factories';
import { type SignedInUser, signedInUser } from '../../../test/factories';
import { manySignedInUsers } from '../../../test/request-factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { users } from '../../db/schema/index';

let t: TestApp;
let volunteer: SignedInUser;
let donor: SignedInUser;
beforeAll(async () => {
  t = await createTestApp();
  volunteer = await signedInUser(t, { role: 'volunteer' });
  donor = await signedInUser(t);
});
afterAll(() => t.close());

async function createDrive(overrides: Partial<CreateDriveBody> = {}) {
  const res = await t.app.inject({ method: 'POST', url: '/api/drives', headers: volunteer.headers, payload: driveBody(overrides) });
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { insertedId: string }).insertedId;
}
const details = async (id: string) => (await t.app.inject({ method: 'GET', url: `/api/drives/${id}` })).json() as DriveDetails;
const book = (who: SignedInUser, id: string, slot: string) =>
  t.app.inject({ method: 'POST', url: `/api/drives/${id}/bookings`, headers: who.headers, payload: { slot } });

describe('donation drives', () => {
  it('a volunteer organises a drive; its slots come from its times, and anyone sees it among the upcoming ones', async () => {
    const id = await createDrive({ district: 'Natore', division: 'Rajshahi' });
    const drive = await details(id);
    expect(drive.slots).toEqual([
      { start: '09:00', free: 4 },
      { start: '09:30', free: 4 },
      { start: '10:00', free: 4 },
      { start: '10:30', free: 4 },
    ]);
    expect([drive.freePlaces, drive.organiserName, drive.status]).toEqual([16, volunteer.user.name, 'scheduled']);
    const listed = await t.app.inject({ method: 'GET', url: '/api/drives?division=Rajshahi&district=Natore' });
    expect((listed.json() as Drive[]).map((row) => row._id)).toEqual([id]);
    expect(listed.headers['x-total-count']).toBe('1');
  });

  it('answers a bad drive with what to fix, and is for staff', async () => {
    const post = (payload: object, who = volunteer) => t.app.inject({ method: 'POST', url: '/api/drives', headers: who.headers, payload });
    const cases: [object, string][] = [
      [driveBody({ endTime: '08:00' }), DRIVE_TEXTS.endBeforeStart],
      [driveBody({ date: '2020-01-01' }), DRIVE_TEXTS.pastDate],
      [driveBody({ startTime: '9am' }), DRIVE_TEXTS.timeInvalid],
      [driveBody({ endTime: '09:20' }), DRIVE_TEXTS.noSlot],
      [driveBody({ slotMinutes: 5 }), DRIVE_TEXTS.slotLength],
      // Lengths that never reach the end time: once an endless loop that took the server's memory.
      ...[0, -30, -436_550_941, 2.5].map((slotMinutes): [object, string] => [driveBody({ slotMinutes }), DRIVE_TEXTS.slotLength]),
    ];
    for (const [payload, message] of cases) {
      const res = await post(payload);
      expect([res.statusCode, res.json().message]).toEqual([400, message]);
    }
    expect((await post(driveBody(), donor)).statusCode).toBe(403);
  });

  it('books one place per donor, gives it back on cancel, and refuses a donor who may not give on that date', async () => {
    const id = await createDrive();
    const res = await book(donor, id, '09:30');
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().code).toMatch(/^[A-Z2-9]{8}$/);
    expect((await details(id)).slots[1]).toEqual({ start: '09:30', free: 3 });
    const again = await book(donor, id, '10:00');
    expect([again.statusCode, again.json().message]).toEqual([409, DRIVE_TEXTS.alreadyBooked]);
    expect((await details(id)).freePlaces).toBe(15);
    expect((await book(donor, id, '12:00')).statusCode).toBe(404);

    expect((await t.app.inject({ method: 'DELETE', url: `/api/drives/${id}/bookings`, headers: donor.headers })).statusCode).toBe(204);
    expect((await details(id)).freePlaces).toBe(16);
    expect((await book(donor, id, '10:00')).statusCode).toBe(201);

    const recent = await signedInUser(t);
    await t.db.update(users).set({ lastDonationOn: todayInDhaka() }).where(eq(users.id, recent.user.id));
    const refused = await book(recent, id, '09:00');
    expect([refused.statusCode, refused.json().message]).toEqual([409, DRIVE_TEXTS.notEligible]);
  });

  it('refuses a time of today that has already begun', async () => {
    const id = await createDrive({ date: todayInDhaka(), startTime: '00:00', endTime: '00:30' });
    const started = await book(donor, id, '00:00');
    expect([started.statusCode, started.json().message]).toEqual([409, DRIVE_TEXTS.slotStarted]);
    expect((await details(id)).freePlaces).toBe(4);
  });

  it('20 donors booking the last 5 places at once: exactly 5 bookings', async () => {
    const id = await createDrive({ startTime: '14:00', endTime: '14:30', slotMinutes: 30, donorsPerSlot: 5 });
    const donors = await manySignedInUsers(t, 20);
    const answers = await Promise.all(donors.map((who) => book(who, id, '14:00')));
    const statuses = answers.map((res) => res.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(5);
    expect(statuses.filter((status) => status === 409)).toHaveLength(15);
    expect(await t.services.repositories.drives.bookedCount(id)).toBe(5);
    expect((await details(id)).slots).toEqual([{ start: '14:00', free: 0 }]);
  });
});

describe('a drive’s title, description and address in Bangla', () => {
  const bangla = { titleBn: 'রাজশাহী বিশ্ববিদ্যালয়ে রক্তদান', descriptionBn: 'ক্লাসের ফাঁকে রক্ত দিন।', addressBn: 'টিএসসি, রাজশাহী বিশ্ববিদ্যালয়' };

  it('are kept beside the English ones, in every answer, changed and cleared by its organiser', async () => {
    const id = await createDrive(bangla);
    expect(await details(id)).toMatchObject({ ...bangla, title: driveBody().title });
    const listed = (await t.app.inject({ method: 'GET', url: '/api/drives?limit=100' })).json() as Drive[];
    expect(listed.find((drive) => drive._id === id)).toMatchObject(bangla);

    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/drives/${id}`,
      headers: volunteer.headers,
      payload: { titleBn: 'নতুন নাম', descriptionBn: '' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json() as Drive).toMatchObject({ titleBn: 'নতুন নাম', descriptionBn: null, addressBn: bangla.addressBn });
    expect(await details(await createDrive())).toMatchObject({ titleBn: null, descriptionBn: null, addressBn: null });
  });

  it('have the lengths of the English ones', async () => {
    const cases: [object, string][] = [
      [
        { titleBn: 'ক'.repeat(LIMITS.driveTitleMaxLength + 1) },
        `Title in Bangla must be at most ${LIMITS.driveTitleMaxLength} characters.`,
      ],
      [
        { descriptionBn: 'ক'.repeat(LIMITS.driveDescriptionMaxLength + 1) },
        `Description in Bangla must be at most ${LIMITS.driveDescriptionMaxLength} characters.`,
      ],
      [{ addressBn: 'ক'.repeat(LIMITS.addressMaxLength + 1) }, `Address in Bangla must be at most ${LIMITS.addressMaxLength} characters.`],
    ];
    for (const [overrides, message] of cases) {
      const res = await t.app.inject({ method: 'POST', url: '/api/drives', headers: volunteer.headers, payload: driveBody(overrides) });
      expect([res.statusCode, res.json().message]).toEqual([400, message]);
    }
    expect((await createDrive({ titleBn: 'ক'.repeat(LIMITS.driveTitleMaxLength) })).length).toBeGreaterThan(0);
  });
});
