import type { RequestUrgency } from '@grant/shared';
import { JOB_PRIORITY, priorityOfUrgency } from '../jobs/job-priority';

/** The job types of notifications and their payloads: enqueued by the requests module and by the waves, run by the worker. */
export const NOTIFICATION_JOBS = {
  /** Alert the next wave of donors about a request that still lacks donors (decision 0025). */
  alertWave: 'request.alert-wave',
  /** Deliver one channel (push, SMS or e-mail) of up to 50 notifications of one wave, once each. */
  deliver: 'alert.deliver',
  /** The one-shot notification of issue 10, replaced by the waves: queued ones run as wave 1. */
  notifyDonors: 'request.notify-donors',
  /** E-mail one donor about one notification, once (queued before the batches replaced it). */
  email: 'notification.email',
} as const;

export type AlertChannel = 'push' | 'sms' | 'email';

/** The most notifications one delivery job carries: a retry repeats little, and several batches run at once. */
export const DELIVERY_BATCH_SIZE = 50;

export const alertWaveJob = (requestId: string, wave: number, urgency: RequestUrgency, delayMs?: number) => ({
  type: NOTIFICATION_JOBS.alertWave,
  payload: { requestId, wave },
  priority: priorityOfUrgency(urgency),
  delayMs,
});

/** Push and SMS go at the request's urgency; e-mail, which nobody reads within minutes, after every alert. */
export const deliveryJob = (
  delivery: { requestId: string; wave: number; channel: AlertChannel; notificationIds: string[] },
  urgency: RequestUrgency,
) => ({
  type: NOTIFICATION_JOBS.deliver,
  payload: delivery,
  priority: delivery.channel === 'email' ? JOB_PRIORITY.email : priorityOfUrgency(urgency),
});
