import type { ChangePassword } from '@grant/shared';
import { ACCOUNT_TEXTS, MESSAGES, WRONG_CURRENT_PASSWORD } from '@grant/shared';
import type { Actor } from '../../lib/actor';
import { badRequest, notFound, unauthorized } from '../../lib/app-error';
import type { UserAccounts } from '../users/users.service';
import { hashPassword, verifyPassword } from './password-hasher';
import type { SessionsRepository } from './sessions.repository';

/** What a signed-in person does with their own account: see and end sessions, change the password. */
export function createAccountService(deps: { users: UserAccounts; sessions: SessionsRepository }) {
  return {
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
