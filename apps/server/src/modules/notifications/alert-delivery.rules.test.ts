import { randomUUID } from 'node:crypto';
import { ALERT_TEXTS, type RequestUrgency } from '@grant/shared';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { alertWorker, type FakeChannels, fakeChannels, giveDevices, insertDonors } from '../../../test/alert-fakes';
import { signedInUser } from '../../../test/factories';
import { createRequest } from '../../../test/request-factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { jobs, type NewUserRow, notifications, type UserRow, users } from '../../db/schema/index';
import { dhakaMinuteOf, inQuietHours } from './quiet-hours';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** 23:30 and 10:00 in Dhaka (UTC+6). */
const NIGHT = new Date('2026-11-24T17:30:00Z');
const DAY = new Date('2026-11-24T04:00:00Z');

let districtIndex = 0;
/** A district of the Chattagram division no other test of this file uses, so waves never cross. */
const nextPlace = () => {
  const districts = [
    'Comilla',
    'Feni',
    'Noakhali',
    'Lakshmipur',
    'Chandpur',
    'Coxsbazar',
    'Rangamati',
    'Bandarban',
    'Khagrachhari',
    'Brahmanbaria',
  ];
  return { division: 'Chattagram', district: districts[districtIndex++ % districts.length] ?? 'Feni', blood: 'A+' };
};

/** One wave for a request of `urgency` to donors with `fields`, delivered at `now` through fake channels. */
async function alertOnce(
  donorFields: Omit<Partial<NewUserRow>, 'division' | 'district' | 'blood'>[],
  options: { urgency?: RequestUrgency; now?: Date; channels?: FakeChannels } = {},
) {
  const place = nextPlace();
  const requester = (await insertDonors(t, 1, { ...place, blood: 'B+' }))[0] as UserRow;
  const donors: UserRow[] = [];
  for (const fields of donorFields) donors.push(...(await insertDonors(t, 1, { ...place, ...fields })));
  const request = await createRequest(t, requester, { ...place, urgency: options.urgency ?? 'normal' });
  const channels = options.channels ?? fakeChannels();
  const worker = alertWorker(t, channels, () => options.now ?? DAY);
  await giveDevices(t, channels.withoutDevice);
  await t.services.alertWaves.sendWave(request.id, 1);
  await worker.drain();
  return { request, donors, channels, worker };
}

describe('quiet hours (Dhaka time)', () => {
  it('are judged in Dhaka, over midnight when the start is after the end', () => {
    expect(dhakaMinuteOf(NIGHT)).toBe(23 * 60 + 30);
    expect(inQuietHours(NIGHT, 1320, 420)).toBe(true);
    expect(inQuietHours(DAY, 1320, 420)).toBe(false);
    expect(inQuietHours(DAY, 540, 720)).toBe(true);
    expect(inQuietHours(NIGHT, null, null)).toBe(false);
  });

  it('hold back push and SMS at night, except for critical requests; e-mail still goes', async () => {
    const verified = { phone: '01712345678', phoneVerifiedAt: new Date() };
    const normal = await alertOnce([verified, { ...verified, quietStart: null, quietEnd: null }], { now: NIGHT });
    expect(normal.channels.pushes.map((p) => p.userId)).toEqual([normal.donors[1]?.id]);
    expect(normal.channels.sms).toHaveLength(1);
    expect(normal.channels.mails).toHaveLength(2);

    const critical = await alertOnce([verified], { now: NIGHT, urgency: 'critical' });
    expect(critical.channels.pushes).toHaveLength(1);
    expect(critical.channels.pushes[0]?.options).toEqual({ urgency: 'high', ttlSeconds: 3600 });
    expect(critical.channels.sms).toHaveLength(1);
  });
});

describe('channels and language', () => {
  it('each channel only when chosen; SMS only to a verified phone; the push and SMS in the donor language', async () => {
    const { request, donors, channels } = await alertOnce([
      { language: 'bn', phone: '01712345678', phoneVerifiedAt: new Date() },
      { phone: '01812345678' },
      { alertPush: false, alertEmail: false, alertSms: false, phone: '01912345678', phoneVerifiedAt: new Date() },
    ]);
    const [bangla, unverified, nothing] = donors;
    expect(channels.pushes.map((p) => p.userId).sort()).toEqual([bangla?.id, unverified?.id].sort());
    expect(channels.sms).toEqual([
      { to: '01712345678', text: ALERT_TEXTS.bn.smsText(request, `https://grant.example.org/details/${request.id}`) },
    ]);
    expect(channels.mails.map((m) => m.to).sort()).toEqual([bangla?.email, unverified?.email].sort());
    // The e-mail too is in the donor's language (issue 48), and says what is needed by when.
    expect(channels.mails.find((m) => m.to === bangla?.email)?.subject).toBe(ALERT_TEXTS.bn.emailSubject(request));
    expect(channels.mails.find((m) => m.to === unverified?.email)?.text).toContain(ALERT_TEXTS.en.neededBy(request));

    const push = channels.pushes.find((p) => p.userId === bangla?.id);
    const notificationId = (
      await t.db
        .select()
        .from(notifications)
        .where(eq(notifications.userId, bangla?.id ?? ''))
    )[0]?.id;
    expect(push?.payload).toEqual({
      type: 'request-alert',
      notificationId,
      requestId: request.id,
      blood: 'A+',
      division: 'Chattagram',
      district: request.district,
      hospitalName: request.hospitalName,
      urgency: 'normal',
      bags: 1,
      component: 'whole_blood',
      neededBy: request.neededBy.toISOString(),
      lang: 'bn',
      url: `https://grant.example.org/details/${request.id}`,
      title: ALERT_TEXTS.bn.pushTitle(request),
      body: ALERT_TEXTS.bn.pushBody(request),
      actions: [
        { action: 'donate', title: 'আমি রক্ত দিতে পারব' },
        { action: 'decline', title: 'এবার নয়' },
      ],
      sentAt: DAY.toISOString(),
    });
    expect(push?.options).toEqual({ urgency: 'normal', ttlSeconds: 12 * 3600 });
    // Every channel is recorded, sent or not: nothing waits to be sent again.
    const rows = await t.db.select().from(notifications).where(eq(notifications.requestId, request.id));
    expect(rows.filter((row) => row.userId === nothing?.id).map((row) => [row.pushedAt, row.emailedAt])).toEqual([[null, null]]);
  });

  it('a donor with no push device is recorded as done without a send; e-mail still goes', async () => {
    const channels = fakeChannels();
    const deviceless = randomUUID();
    channels.withoutDevice.add(deviceless);
    const { request, donors } = await alertOnce([{}, { id: deviceless }], { channels });
    expect(channels.pushes.map((p) => p.userId)).toEqual([donors[0]?.id]);
    expect(channels.mails).toHaveLength(2);
    const rows = await t.db.select().from(notifications).where(eq(notifications.requestId, request.id));
    expect(rows.every((row) => row.pushedAt && row.emailedAt)).toBe(true);
  });

  it('a donor who turned in-app alerts off is still notified once (the other channels), but the bell shows them nothing', async () => {
    const place = nextPlace();
    const donor = await signedInUser(t, place);
    await t.db.update(users).set({ alertInApp: false }).where(eq(users.id, donor.user.id));
    const requester = (await insertDonors(t, 1, { ...place, blood: 'B+' }))[0] as UserRow;
    const request = await createRequest(t, requester, place);
    await t.services.alertWaves.sendWave(request.id, 1);
    await alertWorker(t, fakeChannels()).drain();
    const bell = () => t.app.inject({ method: 'GET', url: '/api/notifications', headers: donor.headers });
    expect((await bell()).json()).toMatchObject({ notifications: [], total: 0, unread: 0 });
    expect(await t.db.select().from(notifications).where(eq(notifications.userId, donor.user.id))).toHaveLength(1);
    await t.db.update(users).set({ alertInApp: true }).where(eq(users.id, donor.user.id));
    expect((await bell()).json()).toMatchObject({ total: 1, unread: 1 });
  });
});

describe('exactly once per channel', () => {
  it('a batch whose push failed for one donor is retried for that donor alone', async () => {
    const channels = fakeChannels();
    const failing = randomUUID();
    channels.failFor.add(failing);
    const { request, donors, worker } = await alertOnce([{}, { id: failing }, {}], { channels });
    const others = donors.filter((d) => d.id !== failing).map((d) => d.id);
    expect(channels.pushes.map((p) => p.userId).sort()).toEqual(others.sort());
    const [job] = await t.db
      .select()
      .from(jobs)
      .where(
        and(eq(jobs.type, 'alert.deliver'), sql`${jobs.payload}->>'requestId' = ${request.id}`, sql`${jobs.payload}->>'channel' = 'push'`),
      );
    expect(job?.lastError).toContain('1 of 3 push alerts failed');
    expect(job?.doneAt).toBeNull();

    // The push service is back; the retry's time comes.
    channels.failFor.clear();
    await t.db
      .update(jobs)
      .set({ runAt: new Date(Date.now() - 1000) })
      .where(eq(jobs.id, job?.id ?? ''));
    await worker.drain();
    expect(channels.pushes.map((p) => p.userId).sort()).toEqual(donors.map((d) => d.id).sort());
    expect((await t.db.select().from(notifications).where(eq(notifications.requestId, request.id))).every((n) => n.pushedAt)).toBe(true);
    // E-mail went once each, in its own batch, untouched by the push retry.
    expect(channels.mails).toHaveLength(3);
  });
});
