import { PAGE_PATHS, PASSWORD_RESET_MESSAGES, withQuery } from '@grant/shared';
import { badRequest } from '../../lib/app-error';
import type { BackgroundWork } from '../../lib/background-work';
import type { Mailer } from '../mail/mailer';
import type { UserAccounts } from '../users/users.service';
import { hashPassword } from './password-hasher';
import type { PasswordResetRepository } from './password-reset.repository';
import { hashSessionToken, newSessionToken } from './session-token';

/** How long a reset link works. */
export const RESET_TOKEN_TTL_MS = 30 * 60 * 1000;

export function createPasswordResetService(deps: {
  users: UserAccounts;
  resets: PasswordResetRepository;
  mailer: Mailer;
  endAllSessions: (userId: string) => Promise<void>;
  /** A new password ends the pause on sign-in after too many wrong ones (decision 0020). */
  clearSignInLock: (email: string) => Promise<void>;
  background: BackgroundWork;
  now?: () => Date;
}) {
  const now = deps.now ?? (() => new Date());

  async function issue(email: string, baseUrl: string) {
    const user = await deps.users.findByEmail(email);
    if (!user) return;
    const token = newSessionToken();
    await deps.resets.replaceForUser({
      userId: user.id,
      tokenHash: hashSessionToken(token),
      expiresAt: new Date(now().getTime() + RESET_TOKEN_TTL_MS),
    });
    const link = `${baseUrl}${withQuery(PAGE_PATHS.resetPassword, { token })}`;
    await deps.mailer.send({
      to: user.email,
      subject: 'Reset your Grant password',
      text: [
        `Hello ${user.name},`,
        '',
        'Someone (we hope you) asked to reset the password of your Grant account. Choose a new one here:',
        '',
        link,
        '',
        'The link works once, for 30 minutes. If you did not ask for it, ignore this e-mail: your password stays as it is.',
      ].join('\n'),
    });
  }

  return {
    /**
     * Starts a reset. The work (lookup, token, e-mail) runs after the caller has its answer, so the
     * answer and its timing are the same whether or not the address has an account.
     */
    request(email: string, baseUrl: string, onError: (error: unknown) => void): void {
      deps.background.run(() => issue(email, baseUrl), onError);
    },

    /** Resolves once every started request has been handled (tests, and a graceful shutdown). */
    settled: () => deps.background.settled(),

    /** Sets the new password with a live token, uses the token up and ends every session of the user. */
    async confirm(token: string, password: string) {
      const passwordHash = await hashPassword(password);
      const userId = await deps.resets.consume(hashSessionToken(token), now());
      if (!userId) throw badRequest(PASSWORD_RESET_MESSAGES.invalidToken);
      const user = await deps.users.update(userId, { passwordHash });
      if (!user) throw badRequest(PASSWORD_RESET_MESSAGES.invalidToken);
      await deps.endAllSessions(userId);
      await deps.clearSignInLock(user.email);
    },

    sweepExpired: () => deps.resets.deleteExpired(now()),
  };
}

export type PasswordResetService = ReturnType<typeof createPasswordResetService>;
