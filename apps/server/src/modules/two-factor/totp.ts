import { Secret, TOTP } from 'otpauth';

/** RFC 6238 as authenticator apps expect it: SHA-1, 6 digits, 30-second steps. */
const PERIOD = 30;
export const TOTP_ISSUER = 'Grant';

const totpOf = (secretBase32: string, label = '') =>
  new TOTP({ issuer: TOTP_ISSUER, label, algorithm: 'SHA1', digits: 6, period: PERIOD, secret: Secret.fromBase32(secretBase32) });

export const newTotpSecret = (): string => new Secret({ size: 20 }).base32;

export const otpauthUrl = (secretBase32: string, label: string): string => totpOf(secretBase32, label).toString();

/**
 * The time step a code matches within one step either side of now, or undefined. The caller
 * refuses a step at or before the last one it accepted, so a code works once.
 */
export function matchingStep(secretBase32: string, code: string, now: number): number | undefined {
  if (!/^\d{6}$/.test(code)) return undefined;
  const delta = totpOf(secretBase32).validate({ token: code, timestamp: now, window: 1 });
  if (delta === null) return undefined;
  return Math.floor(now / 1000 / PERIOD) + delta;
}
