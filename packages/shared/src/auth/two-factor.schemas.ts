import { z } from 'zod';
import { authResponseSchema } from './auth.schemas';

export const TWO_FACTOR_MESSAGES = {
  staffNeedsTwoFactor: 'Set up two-factor sign-in to use staff pages.',
  invalidCode: 'That code is not valid. Enter the current code from your app, or a recovery code.',
  challengeExpired: 'Your sign-in has expired. Please enter your email and password again.',
  alreadyEnabled: 'Two-factor sign-in is already on.',
  notEnabled: 'Two-factor sign-in is not on.',
  noPendingSetup: 'Start the set-up first.',
  disableNeedsProof: 'Enter a current code or your password.',
  setupNeedsPassword: 'Enter your current password to set up two-factor sign-in.',
  wrongPassword: 'Your password is not correct.',
  setupNeedsRecentSignIn: 'For your safety, sign out and sign in again, then set up two-factor sign-in within 10 minutes.',
} as const;

/** A code from an authenticator app (6 digits) or a recovery code (xxxx-xxxx-xxxx-xxxx). */
export const twoFactorCodeSchema = z
  .string({ error: 'Enter a code.' })
  .trim()
  .min(6, { error: 'Enter a code.' })
  .max(40, { error: 'That code is too long.' });

export const twoFactorStatusSchema = z.object({
  enabled: z.boolean(),
  required: z.boolean(),
  recoveryCodesLeft: z.number().int(),
  /** How setting it up proves it is you: the password, or (for an account without one) a sign-in in the last minutes. */
  hasPassword: z.boolean(),
});
export type TwoFactorStatus = z.infer<typeof twoFactorStatusSchema>;

export const twoFactorSetupSchema = z.object({ secret: z.string(), otpauthUrl: z.string(), qrCode: z.string() });
export type TwoFactorSetup = z.infer<typeof twoFactorSetupSchema>;

export const twoFactorCodeBodySchema = z.object({ code: twoFactorCodeSchema });
export type TwoFactorCodeBody = z.infer<typeof twoFactorCodeBodySchema>;

/** POST /auth/2fa/setup: the current password again (re-authentication); an account without one sends none. */
export const twoFactorSetupBodySchema = z.object({ password: z.string().max(1024).optional() });
export type TwoFactorSetupBody = z.infer<typeof twoFactorSetupBodySchema>;

export const recoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()) });
export type RecoveryCodes = z.infer<typeof recoveryCodesSchema>;

/** What turning two-factor sign-in off, or renewing its recovery codes, asks for: a current code or the password. */
export const twoFactorProofSchema = z
  .object({ code: twoFactorCodeSchema.optional(), password: z.string().max(1024).optional() })
  .refine((v) => Boolean(v.code || v.password), { error: TWO_FACTOR_MESSAGES.disableNeedsProof });
export type TwoFactorProof = z.infer<typeof twoFactorProofSchema>;
export const twoFactorDisableSchema = twoFactorProofSchema;

export const twoFactorChallengeSchema = z.object({ twoFactorRequired: z.literal(true), challenge: z.string() });
export type TwoFactorChallenge = z.infer<typeof twoFactorChallengeSchema>;

/** POST /auth/login: a session, or (with two-factor sign-in on) a challenge for the second step. */
export const loginResponseSchema = z.union([authResponseSchema, twoFactorChallengeSchema]);
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const loginTwoFactorBodySchema = z.object({ challenge: z.string().min(1).max(200), code: twoFactorCodeSchema });
export type LoginTwoFactorBody = z.infer<typeof loginTwoFactorBodySchema>;
