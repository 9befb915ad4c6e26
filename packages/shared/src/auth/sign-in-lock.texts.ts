import { LIMITS } from '../common/limits';

/** The e-mail to an account's owner when its sign-in is paused (decision 0020); e-mails are sent in English. */
export const SIGN_IN_LOCK_EMAIL = {
  subject: 'Sign-in to your Grant account is paused',
  text: (name: string) =>
    [
      `Hello ${name},`,
      '',
      `Someone typed a wrong password for your Grant account ${LIMITS.signInLockFailures} times, so sign-in with a password is paused for ${LIMITS.signInLockMinutes} minutes. Nobody signed in.`,
      '',
      'If it was you, wait and try again, or choose a new password with "Forgot password?" on the sign-in page: that also ends the pause.',
      '',
      'If it was not you, your account is safe for now. Choosing a new, longer password makes it safer still.',
    ].join('\n'),
} as const;
