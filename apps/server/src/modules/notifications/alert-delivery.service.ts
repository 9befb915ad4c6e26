import pRetry from 'p-retry';
import { z } from 'zod';
import type { JobHandler } from '../jobs/job-worker';
import type { Mailer } from '../mail/mailer';
import type { AlertDeliveryRepository, UnsentAlert } from './alert-delivery.repository';
import { type AlertRequest, alertEmail, PUSH_TTL_SECONDS, pushPayload, smsText } from './alert-messages';
import { isAskingDonors } from './asking-donors';
import { type AlertChannel, NOTIFICATION_JOBS } from './notification-jobs';
import { wantsChannel } from './wanted-channels';

/** Sends a push to every device of one person (H3's push service, decision 0026); throws when a device failed for a reason worth retrying. */
export interface PushSender {
  sendToUser(
    userId: string,
    payload: object,
    options: { urgency: 'high' | 'normal'; ttlSeconds: number },
  ): Promise<{ delivered: number; removed: number }>;
  /** Of these people, the ones with at least one device. */
  usersWithDevices(userIds: string[]): Promise<Set<string>>;
}

/** Sends one SMS (H3's SMS service: the provider when configured, else the outbox). */
export interface SmsSender {
  send(message: { to: string; text: string }): Promise<void>;
}

export interface AlertDeliveryDeps {
  delivery: AlertDeliveryRepository;
  push: PushSender;
  sms: SmsSender;
  mailer: Mailer;
  appUrl: string;
  /** The clock quiet hours are judged by; tests set it. */
  now?: () => Date;
}

const deliveryPayloadSchema = z.object({
  requestId: z.string(),
  wave: z.number().int(),
  channel: z.enum(['push', 'sms', 'email']),
  notificationIds: z.array(z.string()),
});

/** A sender's error that says so (an SMS provider's `retryable: false`); any other error is retried with the batch. */
const isPermanentFailure = (error: unknown) =>
  error instanceof Error && 'retryable' in error && (error as { retryable: unknown }).retryable === false;

/** Sends at once within a batch: a push service or SMTP answers in tens of milliseconds, mostly waiting. */
const PARALLEL_SENDS = 10;

/**
 * Records alerts just sent, trying again for about two seconds: a batch whose recording failed is
 * retried whole, and its donors alerted twice (the 3 Dec surge: the pool's connect time-out under
 * load). Only a longer outage leaves that to the batch's own retry.
 */
const recordSent = (record: () => Promise<void>) => pRetry(record, { retries: 3, minTimeout: 200, factor: 2 });

/**
 * Delivers one batch of one wave on one channel (decision 0025). Each notification is marked right
 * after its group of sends, so a retried batch sends only what it had not; one whose donor does not
 * want this channel now or cannot get it (turned off, no verified phone, no push device, quiet hours)
 * is marked too and never sent. Once the
 * request has its donors or is no longer pending, the rest of its alerts are dropped the same way.
 */
export function createAlertDeliveryService(deps: AlertDeliveryDeps) {
  const { delivery } = deps;
  const now = deps.now ?? (() => new Date());

  const wants = (alert: UnsentAlert, channel: AlertChannel, request: AlertRequest, at: Date) =>
    wantsChannel(alert, channel, at, request.urgency === 'critical');

  async function send(alert: UnsentAlert, channel: Exclude<AlertChannel, 'email'>, request: AlertRequest, at: Date): Promise<void> {
    if (channel === 'sms') return deps.sms.send({ to: alert.phone ?? '', text: smsText(request, alert.language, deps.appUrl) });
    await deps.push.sendToUser(
      alert.userId,
      pushPayload(request, { notificationId: alert.id, lang: alert.language, sentAt: at }, deps.appUrl),
      {
        urgency: request.urgency === 'normal' ? 'normal' : 'high',
        ttlSeconds: PUSH_TTL_SECONDS[request.urgency],
      },
    );
  }

  /** Each alert's outcome, in order; e-mails go as one (the outbox keeps them in one statement). */
  function sendGroup(alerts: UnsentAlert[], channel: AlertChannel, request: AlertRequest, at: Date) {
    if (channel === 'email') return deps.mailer.sendAll(alerts.map((alert) => alertEmail(request, alert, deps.appUrl)));
    return Promise.allSettled(alerts.map((alert) => send(alert, channel, request, at)));
  }

  /** Of the alerts the donors want on `channel`, those it can reach: a push needs a device. */
  async function reachable(wanted: UnsentAlert[], channel: AlertChannel): Promise<UnsentAlert[]> {
    if (channel !== 'push' || wanted.length === 0) return wanted;
    const withDevices = await deps.push.usersWithDevices(wanted.map((alert) => alert.userId));
    return wanted.filter((alert) => withDevices.has(alert.userId));
  }

  async function deliver(payload: Record<string, unknown>): Promise<void> {
    const { requestId, channel, notificationIds } = deliveryPayloadSchema.parse(payload);
    // A deleted request took its notifications with it.
    const request = await delivery.findRequest(requestId);
    if (!request || notificationIds.length === 0) return;
    const unsent = await delivery.findUnsent(notificationIds, channel);
    const at = now();
    const open = isAskingDonors(request);
    const toSend = open
      ? await reachable(
          unsent.filter((alert) => wants(alert, channel, request, at)),
          channel,
        )
      : [];
    await delivery.markSent(
      unsent.filter((alert) => !toSend.includes(alert)).map((alert) => alert.id),
      channel,
    );

    // Sent PARALLEL_SENDS at a time, each group recorded in one statement as soon as its sends are
    // done: a worker that dies in between sends at most that group again.
    const failures: unknown[] = [];
    for (let i = 0; i < toSend.length; i += PARALLEL_SENDS) {
      const group = toSend.slice(i, i + PARALLEL_SENDS);
      const outcomes = await sendGroup(group, channel, request, at);
      const done: string[] = [];
      group.forEach((alert, k) => {
        const outcome = outcomes[k];
        // A number the provider will never reach (invalid, opted out) is done too: retrying cannot help.
        if (outcome?.status === 'rejected' && !isPermanentFailure(outcome.reason)) failures.push(outcome.reason);
        else done.push(alert.id);
      });
      await recordSent(() => delivery.markSent(done, channel));
    }
    if (failures.length > 0) {
      const first = failures[0] instanceof Error ? failures[0].message : String(failures[0]);
      throw new Error(`${failures.length} of ${toSend.length} ${channel} alerts failed and will be retried (first: ${first})`);
    }
  }

  return { deliver, jobHandlers: { [NOTIFICATION_JOBS.deliver]: deliver } satisfies Record<string, JobHandler> };
}
