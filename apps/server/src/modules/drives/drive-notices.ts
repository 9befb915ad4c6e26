import { DRIVE_NOTICE_TEXTS, type Language, PAGE_PATHS, pagePath } from '@grant/shared';
import type { PersonalNotice } from '../notifications/personal-notices';
import type { NoticeKind, ReminderKind } from './drive-rules';

interface NoticeFacts {
  driveId: string;
  title: string;
  titleBn: string | null;
  date: string;
  slot: string;
  address: string;
  addressBn: string | null;
  district: string;
  code: string;
  cancelReason: string | null;
}

/** What a booked donor is told, in their language, with a link to the drive. */
export function driveNotice(language: Language, kind: ReminderKind | NoticeKind, drive: NoticeFacts, appUrl: string): PersonalNotice {
  const texts = DRIVE_NOTICE_TEXTS[language];
  // In Bangla, the drive's own words in Bangla where its organiser gave them.
  const facts = language === 'bn' ? { ...drive, title: drive.titleBn || drive.title, address: drive.addressBn || drive.address } : drive;
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
