import { sql } from 'drizzle-orm';
import { type NewUserRow, users } from '../src/db/schema/index';
import { arrayLiteral } from '../src/lib/sql-array';
import { createJobWorker } from '../src/modules/jobs/job-worker';
import { eachAtOnce, type Mailer, type MailMessage } from '../src/modules/mail/mailer';
import { createAlertDeliveryRepository } from '../src/modules/notifications/alert-delivery.repository';
import { createAlertDeliveryService, type PushSender, type SmsSender } from '../src/modules/notifications/alert-delivery.service';
import { uniqueEmail } from './factories';
import type { TestApp } from './test-app';

/**
 * Push, SMS and mail that record what they were asked to send; `failFor` makes a send throw, like a
 * push service that is down; `withoutDevice`: people push cannot reach.
 */
export function fakeChannels() {
  const pushes: { userId: string; payload: Record<string, unknown>; options: { urgency: string; ttlSeconds: number } }[] = [];
  const sms: { to: string; text: string }[] = [];
  const mails: { to: string; subject: string; text: string }[] = [];
  const failFor = new Set<string>();
  /** People who never allowed push on any device. */
  const withoutDevice = new Set<string>();
  const push: PushSender = {
    async sendToUser(userId, payload, options) {
      if (failFor.has(userId)) throw new Error('push service unavailable');
      pushes.push({ userId, payload: payload as Record<string, unknown>, options });
      return { delivered: 1, removed: 0 };
    },
    usersWithDevices: async (userIds) => new Set(userIds.filter((id) => !withoutDevice.has(id))),
  };
  const smsSender: SmsSender = {
    async send(message) {
      sms.push(message);
    },
  };
  const sendMail = async (message: MailMessage) => {
    if (failFor.has(message.to)) throw new Error('SMTP server unavailable');
    mails.push(message);
  };
  const mailer: Mailer = { kind: 'smtp', send: sendMail, sendAll: eachAtOnce(sendMail), close: async () => undefined };
  return { pushes, sms, mails, failFor, withoutDevice, push, smsSender, mailer };
}

export type FakeChannels = ReturnType<typeof fakeChannels>;

/**
 * A worker running the app's waves with deliveries through `channels`, at the time `now()` says
 * (quiet hours). `concurrency` 1: a test sees its jobs in order.
 */
export function alertWorker(t: TestApp, channels: FakeChannels, now: () => Date = () => new Date()) {
  const delivery = createAlertDeliveryService({
    delivery: createAlertDeliveryRepository(t.db),
    push: channels.push,
    sms: channels.smsSender,
    mailer: channels.mailer,
    appUrl: 'https://grant.example.org',
    now,
  });
  const worker = createJobWorker({
    jobs: t.services.repositories.jobs,
    handlers: { ...t.services.alertWaves.jobHandlers, ...delivery.jobHandlers },
    concurrency: 1,
  });
  // A wave queues pushes only to donors with a device (push_subscriptions): here everyone has one
  // but `channels.withoutDevice`, as the fake push service says.
  const drain = async () => {
    await giveDevices(t, channels.withoutDevice);
    return worker.drain();
  };
  return { ...worker, drain };
}

/** A device (a push subscription the fake push service answers for) for every person without one, but `except`. */
export async function giveDevices(t: TestApp, except: ReadonlySet<string> = new Set()) {
  await t.db.execute(sql`
    insert into push_subscriptions (user_id, endpoint, p256dh, auth)
    select id, 'https://push.example.org/' || id, 'fake-key', 'fake-auth' from users u
    where not exists (select 1 from push_subscriptions s where s.user_id = u.id)
      and not (u.id = any(${arrayLiteral([...except])}::uuid[]))`);
}

/** Moves a request's wave wait into the past, as the clock would: its next wave is due now. */
export const waitPasses = (t: TestApp, requestId: string) =>
  t.db.execute(
    sql`update jobs set run_at = now() where type = 'request.alert-wave' and done_at is null and payload->>'requestId' = ${requestId}`,
  );

/** Many available donors at once (no password: they never sign in), eligible and active. */
export async function insertDonors(
  t: TestApp,
  count: number,
  fields: Partial<NewUserRow> & { division: string; district: string; blood: string },
) {
  const rows = Array.from({ length: count }, (_, i) => ({ name: `Donor ${i}`, email: uniqueEmail('donor'), ...fields }));
  return t.db.insert(users).values(rows).returning();
}
