import {
  type BookingAtDrive,
  DRIVE_TEXTS,
  type Drive,
  type DriveRoster,
  type MyBooking,
  PLACE_CHANGED_TOGETHER,
  todayInDhaka,
} from '@grant/shared';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { driveBody, moveDriveToToday } from '../../../test/drive-factories';
import { type SignedInUser, signedInUser } from '../../../test/factories';
import { dateInDays } from '../../../test/request-factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { driveBookings, drives, jobs, outboxMessages, users } from '../../db/schema/index';

let t: TestApp;
let organiser: SignedInUser;
let otherVolunteer: SignedInUser;
let admin: SignedInUser;
beforeAll(async () => {
  t = await createTestApp();
  organiser = await signedInUser(t, { role: 'volunteer' });
  otherVolunteer = await signedInUser(t, { role: 'volunteer' });
  admin = await signedInUser(t, { role: 'admin' });
});
afterAll(() => t.close());

const inject = (who: SignedInUser | undefined, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: who?.headers, payload });

async function createDrive(overrides: Parameters<typeof driveBody>[0] = {}) {
  const res = await inject(organiser, 'POST', '/api/drives', driveBody(overrides));
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { insertedId: string }).insertedId;
}

async function bookedDonor(driveId: string, slot = '09:00') {
  const donor = await signedInUser(t);
  const res = await inject(donor, 'POST', `/api/drives/${driveId}/bookings`, { slot });
  expect(res.statusCode, res.body).toBe(201);
  return { donor, code: (res.json() as { code: string }).code };
}

const mailsTo = (email: string) => t.db.select().from(outboxMessages).where(eq(outboxMessages.to, email));

describe('organising a drive', () => {
  it('its organiser or an admin changes it; everyone booked is told, in their language', async () => {
    const id = await createDrive({ titleBn: 'বিশ্ববিদ্যালয়ে রক্তদান' });
    const { donor } = await bookedDonor(id);
    await t.db.update(users).set({ language: 'bn', alertPush: false, alertSms: false }).where(eq(users.id, donor.user.id));

    expect((await inject(otherVolunteer, 'PATCH', `/api/drives/${id}`, { title: 'Not mine' })).statusCode).toBe(403);
    const res = await inject(organiser, 'PATCH', `/api/drives/${id}`, { address: 'Central Library, Rajshahi University' });
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as Drive).address).toBe('Central Library, Rajshahi University');
    expect((await inject(admin, 'PATCH', `/api/drives/${id}`, { title: 'Renamed by an admin' })).statusCode).toBe(200);

    await t.services.jobWorker.drain();
    const mails = await mailsTo(donor.user.email);
    expect(mails).toHaveLength(2);
    expect(mails[0]?.text).toContain('Central Library, Rajshahi University');
    expect(mails[0]?.text).toContain('বদলেছে');
    // In Bangla, the drive's Bangla title where its organiser gave one.
    expect(mails[0]?.text).toContain('বিশ্ববিদ্যালয়ে রক্তদান');
  });

  it('answers a bad change with what to fix', async () => {
    const id = await createDrive();
    const cases: [object, string][] = [
      [{}, DRIVE_TEXTS.nothingToChange],
      [{ date: '2020-01-01' }, DRIVE_TEXTS.pastDate],
      [{ division: 'Dhaka' }, PLACE_CHANGED_TOGETHER],
      [{ title: '' }, 'Title is required.'],
    ];
    for (const [payload, message] of cases) {
      const res = await inject(organiser, 'PATCH', `/api/drives/${id}`, payload);
      expect([res.statusCode, res.json().message]).toEqual([400, message]);
    }
  });

  it('a new date clears the reminders sent and queues them again for it', async () => {
    const id = await createDrive();
    const { donor } = await bookedDonor(id);
    const [booking] = await t.db.select().from(driveBookings).where(eq(driveBookings.donorId, donor.user.id));
    await t.db
      .update(driveBookings)
      .set({ remindedDayBeforeAt: new Date() })
      .where(eq(driveBookings.id, booking?.id ?? ''));
    const reminders = () =>
      t.db
        .select()
        .from(jobs)
        .where(and(eq(jobs.type, 'drive.reminder'), sql`${jobs.payload}->>'bookingId' = ${booking?.id ?? ''}`));
    expect(await reminders()).toHaveLength(2);

    expect((await inject(organiser, 'PATCH', `/api/drives/${id}`, { date: dateInDays(6) })).statusCode).toBe(200);
    const [after] = await t.db
      .select()
      .from(driveBookings)
      .where(eq(driveBookings.id, booking?.id ?? ''));
    expect(after?.remindedDayBeforeAt).toBeNull();
    expect(await reminders()).toHaveLength(4);
  });

  it('cancelling tells everyone booked why, cancels their bookings, and happens once', async () => {
    const id = await createDrive();
    const { donor } = await bookedDonor(id);
    expect((await inject(otherVolunteer, 'POST', `/api/drives/${id}/cancel`, { reason: 'No.' })).statusCode).toBe(403);
    expect((await inject(organiser, 'POST', `/api/drives/${id}/cancel`, { reason: 'The hall flooded.' })).statusCode).toBe(204);
    const again = await inject(admin, 'POST', `/api/drives/${id}/cancel`, { reason: 'Twice.' });
    expect([again.statusCode, again.json().message]).toEqual([409, DRIVE_TEXTS.canceledAlready]);

    await t.services.jobWorker.drain();
    const [mail] = await mailsTo(donor.user.email);
    expect(mail?.text).toContain('The hall flooded.');
    const mine = await inject(donor, 'GET', `/api/drives/${id}/bookings/mine`);
    expect(mine.statusCode).toBe(404);
    const listed = (await inject(undefined, 'GET', '/api/drives')).json() as Drive[];
    expect(listed.map((drive) => drive._id)).not.toContain(id);
  });
});

describe('a donor’s booking', () => {
  it('shows on their dashboard list and their drive page, with a QR code and a calendar file', async () => {
    const id = await createDrive({ title: 'Drive at Natore Sadar', division: 'Rajshahi', district: 'Natore' });
    const { donor, code } = await bookedDonor(id, '09:30');

    const list = await inject(donor, 'GET', '/api/drives/bookings/mine');
    const mine = list.json() as MyBooking[];
    expect(mine.map((row) => [row.code, row.slot, row.status, row.drive.title])).toEqual([
      [code, '09:30', 'booked', 'Drive at Natore Sadar'],
    ]);

    const at = (await inject(donor, 'GET', `/api/drives/${id}/bookings/mine`)).json() as BookingAtDrive;
    expect(at.code).toBe(code);
    expect(Buffer.from(at.qrCode.replace('data:image/svg+xml;base64,', ''), 'base64').toString()).toContain('<svg');

    const ics = await inject(donor, 'GET', `/api/drives/${id}/bookings/mine/calendar`);
    expect(ics.headers['content-type']).toContain('text/calendar');
    expect(ics.body).toContain('BEGIN:VEVENT');
    expect(ics.body).toContain('SUMMARY:Drive at Natore Sadar');
    expect(ics.body).toContain(code);
    // 09:30 in Dhaka is 03:30 UTC; a 30-minute slot.
    expect(ics.body).toMatch(/DTSTART:\d{8}T033000Z/);
    expect(ics.body).toMatch(/DTEND:\d{8}T040000Z/);
  });

  it('queues its two reminders for the day before and two hours before its slot', async () => {
    const id = await createDrive();
    const { donor } = await bookedDonor(id, '10:00');
    const [booking] = await t.db.select().from(driveBookings).where(eq(driveBookings.donorId, donor.user.id));
    const queued = await t.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.type, 'drive.reminder'), sql`${jobs.payload}->>'bookingId' = ${booking?.id ?? ''}`));
    const slot = new Date(`${driveBody().date}T10:00:00+06:00`).getTime();
    const leads = queued.map((job) => Math.round((slot - job.runAt.getTime()) / 3_600_000)).sort((a, b) => a - b);
    expect(leads).toEqual([2, 24]);
  });
});

describe('check-in on the drive’s day', () => {
  it('staff check a donor in by code: donated sets their last donation; deferred needs a reason; once each', async () => {
    // Booked while the drive was still ahead, then its day comes (a time of today that has begun cannot be booked).
    const id = await createDrive({ date: dateInDays(1) });
    const gave = await bookedDonor(id, '09:00');
    const deferred = await bookedDonor(id, '09:30');
    await moveDriveToToday(t, id);
    const post = (who: SignedInUser, payload: object) => inject(who, 'POST', `/api/drives/${id}/check-in`, payload);

    expect((await post(gave.donor, { code: gave.code, outcome: 'donated' })).statusCode).toBe(403);
    const ok = await post(organiser, { code: gave.code.toLowerCase(), outcome: 'donated' });
    expect([ok.statusCode, ok.json().status]).toEqual([200, 'donated']);
    const [person] = await t.db.select().from(users).where(eq(users.id, gave.donor.user.id));
    expect(person?.lastDonationOn).toBe(todayInDhaka());

    const twice = await post(admin, { code: gave.code, outcome: 'deferred', reason: 'Low haemoglobin' });
    expect([twice.statusCode, twice.json().message]).toEqual([409, DRIVE_TEXTS.checkedInAlready]);
    const noReason = await post(admin, { code: deferred.code, outcome: 'deferred' });
    expect([noReason.statusCode, noReason.json().message]).toEqual([400, DRIVE_TEXTS.deferReasonRequired]);
    expect((await post(admin, { code: deferred.code, outcome: 'deferred', reason: 'Low haemoglobin' })).json().deferReason).toBe(
      'Low haemoglobin',
    );
    const unknown = await post(admin, { code: 'ZZZZZZZZ', outcome: 'donated' });
    expect([unknown.statusCode, unknown.json().message]).toEqual([404, DRIVE_TEXTS.codeNotFound]);
    const bad = await post(admin, { code: 'short', outcome: 'donated' });
    expect([bad.statusCode, bad.json().message]).toEqual([400, DRIVE_TEXTS.codeInvalid]);

    const roster = (await inject(organiser, 'GET', `/api/drives/${id}/roster`)).json() as DriveRoster;
    expect(roster.counts).toEqual({ booked: 0, donated: 1, deferred: 1, canceled: 0, noShows: 0 });
    expect(roster.slots.slice(0, 2).map((slot) => slot.bookings.map((b) => [b.code, b.status, b.donorName]))).toEqual([
      [[gave.code, 'donated', gave.donor.user.name]],
      [[deferred.code, 'deferred', deferred.donor.user.name]],
    ]);

    const csv = await inject(organiser, 'GET', `/api/drives/${id}/roster.csv`);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body.replace('\uFEFF', '').trim().split('\n');
    expect(lines[0]?.trim()).toBe('Slot,Code,Donor,Blood group,Status,Deferred because');
    expect(lines[2]).toContain(`09:30,${deferred.code},${deferred.donor.user.name}`);
    expect(lines[2]).toContain('deferred,Low haemoglobin');
  });

  it('is refused on any other day, and counts no-shows once the day is over', async () => {
    const id = await createDrive();
    const { code } = await bookedDonor(id);
    const early = await inject(admin, 'POST', `/api/drives/${id}/check-in`, { code, outcome: 'donated' });
    expect([early.statusCode, early.json().message]).toEqual([409, DRIVE_TEXTS.notDriveDay]);

    await t.db.update(drives).set({ date: '2020-01-01' }).where(eq(drives.id, id));
    const roster = (await inject(admin, 'GET', `/api/drives/${id}/roster`)).json() as DriveRoster;
    expect(roster.counts.noShows).toBe(1);
  });

  it('a name a spreadsheet would run as a formula is written as text in the CSV', async () => {
    const id = await createDrive();
    const { donor } = await bookedDonor(id);
    await t.db.update(users).set({ name: '=HYPERLINK("x")' }).where(eq(users.id, donor.user.id));
    const csv = await inject(organiser, 'GET', `/api/drives/${id}/roster.csv`);
    expect(csv.body).toContain(`"'=HYPERLINK(""x"")"`);
  });
});
