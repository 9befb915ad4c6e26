import type { JobHandler } from '../jobs/job-worker';
import type { PersonalNotices } from '../notifications/personal-notices';
import { driveNotice } from './drive-notices';
import { DRIVE_JOBS, type NoticeKind, type ReminderKind, reminderIsDue } from './drive-rules';
import type { DrivesRepository } from './drives.repository';

/**
 * The jobs that tell booked donors (decision 0042): each reminder once, when due, only for a live
 * booking at a scheduled drive; a notice of a change or a cancellation. Queued by the drives service.
 */
export function createDriveRemindersService(deps: {
  drives: Pick<DrivesRepository, 'noticeFacts' | 'claimReminder' | 'releaseReminder'>;
  notices: Pick<PersonalNotices, 'send'>;
  /** Where notices' links point (PUBLIC_URL). */
  appUrl: string;
  now?: () => Date;
}) {
  const { drives } = deps;
  const now = () => deps.now?.() ?? new Date();

  async function sendReminder(bookingId: string, kind: ReminderKind) {
    const facts = await drives.noticeFacts(bookingId);
    if (facts?.status !== 'booked' || facts.driveStatus !== 'scheduled') return;
    // Queued for an earlier date: the change of date queued this reminder again for the new one.
    if (!reminderIsDue(facts.date, facts.slot, kind, now())) return;
    if (!(await drives.claimReminder(bookingId, kind))) return;
    try {
      await deps.notices.send(facts.donorId, (language) => driveNotice(language, kind, facts, deps.appUrl));
    } catch (error) {
      await drives.releaseReminder(bookingId, kind);
      throw error;
    }
  }

  async function sendNotice(bookingId: string, kind: NoticeKind) {
    const facts = await drives.noticeFacts(bookingId);
    if (!facts) return;
    await deps.notices.send(facts.donorId, (language) => driveNotice(language, kind, facts, deps.appUrl));
  }

  return {
    jobHandlers: {
      [DRIVE_JOBS.reminder]: (payload) => sendReminder(String(payload.bookingId), payload.kind === 'dayBefore' ? 'dayBefore' : 'soon'),
      [DRIVE_JOBS.notice]: (payload) => sendNotice(String(payload.bookingId), payload.kind === 'canceled' ? 'canceled' : 'changed'),
    } satisfies Record<string, JobHandler>,
  };
}
