import { MESSAGES, SIGN_IN_LOCK_EMAIL } from '@grant/shared';
import { AppError } from '../../lib/app-error';
import type { BackgroundWork } from '../../lib/background-work';
import type { Mailer } from '../mail/mailer';
import type { UserAccounts } from '../users/users.service';
import type { SignInLockoutsRepository, SignInLockPolicy } from './sign-in-lockouts.repository';

/** The answer to a sign-in while paused: 429, with how long the pause has left. */
export const signInLocked = (seconds: number) =>
  new AppError('TOO_MANY_REQUESTS', MESSAGES.signInLocked, { 'retry-after': String(seconds) });

export interface LockNoticeLog {
  warn(details: object, message: string): void;
}

/**
 * The per-account limit on wrong passwords (decision 0020): counted in the database by the typed
 * address, whatever client address or X-Forwarded-For the attempts come with, so every server
 * process sees the same count. Reaching the limit pauses password sign-in for a while and e-mails
 * the owner once.
 */
export function createSignInLockout(deps: {
  repo: SignInLockoutsRepository;
  users: Pick<UserAccounts, 'findByEmail'>;
  mailer: Mailer;
  background: BackgroundWork;
  policy: SignInLockPolicy;
  now?: () => Date;
}) {
  const now = deps.now ?? (() => new Date());
  const key = (email: string) => email.trim().toLowerCase();

  async function sendNotice(email: string) {
    const user = await deps.users.findByEmail(email);
    if (!user) return;
    await deps.mailer.send({ to: user.email, subject: SIGN_IN_LOCK_EMAIL.subject, text: SIGN_IN_LOCK_EMAIL.text(user.name) });
  }

  return {
    /** The seconds left of the pause on this address; 0 when it is not paused. */
    async secondsLocked(email: string): Promise<number> {
      const at = now();
      const until = await deps.repo.lockedUntil(key(email), at);
      return until ? Math.max(1, Math.ceil((until.getTime() - at.getTime()) / 1000)) : 0;
    },

    /**
     * Counts a wrong password. The failure that reaches the limit (exactly one, however many
     * processes count) starts the e-mail, after the answer: whether the address has an account
     * shows neither in the answer nor in its timing.
     */
    async recordFailure(email: string, log?: LockNoticeLog) {
      const { failures } = await deps.repo.recordFailure(key(email), now(), deps.policy);
      if (failures !== deps.policy.maxFailures) return false;
      deps.background.run(
        () => sendNotice(key(email)),
        (error) => log?.warn({ err: error }, 'the sign-in pause notice could not be sent'),
      );
      return true;
    },

    clear: (email: string) => deps.repo.clear(key(email)),

    sweepExpired: () => deps.repo.deleteExpired(now(), deps.policy.windowMs),
  };
}

export type SignInLockout = ReturnType<typeof createSignInLockout>;
