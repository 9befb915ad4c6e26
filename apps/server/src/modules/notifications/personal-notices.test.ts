import { describe, expect, it } from 'vitest';
import { createPersonalNotices, type NoticeRecipient } from './personal-notices';

const person = (overrides: Partial<NoticeRecipient> = {}): NoticeRecipient => ({
  email: 'rina@example.test',
  name: 'Rina Begum',
  language: 'bn',
  alertEmail: true,
  alertPush: true,
  alertSms: true,
  phone: '+8801711000000',
  phoneVerifiedAt: new Date(),
  quietStart: null,
  quietEnd: null,
  ...overrides,
});

/** 15:00 in Dhaka. */
const AFTERNOON = new Date('2026-12-01T09:00:00Z');

function notices(recipient: NoticeRecipient | undefined, at = AFTERNOON) {
  const sent: string[] = [];
  const service = createPersonalNotices({
    recipientOf: async () => recipient,
    push: {
      sendToUser: async (_id, payload) => {
        sent.push(`push:${(payload as { title: string }).title}`);
        return { delivered: 1, removed: 0 };
      },
    },
    sms: { send: async ({ to, text }) => void sent.push(`sms:${to}:${text}`) },
    mailer: {
      kind: 'outbox',
      send: async ({ to, subject }) => void sent.push(`email:${to}:${subject}`),
      sendAll: async () => [],
      close: async () => {},
    },
    now: () => at,
  });
  const compose = (language: 'en' | 'bn') => ({
    subject: `subject-${language}`,
    text: `text-${language}`,
    url: 'http://grant.test/drives/1',
  });
  return { sent, send: () => service.send('user-1', compose) };
}

describe('a personal notice', () => {
  it('goes on every channel the person wants, in their language', async () => {
    const { sent, send } = notices(person());
    expect(await send()).toEqual(['email', 'push', 'sms']);
    expect(sent).toEqual([
      'email:rina@example.test:subject-bn',
      'push:subject-bn',
      'sms:+8801711000000:text-bn http://grant.test/drives/1',
    ]);
  });

  it('holds push and SMS in quiet hours, and never texts an unverified phone', async () => {
    const quiet = notices(person({ quietStart: 14 * 60, quietEnd: 16 * 60 }));
    expect(await quiet.send()).toEqual(['email']);
    const unverified = notices(person({ phoneVerifiedAt: null, alertEmail: false }));
    expect(await unverified.send()).toEqual(['push']);
  });

  it('goes nowhere for someone who is gone', async () => {
    const { sent, send } = notices(undefined);
    expect(await send()).toEqual([]);
    expect(sent).toEqual([]);
  });
});
