import { slotStartsAt, type UpdateDriveBody } from '@grant/shared';
import { JOB_PRIORITY } from '../jobs/job-priority';

/** The reminders of a booking (issue 21): the day before, and two hours before its slot. */
export type ReminderKind = 'dayBefore' | 'soon';
export const REMINDER_LEAD_MS: Record<ReminderKind, number> = { dayBefore: 24 * 3_600_000, soon: 2 * 3_600_000 };

/** What a notice to a booked donor is about. */
export type NoticeKind = 'changed' | 'canceled';

export type DriveChanges = UpdateDriveBody;

/** The job types of drives: run by the worker, enqueued in the transaction of the booking or change. */
export const DRIVE_JOBS = {
  reminder: 'drive.reminder',
  notice: 'drive.notice',
} as const;

/** When a reminder is due; it is not sent once the slot has started (nor early: a changed date re-queues it). */
export const reminderDueAt = (date: string, slot: string, kind: ReminderKind): Date =>
  new Date(slotStartsAt(date, slot).getTime() - REMINDER_LEAD_MS[kind]);

/** A run of a reminder's job this long before its due time still sends it (the worker's clock and the queue's). */
const EARLY_TOLERANCE_MS = 60_000;

export const reminderIsDue = (date: string, slot: string, kind: ReminderKind, now: Date): boolean =>
  now.getTime() >= reminderDueAt(date, slot, kind).getTime() - EARLY_TOLERANCE_MS && now < slotStartsAt(date, slot);

/** The reminder jobs of one booking: those whose due time is still ahead (a late booking gets only the near one). */
export function reminderJobs(booking: { id: string; slot: string }, date: string, now: Date) {
  return (Object.keys(REMINDER_LEAD_MS) as ReminderKind[]).flatMap((kind) => {
    const delayMs = reminderDueAt(date, booking.slot, kind).getTime() - now.getTime();
    return delayMs > 0
      ? [{ type: DRIVE_JOBS.reminder, payload: { bookingId: booking.id, kind }, priority: JOB_PRIORITY.normal, delayMs }]
      : [];
  });
}

export const noticeJob = (bookingId: string, kind: NoticeKind) => ({
  type: DRIVE_JOBS.notice,
  payload: { bookingId, kind },
  priority: JOB_PRIORITY.normal,
});
