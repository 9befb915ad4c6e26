import { createHash, randomBytes } from 'node:crypto';
import { TWO_FACTOR_MESSAGES as M } from '@grant/shared';
import QRCode from 'qrcode';
import type { Actor } from '../../lib/actor';
import { badRequest, conflict, unauthorized } from '../../lib/app-error';
import { verifyPassword } from '../auth/password-hasher';
import type { UsersRepository } from '../users/users.repository';
import type { SecretBox } from './secret-box';
import { matchingStep, newTotpSecret, otpauthUrl } from './totp';
import type { TwoFactorRepository } from './two-factor.repository';

const CHALLENGE_TTL_MS = 5 * 60 * 1000;
const CHALLENGE_MAX_ATTEMPTS = 5;
const RECOVERY_CODE_COUNT = 10;
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
  users: UsersRepository;
  box: () => SecretBox;
  required: boolean;
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

  return {
    async status(actor: Actor) {
      const row = await deps.repo.find(actor.id);
      const enabled = Boolean(row?.enabledAt);
      return {
        enabled,
        required: deps.required && (actor.role === 'volunteer' || actor.role === 'admin'),
        recoveryCodesLeft: enabled ? await deps.repo.countUnusedRecoveryCodes(actor.id) : 0,
      };
    },

    isEnabled: async (userId: string) => Boolean((await deps.repo.find(userId))?.enabledAt),

    async setup(actor: Actor) {
      const secret = newTotpSecret();
      if (!(await deps.repo.savePending(actor.id, deps.box().seal(secret)))) throw conflict(M.alreadyEnabled);
      const url = otpauthUrl(secret, actor.email);
      const qrCode = `data:image/svg+xml;base64,${Buffer.from(await QRCode.toString(url, { type: 'svg', margin: 1 })).toString('base64')}`;
      return { secret, otpauthUrl: url, qrCode };
    },

    /** Confirms the pending secret with a current code; answers the recovery codes, shown once. */
    async enable(actor: Actor, code: string) {
      const row = await deps.repo.find(actor.id);
      if (row?.enabledAt) throw conflict(M.alreadyEnabled);
      if (!row) throw badRequest(M.noPendingSetup);
      if (!(await acceptTotp(actor.id, row.secretCiphertext, code))) throw badRequest(M.invalidCode);
      const recoveryCodes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
      await deps.repo.enable(
        actor.id,
        recoveryCodes.map((c) => sha256(normaliseRecoveryCode(c))),
        now(),
      );
      return { recoveryCodes };
    },

    /** Needs a current code (or a recovery code) or the account's password. */
    async disable(actor: Actor, proof: { code?: string; password?: string }) {
      const row = await deps.repo.find(actor.id);
      if (!row?.enabledAt) throw badRequest(M.notEnabled);
      let proven = false;
      if (proof.code) proven = await acceptSecondFactor(actor.id, proof.code);
      if (!proven && proof.password) {
        const user = await deps.users.findById(actor.id);
        proven = await verifyPassword(user?.passwordHash, proof.password);
      }
      if (!proven) throw badRequest(proof.code ? M.invalidCode : 'Your password is not correct.');
      await deps.repo.disable(actor.id);
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
    async completeChallenge(challenge: string, code: string): Promise<string> {
      const found = await deps.repo.findChallenge(sha256(challenge));
      if (!found || found.expiresAt <= now() || found.attempts >= CHALLENGE_MAX_ATTEMPTS) {
        if (found) await deps.repo.deleteChallenge(found.id);
        throw unauthorized(M.challengeExpired);
      }
      if (!(await acceptSecondFactor(found.userId, code))) {
        const attempts = await deps.repo.countFailedAttempt(found.id);
        if (attempts >= CHALLENGE_MAX_ATTEMPTS) await deps.repo.deleteChallenge(found.id);
        throw badRequest(M.invalidCode);
      }
      if (!(await deps.repo.deleteChallenge(found.id))) throw unauthorized(M.challengeExpired);
      return found.userId;
    },
  };
}

export type TwoFactorService = ReturnType<typeof createTwoFactorService>;
