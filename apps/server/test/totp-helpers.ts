import { Secret, TOTP } from 'otpauth';

/** The code an authenticator app shows `steps` time steps (of 30 s) from now. */
export function totpCode(secret: string, steps = 0): string {
  const totp = new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret) });
  return totp.generate({ timestamp: Date.now() + steps * 30_000 });
}
