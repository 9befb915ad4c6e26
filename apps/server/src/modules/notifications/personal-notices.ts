import type { Language } from '@grant/shared';
import type { Mailer } from '../mail/mailer';
import type { PushSender, SmsSender } from './alert-delivery.service';
import type { AlertChannel } from './notification-jobs';
import { type ChannelSettings, wantsChannel } from './wanted-channels';

export interface NoticeRecipient extends ChannelSettings {
  email: string;
  name: string;
  language: Language;
}

/** One notice in one language: its subject (the e-mail's, the push's title), its text, and the page it is about. */
export interface PersonalNotice {
  subject: string;
  text: string;
  url: string;
}

/** How long a push service keeps trying to reach an offline device with a notice. */
const NOTICE_PUSH_TTL_SECONDS = 12 * 60 * 60;

/**
 * Tells one person something about their own affairs (a drive's reminder, change or cancellation)
 * through the alert channels they chose (profile: e-mail, push, SMS), in their language. Not the
 * alert waves' path: those are about a request and tracked per notification row.
 */
export function createPersonalNotices(deps: {
  recipientOf: (userId: string) => Promise<NoticeRecipient | undefined>;
  push: Pick<PushSender, 'sendToUser'>;
  sms: SmsSender;
  mailer: Mailer;
  now?: () => Date;
}) {
  return {
    /** Sends it on every channel the person wants now; answers the channels used (none: no such person). */
    async send(userId: string, compose: (language: Language) => PersonalNotice): Promise<AlertChannel[]> {
      const person = await deps.recipientOf(userId);
      if (!person) return [];
      const at = deps.now?.() ?? new Date();
      const notice = compose(person.language);
      const channels = (['email', 'push', 'sms'] as const).filter((channel) => wantsChannel(person, channel, at));
      await Promise.all(
        channels.map((channel) => {
          if (channel === 'email')
            return deps.mailer.send({ to: person.email, subject: notice.subject, text: `${notice.text}\n\n${notice.url}` });
          if (channel === 'sms') return deps.sms.send({ to: person.phone ?? '', text: `${notice.text} ${notice.url}` });
          const payload = {
            type: 'notice',
            title: notice.subject,
            body: notice.text,
            url: notice.url,
            lang: person.language,
            sentAt: at.toISOString(),
          };
          return deps.push.sendToUser(userId, payload, { urgency: 'normal', ttlSeconds: NOTICE_PUSH_TTL_SECONDS });
        }),
      );
      return channels;
    },
  };
}

export type PersonalNotices = ReturnType<typeof createPersonalNotices>;
