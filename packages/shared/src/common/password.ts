import { LIMITS } from './limits';
import { MESSAGES } from './messages';

/**
 * The spec's password checks, in the spec's order; the first failure wins.
 * Shared by the registration form and the server so both say exactly the same thing.
 */
const PASSWORD_RULES: ReadonlyArray<{ test: (password: string) => boolean; message: string }> = [
  { test: (p) => p.length >= LIMITS.passwordMinLength, message: MESSAGES.passwordTooShort },
  { test: (p) => /[A-Z]/.test(p), message: MESSAGES.passwordNeedsUppercase },
  { test: (p) => /[a-z]/.test(p), message: MESSAGES.passwordNeedsLowercase },
  { test: (p) => /[0-9]/.test(p), message: MESSAGES.passwordNeedsNumber },
];

export function firstPasswordProblem(password: string, confirmPassword: string): string | undefined {
  const broken = PASSWORD_RULES.find((rule) => !rule.test(password));
  if (broken) return broken.message;
  if (password !== confirmPassword) return MESSAGES.passwordsDiffer;
  return undefined;
}
