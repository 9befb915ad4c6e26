import { describe, expect, it } from 'vitest';
import { createOutboxMailer, type MailMessage } from './mailer';

const messages: MailMessage[] = [
  { to: 'a@example.org', subject: 'One', text: 'First' },
  { to: 'b@example.org', subject: 'Two', text: 'Second' },
];

describe('the outbox mailer', () => {
  it('keeps several messages in one insert and answers each one sent', async () => {
    const inserts: unknown[] = [];
    const mailer = createOutboxMailer({ insert: async (values) => void inserts.push(values) });
    expect(await mailer.sendAll(messages)).toEqual([
      { status: 'fulfilled', value: undefined },
      { status: 'fulfilled', value: undefined },
    ]);
    expect(inserts).toEqual([messages]);
  });

  it('answers every message failed when the insert fails (none was kept)', async () => {
    const down = new Error('database unavailable');
    const mailer = createOutboxMailer({
      insert: async () => {
        throw down;
      },
    });
    expect(await mailer.sendAll(messages)).toEqual([
      { status: 'rejected', reason: down },
      { status: 'rejected', reason: down },
    ]);
  });
});
