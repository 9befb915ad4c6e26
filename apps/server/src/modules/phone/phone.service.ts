import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { CHANNEL_TEXTS, PHONE_CODE_SMS, USER_TEXTS } from '@grant/shared';
import type { Actor } from '../../lib/actor';
import { AppError, badRequest, conflict, notFound, serviceUnavailable } from '../../lib/app-error';
import type { SmsService } from '../sms/sms.service';
import type { PhoneRepository } from './phone.repository';

/** A code is good for 10 minutes and 5 tries; a person gets at most 3 codes an hour (the texts say so). */
export const PHONE_CODE_RULES = { validMs: 10 * 60_000, maxAttempts: 5, maxSendsPerWindow: 3, windowMs: 60 * 60_000 } as const;

/**
 * Proves a phone number is the person's by a 6-digit code sent to it by SMS (decision 0026). The code
 * is kept only as an HMAC under the server's secrets key: a copy of the database alone does not
 * reveal a code (a plain hash of 6 digits is undone by trying all million).
 */
export function createPhoneService(deps: {
  repo: PhoneRepository;
  sms: Pick<SmsService, 'send'>;
  /** The server's secrets key (SECRETS_KEY or DATA_DIR/secrets.key). */
  key: () => Buffer;
  now?: () => Date;
}) {
  const { repo } = deps;
  const now = deps.now ?? (() => new Date());
  const hashOf = (userId: string, phone: string, code: string) =>
    createHmac('sha256', deps.key()).update(`phone-code\0${userId}\0${phone}\0${code}`).digest('base64url');

  async function tooManyCodes(userId: string, at: Date): Promise<AppError> {
    const row = await repo.find(userId);
    const waitMs = row ? row.windowStartedAt.getTime() + PHONE_CODE_RULES.windowMs - at.getTime() : PHONE_CODE_RULES.windowMs;
    return new AppError('TOO_MANY_REQUESTS', CHANNEL_TEXTS.tooManyCodes, { 'retry-after': String(Math.max(1, Math.ceil(waitMs / 1000))) });
  }

  return {
    /** `phone` is already in +8801XXXXXXXXX form (the route's schema). */
    async sendCode(actor: Actor, phone: string): Promise<{ phone: string; expiresAt: string }> {
      const contact = await repo.contactOf(actor.id);
      if (!contact) throw notFound(USER_TEXTS.accountNotFound);
      if (contact.phone === phone && contact.phoneVerifiedAt) throw conflict(CHANNEL_TEXTS.alreadyVerified);
      const at = now();
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      const expiresAt = new Date(at.getTime() + PHONE_CODE_RULES.validMs);
      const issued = await repo.issue({
        userId: actor.id,
        phone,
        codeHash: hashOf(actor.id, phone, code),
        expiresAt,
        now: at,
        windowStartedBy: new Date(at.getTime() - PHONE_CODE_RULES.windowMs),
        maxSends: PHONE_CODE_RULES.maxSendsPerWindow,
      });
      if (!issued) throw await tooManyCodes(actor.id, at);
      try {
        await deps.sms.send({ to: phone, text: PHONE_CODE_SMS[contact.language](code) });
      } catch (error) {
        // The code still counts against the limit: a failing provider must not become a way around it.
        throw Object.assign(serviceUnavailable(CHANNEL_TEXTS.codeNotSent), { cause: error });
      }
      return { phone, expiresAt: expiresAt.toISOString() };
    },

    async verify(actor: Actor, code: string): Promise<{ phone: string; verified: true }> {
      const at = now();
      const tried = await repo.countAttempt(actor.id, at, PHONE_CODE_RULES.maxAttempts);
      if (!tried) {
        const row = await repo.find(actor.id);
        if (!row) throw badRequest(CHANNEL_TEXTS.noCode);
        throw badRequest(row.expiresAt <= at ? CHANNEL_TEXTS.codeExpired : CHANNEL_TEXTS.codeSpent);
      }
      const expected = Buffer.from(tried.codeHash);
      const given = Buffer.from(hashOf(actor.id, tried.phone, code));
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
        throw badRequest(tried.attempts >= PHONE_CODE_RULES.maxAttempts ? CHANNEL_TEXTS.codeSpent : CHANNEL_TEXTS.wrongCode);
      }
      await repo.confirm(actor.id, tried.phone, at);
      return { phone: tried.phone, verified: true };
    },
  };
}

export type PhoneService = ReturnType<typeof createPhoneService>;
