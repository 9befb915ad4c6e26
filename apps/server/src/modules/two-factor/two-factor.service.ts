import { createHash, randomBytes } from 'node:crypto';
import { TWO_FACTOR_MESSAGES as M } from '@grant/shared';
import type { Actor } from '../../lib/actor';
import { badRequest, conflict, unauthorized } from '../../lib/app-error';
import { qrCodeDataUrl } from '../../lib/qr-code';
import { verifyPassword } from '../auth/password-hasher';
import { logSignIn, type SignInLogger } from '../auth/sign-in-log';
import type { UserAccounts } from '../users/users.service';
import type { SecretBox } from './secret-box';
import { matchingStep, newTotpSecret, otpauthUrl } from './totp';
import type { TwoFactorRepository } from './two-factor.repository';

const CHALLENGE_TTL_MS = 5 * 60 * 1000;
const CHALLENGE_MAX_ATTEMPTS = 5;
const RECOVERY_CODE_COUNT = 10;
/** An account without a password (Google sign-in) proves it is its owner by a sign-in this recent. */
const RECENT_SIGN_IN_MS = 10 * 60 * 1000;
const BASE32 = 'abcdefghijklmnopqrstuvwxyz234567';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** 16 base32 characters (80 bits) shown as xxxx-xxxx-xxxx-xxxx. */
function newRecoveryCode(): string {
  const chars = [...randomBytes(16)].map((b) => BASE32[b & 31]).join('');
  return chars.match(/.{4}/g)?.join('-') ?? chars;
}
/** Case, spaces and dashes do not matter when a recovery code is typed back. */
const normaliseRecoveryCode = (code: string) => code.toLowerCase().replace(/[\s-]/g, '');

export function createTwoFactorService(deps: {
  repo: TwoFactorRepository;
  users: UserAccounts;
  box: () => SecretBox;
  required: boolean;
  /** When the caller's session began. */
  sessionStartedAt: (sessionId: string) => Promise<Date | undefined>;
  now?: () => Date;
}) {
  const now = deps.now ?? (() => new Date());

  /** A current TOTP code, accepted once: a replay within its window is refused. */
  async function acceptTotp(userId: string, sealedSecret: string, code: string): Promise<boolean> {
    const step = matchingStep(deps.box().open(sealedSecret), code.replace(/\s/g, ''), now().getTime());
    return step !== undefined && deps.repo.claimStep(userId, step);
  }

  /** A TOTP code or an unused recovery code of a user with two-factor sign-in on. */
  async function acceptSecondFactor(userId: string, code: string): Promise<boolean> {
    const row = await deps.repo.find(userId);
    if (!row?.enabledAt) return false;
    if (/^\s*\d{3}\s?\d{3}\s*$/.test(code)) return acceptTotp(userId, row.secretCiphertext, code);
    return deps.repo.useRecoveryCode(userId, sha256(normaliseRecoveryCode(code)), now());
  }

  /**
   * Re-authentication before a security change (ASVS): the current password; an account without
   * one, a sign-in in the last minutes.
   */
  async function reauthenticate(actor: Actor, password: string | undefined) {
    const user = await deps.users.findById(actor.id);
    if (user?.passwordHash) {
      if (!password) throw badRequest(M.setupNeedsPassword);
      if (!(await verifyPassword(user.passwordHash, password))) throw badRequest(M.wrongPassword);
      return;
    }
    const startedAt = await deps.sessionStartedAt(actor.sessionId);
    if (!startedAt || now().getTime() - startedAt.getTime() > RECENT_SIGN_IN_MS) throw badRequest(M.setupNeedsRecentSignIn);
  }

  /** Ten new recovery codes: shown to the person once, only their hashes kept. */
  function newRecoveryCodes() {
    const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
    return { codes, hashes: codes.map((c) => sha256(normaliseRecoveryCode(c))) };
  }

  /** For changes to a two-factor sign-in that is on: a current code (or a recovery code) or the account's password. */
  async function proveOwner(actor: Actor, proof: { code?: string; password?: string }) {
    const row = await deps.repo.find(actor.id);
    if (!row?.enabledAt) throw badRequest(M.notEnabled);
    let proven = false;
    if (proof.code) proven = await acceptSecondFactor(actor.id, proof.code);
    if (!proven && proof.password) {
      const user = await deps.users.findById(actor.id);
      proven = await verifyPassword(user?.passwordHash, proof.password);
    }
    if (!proven) throw badRequest(proof.code ? M.invalidCode : M.wrongPassword);
  }

  return {
    async status(actor: Actor) {
      const row = await deps.repo.find(actor.id);
      const enabled = Boolean(row?.enabledAt);
      const user = await deps.users.findById(actor.id);
      return {
        hasPassword: Boolean(user?.passwordHash),
        enabled,
        required: deps.required && (actor.role === 'volunteer' || actor.role === 'admin'),
        recoveryCodesLeft: enabled ? await deps.repo.countUnusedRecoveryCodes(actor.id) : 0,
      };
    },

    isEnabled: async (userId: string) => Boolean((await deps.repo.find(userId))?.enabledAt),

    /** A current code or an unused recovery code, for proof before a sensitive act (each accepted once). */
    acceptCode: acceptSecondFactor,

    async setup(actor: Actor, proof: { password?: string }) {
      await reauthenticate(actor, proof.password);
      const secret = newTotpSecret();
      if (!(await deps.repo.savePending(actor.id, deps.box().seal(secret)))) throw conflict(M.alreadyEnabled);
      const url = otpauthUrl(secret, actor.email);
      return { secret, otpauthUrl: url, qrCode: await qrCodeDataUrl(url) };
    },

    /** Confirms the pending secret with a current code; answers the recovery codes, shown once. */
    async enable(actor: Actor, code: string) {
      const row = await deps.repo.find(actor.id);
      if (row?.enabledAt) throw conflict(M.alreadyEnabled);
      if (!row) throw badRequest(M.noPendingSetup);
      if (!(await acceptTotp(actor.id, row.secretCiphertext, code))) throw badRequest(M.invalidCode);
      const recovery = newRecoveryCodes();
      await deps.repo.enable(actor.id, recovery.hashes, now());
      return { recoveryCodes: recovery.codes };
    },

    async disable(actor: Actor, proof: { code?: string; password?: string }) {
      await proveOwner(actor, proof);
      await deps.repo.disable(actor.id);
    },

    /** New recovery codes, shown once; every earlier one stops working. */
    async regenerateRecoveryCodes(actor: Actor, proof: { code?: string; password?: string }) {
      await proveOwner(actor, proof);
      const recovery = newRecoveryCodes();
      await deps.repo.replaceRecoveryCodes(actor.id, recovery.hashes);
      return { recoveryCodes: recovery.codes };
    },

    /** After a correct password: a short-lived, single-use token for the second step. */
    async createChallenge(userId: string, userAgent?: string) {
      const challenge = randomBytes(32).toString('base64url');
      await deps.repo.deleteExpiredChallenges(now());
      await deps.repo.insertChallenge({
        tokenHash: sha256(challenge),
        userId,
        userAgent: userAgent?.slice(0, 300),
        expiresAt: new Date(now().getTime() + CHALLENGE_TTL_MS),
      });
      return challenge;
    },

    /** The user id behind a challenge answered with a good code; the challenge is then spent. */
    async completeChallenge(challenge: string, code: string, log?: SignInLogger): Promise<string> {
      const found = await deps.repo.findChallenge(sha256(challenge));
      const expired = () => {
        logSignIn(log, { step: 'second-factor', outcome: 'challenge-expired', userId: found?.userId });
        return unauthorized(M.challengeExpired);
      };
      if (!found || found.expiresAt <= now() || found.attempts >= CHALLENGE_MAX_ATTEMPTS) {
        if (found) await deps.repo.deleteChallenge(found.id);
        throw expired();
      }
      if (!(await acceptSecondFactor(found.userId, code))) {
        const attempts = await deps.repo.countFailedAttempt(found.id);
        if (attempts >= CHALLENGE_MAX_ATTEMPTS) await deps.repo.deleteChallenge(found.id);
        logSignIn(log, { step: 'second-factor', outcome: 'wrong-second-factor', userId: found.userId });
        throw badRequest(M.invalidCode);
      }
      if (!(await deps.repo.deleteChallenge(found.id))) throw expired();
      logSignIn(log, { step: 'second-factor', outcome: 'success', userId: found.userId });
      return found.userId;
    },
  };
}

export type TwoFactorService = ReturnType<typeof createTwoFactorService>;
