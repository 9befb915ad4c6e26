import { MESSAGES } from '../common/messages';

/** Why a Google sign-in ended on the login page (`/login?google=<reason>`). */
export const GOOGLE_SIGN_IN_ERRORS = {
  denied: MESSAGES.googleSignInDenied,
  expired: MESSAGES.googleSignInExpired,
  failed: MESSAGES.googleSignInFailed,
  unverified: MESSAGES.googleEmailUnverified,
  unavailable: MESSAGES.googleSignInUnavailable,
} as const;
export type GoogleSignInError = keyof typeof GOOGLE_SIGN_IN_ERRORS;

export const googleSignInErrorMessage = (reason: string | null): string | null =>
  reason && Object.hasOwn(GOOGLE_SIGN_IN_ERRORS, reason) ? GOOGLE_SIGN_IN_ERRORS[reason as GoogleSignInError] : null;
