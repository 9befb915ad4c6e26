import { DRIVE_NOTICE_TEXTS, type Language, PAGE_PATHS, pagePath } from '@grant/shared';
import type { PersonalNotice } from '../notifications/personal-notices';
import type { NoticeKind, ReminderKind } from './drive-rules';

interface NoticeFacts {
  driveId: string;
  title: string;
  date: string;
  slot: string;
  address: string;
  district: string;
  code: string;
  cancelReason: string | null;
}

/** What a booked donor is told, in their language, with a link to the drive. */
export function driveNotice(language: Language, kind: ReminderKind | NoticeKind, facts: NoticeFacts, appUrl: string): PersonalNotice {
  const texts = DRIVE_NOTICE_TEXTS[language];
  const text =
    kind === 'canceled'
      ? texts.canceled({ ...facts, reason: facts.cancelReason ?? '' })
      : kind === 'changed'
        ? texts.changed(facts)
        : kind === 'dayBefore'
          ? texts.reminderDayBefore(facts)
          : texts.reminderSoon(facts);
  return { subject: texts.subject(facts), text, url: `${appUrl}${pagePath(PAGE_PATHS.driveDetails, facts.driveId)}` };
}
