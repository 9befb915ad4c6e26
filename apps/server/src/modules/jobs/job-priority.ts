import type { RequestUrgency } from '@grant/shared';

/**
 * The order jobs run in (lower first; `jobs.priority`): a critical alert never waits behind e-mail
 * or an ordinary request's alerts, however many of those are queued (decision 0025).
 */
export const JOB_PRIORITY = {
  critical: 0,
  urgent: 10,
  normal: 20,
  email: 40,
  /** Anything without a priority of its own (the column's default). */
  other: 50,
} as const;

/** The priority of a request's waves and their push and SMS deliveries. */
export const priorityOfUrgency = (urgency: RequestUrgency): number => JOB_PRIORITY[urgency];
