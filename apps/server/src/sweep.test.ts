import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../test/factories';
import { createRequest } from '../test/request-factories';
import { createTestApp, type TestApp } from '../test/test-app';
import { loadConfig, type RetentionConfig } from './config';
import { auditLog, contactMessages, notifications, outboxMessages, type UserRow } from './db/schema/index';
import { sweepExpired } from './sweep';

const DAY = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY);
/** The defaults: 90 days for read notifications, 30 for the outbox, 365 for contact messages, 730 for audit details. */
const defaults = loadConfig({}).retention;

let t: TestApp;
let requester: UserRow;
let donor: UserRow;

beforeAll(async () => {
  t = await createTestApp();
  requester = await createUser(t);
  donor = await createUser(t);
});
afterAll(() => t.close());

/** Runs the whole hourly sweep; answers the warnings it logged (none expected unless a sweep fails). */
async function sweep(retention: RetentionConfig = defaults, services: Parameters<typeof sweepExpired>[0] = t.services) {
  const warnings: string[] = [];
  await sweepExpired(services, retention, { warn: (_details: unknown, message?: string) => void warnings.push(String(message)) });
  return warnings;
}

/** A notification to `donor` about a new request of `status`, made a year ago, read `readDaysAgo` days ago (or never). */
async function notification(status: 'pending' | 'inprogress' | 'done' | 'canceled', readDaysAgo: number | null) {
  const request = await createRequest(t, requester, { status });
  const [row] = await t.db
    .insert(notifications)
    .values({
      userId: donor.id,
      requestId: request.id,
      createdAt: daysAgo(365),
      readAt: readDaysAgo === null ? null : daysAgo(readDaysAgo),
    })
    .returning({ id: notifications.id });
  if (!row) throw new Error('notification not stored');
  return row.id;
}

async function outboxMessage(ageDays: number) {
  const to = `${randomUUID()}@example.test`;
  await t.db.insert(outboxMessages).values({ to, subject: 'Reset your password', text: 'A link', createdAt: daysAgo(ageDays) });
  return to;
}

async function contactMessage(ageDays: number) {
  const [row] = await t.db
    .insert(contactMessages)
    .values({ name: 'Rahim', email: 'rahim@example.test', message: 'Hello', createdAt: daysAgo(ageDays) })
    .returning({ id: contactMessages.id });
  if (!row) throw new Error('contact message not stored');
  return row.id;
}

async function auditEntry(ageDays: number) {
  const [row] = await t.db
    .insert(auditLog)
    .values({
      actorId: null,
      actorEmail: 'admin@example.test',
      action: 'user.block',
      targetType: 'user',
      targetId: randomUUID(),
      targetLabel: 'Karim (karim@example.test)',
      detail: 'Status: Active → block',
      createdAt: daysAgo(ageDays),
    })
    .returning({ id: auditLog.id });
  if (!row) throw new Error('audit entry not stored');
  return row.id;
}

const notificationsLeft = async (ids: string[]) =>
  (await t.db.select({ id: notifications.id }).from(notifications).where(inArray(notifications.id, ids))).map((row) => row.id).sort();
const outboxLeft = async (to: string[]) =>
  (await t.db.select({ to: outboxMessages.to }).from(outboxMessages).where(inArray(outboxMessages.to, to))).map((row) => row.to).sort();
const contactLeft = async (ids: string[]) =>
  (await t.db.select({ id: contactMessages.id }).from(contactMessages).where(inArray(contactMessages.id, ids))).map((row) => row.id).sort();
const auditRow = async (id: string) => (await t.db.select().from(auditLog).where(eq(auditLog.id, id)))[0];

describe('retention in the hourly sweep', () => {
  it('has the documented default periods', () => {
    expect(defaults).toEqual({ readNotificationsDays: 90, outboxDays: 30, contactMessagesDays: 365, auditDetailDays: 730 });
  });

  it('deletes notifications read more than 90 days ago about finished requests, and keeps the rest', async () => {
    const oldDone = await notification('done', 91);
    const oldCanceled = await notification('canceled', 200);
    const recentDone = await notification('done', 89);
    const unreadDone = await notification('done', null);
    // Of a request still open: it keeps the next alert wave from telling the same donor again.
    const oldPending = await notification('pending', 200);
    const oldInProgress = await notification('inprogress', 200);
    const all = [oldDone, oldCanceled, recentDone, unreadDone, oldPending, oldInProgress];

    expect(await sweep()).toEqual([]);
    expect(await notificationsLeft(all)).toEqual([recentDone, unreadDone, oldPending, oldInProgress].sort());
  });

  it('deletes outbox messages older than 30 days and keeps newer ones', async () => {
    const old = await outboxMessage(31);
    const recent = await outboxMessage(29);

    expect(await sweep()).toEqual([]);
    expect(await outboxLeft([old, recent])).toEqual([recent]);
  });

  it('deletes contact messages older than 365 days and keeps newer ones', async () => {
    const old = await contactMessage(366);
    const recent = await contactMessage(364);

    expect(await sweep()).toEqual([]);
    expect(await contactLeft([old, recent])).toEqual([recent]);
  });

  it("clears the detail of audit entries older than 730 days, keeps the entry's who, what and when, and keeps newer details", async () => {
    const old = await auditEntry(731);
    const recent = await auditEntry(729);
    const before = await auditRow(old);

    expect(await sweep()).toEqual([]);
    const after = await auditRow(old);
    expect(after).toEqual({ ...before, detail: null });
    expect(after?.actorEmail).toBe('admin@example.test');
    expect((await auditRow(recent))?.detail).toBe('Status: Active → block');
  });

  it('follows the configured periods, not the defaults', async () => {
    const notice = await notification('done', 8);
    const mail = await outboxMessage(3);
    const message = await contactMessage(20);
    const entry = await auditEntry(40);
    const short: RetentionConfig = { readNotificationsDays: 7, outboxDays: 2, contactMessagesDays: 10, auditDetailDays: 30 };

    // Within every default period: the default sweep keeps them all.
    expect(await sweep()).toEqual([]);
    expect(await notificationsLeft([notice])).toEqual([notice]);
    expect(await outboxLeft([mail])).toEqual([mail]);
    expect(await contactLeft([message])).toEqual([message]);
    expect((await auditRow(entry))?.detail).not.toBeNull();

    expect(await sweep(short)).toEqual([]);
    expect(await notificationsLeft([notice])).toEqual([]);
    expect(await outboxLeft([mail])).toEqual([]);
    expect(await contactLeft([message])).toEqual([]);
    expect((await auditRow(entry))?.detail).toBeNull();
  });

  it('runs the other sweeps when one fails, and logs the one that failed', async () => {
    const old = await outboxMessage(31);
    const oldMessage = await contactMessage(366);
    const failing = {
      ...t.services,
      contact: { ...t.services.contact, sweepOlderThan: () => Promise.reject(new Error('database gone')) },
    };

    expect(await sweep(defaults, failing)).toEqual(['sweep of contact messages failed']);
    expect(await outboxLeft([old])).toEqual([]);
    expect(await contactLeft([oldMessage])).toEqual([oldMessage]);
  });
});
