import type { ChangePassword, Reauthenticate } from '@grant/shared';
import { ACCOUNT_TEXTS, MESSAGES, PRIVACY_TEXTS, WRONG_CURRENT_PASSWORD } from '@grant/shared';
import type { Actor } from '../../lib/actor';
import { badRequest, notFound, unauthorized } from '../../lib/app-error';
import type { UserAccounts } from '../users/users.service';
import { hashPassword, verifyPassword } from './password-hasher';
import type { SessionsRepository } from './sessions.repository';

/** How long a sign-in or a password typed again counts as proof for a download of one's data. */
export const RECENT_PROOF_MS = 10 * 60 * 1000;

/** A person's second factor, when they turned it on: whether it is, and whether a code is right (used once). */
export interface SecondFactorCheck {
  isEnabled(userId: string): Promise<boolean>;
  acceptCode(userId: string, code: string): Promise<boolean>;
}

/** What a signed-in person does with their own account: see and end sessions, change the password, prove it is them. */
export function createAccountService(deps: {
  users: UserAccounts;
  sessions: SessionsRepository;
  secondFactor: SecondFactorCheck;
  now?: () => Date;
}) {
  const now = deps.now ?? (() => new Date());
  const isRecent = (at: Date | undefined) => at !== undefined && now().getTime() - at.getTime() <= RECENT_PROOF_MS;

  /**
   * Proof that the owner is at the keyboard before an irreversible or revealing act: the password
   * (and a current two-factor code when that is on); an account without a password (Google sign-in),
   * a sign-in in the last ten minutes.
   */
  async function proveIdentity(actor: Actor, proof: Reauthenticate) {
    const user = await deps.users.findById(actor.id);
    if (!user) throw unauthorized(MESSAGES.sessionExpired);
    if (user.passwordHash) {
      if (!proof.password) throw badRequest(PRIVACY_TEXTS.passwordRequired);
      if (!(await verifyPassword(user.passwordHash, proof.password))) throw badRequest(PRIVACY_TEXTS.wrongPassword);
    } else if (!isRecent(await deps.sessions.startedAt(actor.sessionId))) {
      throw badRequest(PRIVACY_TEXTS.recentSignInRequired);
    }
    if (await deps.secondFactor.isEnabled(actor.id)) {
      if (!proof.code) throw badRequest(PRIVACY_TEXTS.codeRequired);
      if (!(await deps.secondFactor.acceptCode(actor.id, proof.code))) throw badRequest(PRIVACY_TEXTS.wrongCode);
    }
  }

  return {
    proveIdentity,

    /** POST /auth/reauthenticate: the proof, remembered on this session for ten minutes. */
    async reauthenticate(actor: Actor, proof: Reauthenticate) {
      await proveIdentity(actor, proof);
      await deps.sessions.markReauthenticated(actor.sessionId, now());
    },

    /** Whether this session signed in, or proved it was its owner, in the last ten minutes. */
    provenRecently: async (actor: Actor) => isRecent(await deps.sessions.provenAt(actor.sessionId)),

    async listSessions(actor: Actor) {
      const rows = await deps.sessions.listForUser(actor.id);
      return rows.map((row) => ({
        id: row.id,
        userAgent: row.userAgent,
        createdAt: row.createdAt.toISOString(),
        lastUsedAt: row.lastUsedAt.toISOString(),
        current: row.id === actor.sessionId,
      }));
    },

    /** Another user's session answers exactly like one that does not exist: 404. */
    async revokeSession(actor: Actor, sessionId: string) {
      const deleted = await deps.sessions.deleteOwn(sessionId, actor.id);
      if (deleted === 0) throw notFound(ACCOUNT_TEXTS.sessionNotFound);
    },

    revokeOtherSessions: (actor: Actor) => deps.sessions.deleteOthersForUser(actor.id, actor.sessionId),

    /** Checks the current password, stores the new hash, and ends every other session. */
    async changePassword(actor: Actor, body: ChangePassword) {
      const user = await deps.users.findById(actor.id);
      if (!user) throw unauthorized(MESSAGES.sessionExpired);
      if (!(await verifyPassword(user.passwordHash, body.currentPassword))) throw badRequest(WRONG_CURRENT_PASSWORD);
      if (await verifyPassword(user.passwordHash, body.password)) {
        throw badRequest(ACCOUNT_TEXTS.newPasswordSame);
      }
      await deps.users.update(actor.id, { passwordHash: await hashPassword(body.password) });
      return deps.sessions.deleteOthersForUser(actor.id, actor.sessionId);
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
