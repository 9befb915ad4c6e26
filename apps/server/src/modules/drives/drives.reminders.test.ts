import { slotStartsAt } from '@grant/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { driveBody, storedDrive } from '../../../test/drive-factories';
import { type SignedInUser, signedInUser } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import type { PersonalNotice } from '../notifications/personal-notices';
import { createDriveRemindersService } from './drive-reminders.service';
import { DRIVE_JOBS, reminderDueAt } from './drive-rules';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const sent: (PersonalNotice & { userId: string })[] = [];

/** The reminders' service on the app's database with its clock at `at`, its notices recorded instead of sent. */
const drivesAt = (at: Date) =>
  createDriveRemindersService({
    drives: t.services.repositories.drives,
    notices: {
      send: async (userId, compose) => {
        sent.push({ userId, ...compose('en') });
        return ['email'];
      },
    },
    appUrl: 'http://grant.test',
    now: () => at,
  });

const minutes = (n: number) => n * 60_000;
const remind = (at: Date, bookingId: string, kind: 'dayBefore' | 'soon') =>
  drivesAt(at).jobHandlers[DRIVE_JOBS.reminder]({ bookingId, kind });

async function booking(): Promise<{ donor: SignedInUser; id: string; driveId: string; date: string }> {
  const driveId = await storedDrive(t);
  const donor = await signedInUser(t);
  const booked = await t.services.drives.book({ ...donor.user, sessionId: '' }, driveId, '09:00');
  return { donor, id: booked.id, driveId, date: driveBody().date };
}

describe('drive reminders', () => {
  it('each goes once, when due, not early and not after the slot has started', async () => {
    const { donor, id, date } = await booking();
    const dayBefore = reminderDueAt(date, '09:00', 'dayBefore');
    sent.length = 0;

    await remind(new Date(dayBefore.getTime() - minutes(120)), id, 'dayBefore');
    expect(sent).toHaveLength(0);
    await remind(new Date(dayBefore.getTime() + minutes(1)), id, 'dayBefore');
    await remind(new Date(dayBefore.getTime() + minutes(2)), id, 'dayBefore');
    expect(sent.map((notice) => [notice.userId, notice.text.startsWith('Reminder: you give blood tomorrow at 09:00')])).toEqual([
      [donor.user.id, true],
    ]);

    const soon = reminderDueAt(date, '09:00', 'soon');
    await remind(new Date(soon.getTime() + minutes(1)), id, 'soon');
    await remind(new Date(soon.getTime() + minutes(1)), id, 'soon');
    expect(sent).toHaveLength(2);
    expect(sent[1]?.url).toMatch(/^http:\/\/grant\.test\/drives\//);
  });

  it('a reminder whose slot has started, or whose booking was canceled, is not sent', async () => {
    const late = await booking();
    sent.length = 0;
    await remind(new Date(slotStartsAt(late.date, '09:00').getTime() + minutes(1)), late.id, 'soon');
    expect(sent).toHaveLength(0);

    const canceled = await booking();
    await t.services.drives.cancelBooking({ ...canceled.donor.user, sessionId: '' }, canceled.driveId);
    await remind(new Date(reminderDueAt(canceled.date, '09:00', 'soon').getTime() + minutes(1)), canceled.id, 'soon');
    expect(sent).toHaveLength(0);
  });

  it('a failed send gives the reminder back, so the retry sends it', async () => {
    const { id, date } = await booking();
    const at = new Date(reminderDueAt(date, '09:00', 'soon').getTime() + minutes(1));
    const failing = createDriveRemindersService({
      drives: t.services.repositories.drives,
      notices: { send: () => Promise.reject(new Error('SMTP down')) },
      appUrl: 'http://grant.test',
      now: () => at,
    });
    await expect(failing.jobHandlers[DRIVE_JOBS.reminder]({ bookingId: id, kind: 'soon' })).rejects.toThrow('SMTP down');
    sent.length = 0;
    await remind(at, id, 'soon');
    expect(sent).toHaveLength(1);
  });
});
