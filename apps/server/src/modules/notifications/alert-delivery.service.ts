import { z } from 'zod';
import type { JobHandler } from '../jobs/job-worker';
import type { Mailer } from '../mail/mailer';
import type { AlertDeliveryRepository, UnsentAlert } from './alert-delivery.repository';
import { type AlertRequest, alertEmail, PUSH_TTL_SECONDS, pushPayload, smsText } from './alert-messages';
import { type AlertChannel, NOTIFICATION_JOBS } from './notification-jobs';
import { inQuietHours } from './quiet-hours';

/** Sends a push to every device of one person (H3's push service, decision 0026); throws when a device failed for a reason worth retrying. */
export interface PushSender {
  sendToUser(
    userId: string,
    payload: object,
    options: { urgency: 'high' | 'normal'; ttlSeconds: number },
  ): Promise<{ delivered: number; removed: number }>;
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
 * Delivers one batch of one wave on one channel (decision 0025). Each notification is marked right
 * after its send, so a retried batch sends only what it had not; one whose donor does not want this
 * channel now (turned off, no verified phone, quiet hours) is marked too and never sent. Once the
 * request has its donors or is no longer pending, the rest of its alerts are dropped the same way.
 */
export function createAlertDeliveryService(deps: AlertDeliveryDeps) {
  const { delivery } = deps;
  const now = deps.now ?? (() => new Date());

  function wants(alert: UnsentAlert, channel: AlertChannel, request: AlertRequest, at: Date): boolean {
    const quiet = request.urgency !== 'critical' && inQuietHours(at, alert.quietStart, alert.quietEnd);
    if (channel === 'email') return alert.alertEmail;
    if (channel === 'push') return alert.alertPush && !quiet;
    return alert.alertSms && alert.phone !== null && alert.phoneVerifiedAt !== null && !quiet;
  }

  async function send(alert: UnsentAlert, channel: AlertChannel, request: AlertRequest, at: Date): Promise<void> {
    if (channel === 'email') return deps.mailer.send(alertEmail(request, alert, deps.appUrl));
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

  async function deliver(payload: Record<string, unknown>): Promise<void> {
    const { requestId, channel, notificationIds } = deliveryPayloadSchema.parse(payload);
    // A deleted request took its notifications with it.
    const request = await delivery.findRequest(requestId);
    if (!request || notificationIds.length === 0) return;
    const unsent = await delivery.findUnsent(notificationIds, channel);
    const at = now();
    const open = request.status === 'pending' && request.pledgedCount < request.bags;
    const toSend = open ? unsent.filter((alert) => wants(alert, channel, request, at)) : [];
    await delivery.markSent(
      unsent.filter((alert) => !toSend.includes(alert)).map((alert) => alert.id),
      channel,
    );

    const failures: unknown[] = [];
    for (let i = 0; i < toSend.length; i += PARALLEL_SENDS) {
      await Promise.all(
        toSend.slice(i, i + PARALLEL_SENDS).map(async (alert) => {
          try {
            await send(alert, channel, request, at);
            await delivery.markSent([alert.id], channel);
          } catch (error) {
            // A number the provider will never reach (invalid, opted out): retrying cannot help.
            if (isPermanentFailure(error)) await delivery.markSent([alert.id], channel);
            else failures.push(error);
          }
        }),
      );
    }
    if (failures.length > 0) {
      const first = failures[0] instanceof Error ? failures[0].message : String(failures[0]);
      throw new Error(`${failures.length} of ${toSend.length} ${channel} alerts failed and will be retried (first: ${first})`);
    }
  }

  return { deliver, jobHandlers: { [NOTIFICATION_JOBS.deliver]: deliver } satisfies Record<string, JobHandler> };
}
