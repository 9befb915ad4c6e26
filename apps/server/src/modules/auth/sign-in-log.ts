import type { FastifyBaseLogger } from 'fastify';

export type SignInLogger = Pick<FastifyBaseLogger, 'info' | 'warn'>;

export type SignInOutcome =
  | 'success'
  | 'second-factor-required'
  | 'unknown-account'
  | 'wrong-password'
  | 'locked'
  | 'wrong-second-factor'
  | 'challenge-expired';

export interface SignInEvent {
  outcome: SignInOutcome;
  step: 'password' | 'second-factor' | 'google';
  /** The account, when it exists. */
  userId?: string;
  /** The address typed at the password step (there is no account to name when it is unknown). */
  email?: string;
}

/**
 * Every sign-in attempt goes to the log with who and how it ended (the request's logger adds when
 * and from where). Never the password, the code or any token: only their outcome.
 */
export function logSignIn(log: SignInLogger | undefined, event: SignInEvent): void {
  if (!log) return;
  const failed = event.outcome !== 'success' && event.outcome !== 'second-factor-required';
  const entry = { signIn: { ...event, userId: event.userId ?? null } };
  if (failed) log.warn(entry, `sign-in failed (${event.outcome})`);
  else log.info(entry, `sign-in ${event.outcome}`);
}
