import { MESSAGES, type RegisterFields } from '@grant/shared';
import type { AppConfig } from '../../config';
import type { UserRow } from '../../db/schema/index';
import type { Actor } from '../../lib/actor';
import { conflict, unauthorized } from '../../lib/app-error';
import type { UserAccounts } from '../users/users.service';
import { hashPassword, verifyPassword } from './password-hasher';
import { hashSessionToken, newSessionToken } from './session-token';
import type { SessionsRepository } from './sessions.repository';
import { type SignInLockout, signInLocked } from './sign-in-lockout';
import { logSignIn, type SignInLogger } from './sign-in-log';

/** Touching a session on every request would write on every read; once a minute is enough. */
const TOUCH_INTERVAL_MS = 60_000;

export function createAuthService(deps: {
  users: UserAccounts;
  sessions: SessionsRepository;
  session: AppConfig['session'];
  /** With two-factor sign-in on, a correct password earns a challenge for the second step, not a session. */
  secondFactor?: {
    isEnabled(userId: string): Promise<boolean>;
    createChallenge(userId: string, userAgent?: string): Promise<string>;
  };
  /** The per-account limit on wrong passwords; without it (some tests) there is none. */
  lockout?: Pick<SignInLockout, 'secondsLocked' | 'recordFailure' | 'clear'>;
  now?: () => Date;
}) {
  const now = deps.now ?? (() => new Date());

  async function startSession(user: UserRow, userAgent?: string) {
    const token = newSessionToken();
    await deps.sessions.insert({
      userId: user.id,
      tokenHash: hashSessionToken(token),
      userAgent: userAgent?.slice(0, 300),
      expiresAt: new Date(now().getTime() + deps.session.absoluteMs),
    });
    return { token, user };
  }

  /** After the first factor (a password, or Google): the second factor's challenge when it is on, else a session. */
  async function completeSignIn(user: UserRow, userAgent?: string) {
    if (deps.secondFactor && (await deps.secondFactor.isEnabled(user.id))) {
      return { challenge: await deps.secondFactor.createChallenge(user.id, userAgent) };
    }
    return startSession(user, userAgent);
  }

  return {
    /** `storePhoto` runs once the email is known to be free, so a refused registration stores no file. */
    async register(fields: RegisterFields, storePhoto: () => Promise<string>, userAgent?: string) {
      if (await deps.users.findByEmail(fields.email)) throw conflict(MESSAGES.emailTaken);
      const photoUrl = await storePhoto();
      const user = await deps.users.insert({
        name: fields.name,
        email: fields.email,
        passwordHash: await hashPassword(fields.password),
        division: fields.division,
        district: fields.district,
        blood: fields.blood,
        photoUrl,
        available: fields.listedAsDonor ?? false,
      });
      // A concurrent registration with the same email can win between the check and the insert.
      if (!user) throw conflict(MESSAGES.emailTaken);
      return startSession(user, userAgent);
    },

    /** `log` (the request's logger) records the attempt and its outcome. */
    async login(email: string, password: string, context: { userAgent?: string; log?: SignInLogger } = {}) {
      // Paused: refused before the password is even checked, so the right one does not get through either.
      const lockedFor = (await deps.lockout?.secondsLocked(email)) ?? 0;
      if (lockedFor > 0) {
        logSignIn(context.log, { step: 'password', outcome: 'locked', email });
        throw signInLocked(lockedFor);
      }
      const user = await deps.users.findByEmail(email);
      const valid = await verifyPassword(user?.passwordHash, password);
      if (!user || !valid) {
        const locked = await deps.lockout?.recordFailure(email, context.log);
        logSignIn(context.log, { step: 'password', outcome: user ? 'wrong-password' : 'unknown-account', userId: user?.id, email });
        if (locked) context.log?.warn({ signIn: { email, userId: user?.id ?? null } }, 'sign-in paused after too many wrong passwords');
        throw unauthorized(MESSAGES.invalidCredentials);
      }
      await deps.lockout?.clear(email);
      const result = await completeSignIn(user, context.userAgent);
      const outcome = 'challenge' in result ? 'second-factor-required' : 'success';
      logSignIn(context.log, { step: 'password', outcome, userId: user.id, email });
      return result;
    },

    completeSignIn,

    /** The caller behind a token, or undefined when it is unknown, idle too long or past its end. */
    async resolve(token: string): Promise<Actor | undefined> {
      const found = await deps.sessions.findWithUser(hashSessionToken(token));
      if (!found) return undefined;
      const { session, user } = found;
      // A sign-in that raced the account's erasure (decision 0044) made a session for nobody.
      if (user.erasedAt) {
        await deps.sessions.deleteById(session.id);
        return undefined;
      }
      const at = now();
      const idleFor = at.getTime() - session.lastUsedAt.getTime();
      if (session.expiresAt <= at || idleFor > deps.session.idleMs) {
        await deps.sessions.deleteById(session.id);
        return undefined;
      }
      if (idleFor > TOUCH_INTERVAL_MS) await deps.sessions.touch(session, at);
      const sessionValidUntil = Math.min(session.expiresAt.getTime(), session.lastUsedAt.getTime() + deps.session.idleMs);
      return {
        id: user.id,
        email: user.email,
        name: user.name,
        role: user.role,
        status: user.status,
        sessionId: session.id,
        sessionValidUntil,
      };
    },

    /** A session for a user who passed the second step of sign-in. */
    async startSessionFor(userId: string, userAgent?: string) {
      const user = await deps.users.findById(userId);
      if (!user) throw unauthorized(MESSAGES.sessionExpired);
      return startSession(user, userAgent);
    },

    logout: (actor: Actor) => deps.sessions.deleteById(actor.sessionId),

    /**
     * Swaps the caller's token for a fresh one: the spec's POST /jwt, minus minting from an email.
     * The session keeps its absolute end and its sign-in time: a stolen token renewed now and then
     * still ends 30 days after the sign-in, and renewing is no re-authentication.
     */
    async renew(actor: Actor, userAgent?: string) {
      const user = await deps.users.findById(actor.id);
      if (!user) throw unauthorized(MESSAGES.sessionExpired);
      const token = newSessionToken();
      const values = { tokenHash: hashSessionToken(token), userAgent: userAgent?.slice(0, 300), at: now() };
      if (!(await deps.sessions.replaceToken(actor.sessionId, values))) throw unauthorized(MESSAGES.sessionExpired);
      return { token, user };
    },

    /** Ends every session of a user: after a block, a role change or a password change. */
    endAllSessions: (userId: string) => deps.sessions.deleteAllForUser(userId),

    /** Removes sessions past their absolute end or idle too long (they are refused anyway; this keeps the table small). */
    sweepExpiredSessions: () => {
      const at = now();
      return deps.sessions.deleteExpired(at, new Date(at.getTime() - deps.session.idleMs));
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
