import { type CreateDriveBody, todayInDhaka } from '@grant/shared';
import { eq } from 'drizzle-orm';
import { drives } from '../src/db/schema/index';
import { dateInDays, manySignedInUsers } from './request-factories';
import type { TestApp } from './test-app';

/** A valid drive: two hours of 30-minute slots of 4 donors, five days ahead. */
export const driveBody = (overrides: Partial<CreateDriveBody> = {}): CreateDriveBody => ({
  title: 'Blood drive at Rajshahi University',
  description: 'Give blood between classes.',
  date: dateInDays(5),
  startTime: '09:00',
  endTime: '11:00',
  division: 'Rajshahi',
  district: 'Rajshahi',
  address: 'TSC, Rajshahi University',
  slotMinutes: 30,
  donorsPerSlot: 4,
  ...overrides,
});

/** A drive organised by a fresh volunteer, stored through the service. */
export async function storedDrive(t: TestApp, overrides: Partial<CreateDriveBody> = {}): Promise<string> {
  const [volunteer] = await manySignedInUsers(t, 1, { role: 'volunteer' });
  if (!volunteer) throw new Error('no volunteer');
  return (await t.services.drives.create({ ...volunteer.user, sessionId: '' }, driveBody(overrides))).insertedId;
}

/**
 * Moves a drive to today, as its day coming would. Bookings are made while the drive is still ahead,
 * then it is moved: a time of today that has begun cannot be booked, so a test that booked today's
 * 09:00 would fail from 09:00 in Dhaka on.
 */
export async function moveDriveToToday(t: TestApp, id: string): Promise<void> {
  await t.db.update(drives).set({ date: todayInDhaka() }).where(eq(drives.id, id));
}
