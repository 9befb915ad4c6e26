import { LIMITS } from './limits';
import { pageTitle, SHELL_MESSAGES } from './shell-messages';

export { pageTitle, SHELL_MESSAGES };

/**
 * Every user-visible text the spec quotes, written once. The spec's spelling (and trailing
 * spaces) is kept on purpose: these strings are part of the product's contract.
 */
export const MESSAGES = {
  ...SHELL_MESSAGES,
  forgotPassword: 'Forgot password?',

  passwordTooShort: 'Password must be at least 6 characters',
  passwordNeedsUppercase: 'Password must be a Uppercase letter',
  passwordNeedsLowercase: 'Password must be a Lowercase letter',
  passwordNeedsNumber: 'Password must be a number ',
  passwordsDiffer: 'password or confirmPassword not equal ',

  loginSuccess: 'Login Successful',
  registerSuccess: 'register successful ',
  requestSuccess: 'request successful ',
  updateSuccess: 'Update successful ',
  logoutSuccess: 'Logout succesfull',
  blockedUser: 'You are a Block user You can not Request ',
  alreadyConfirmed: 'Already conform Close it',
  confirm: 'Conform',
  notInProgress: 'NotInprogress',
  doneToast: 'Done',

  confirmTitle: 'Are you sure?',
  confirmIrreversible: "You won't be able to revert this!",
  confirmDelete: 'Yes, delete it!',
  confirmLogout: 'Yes, LogOut',
  deletedTitle: 'Deleted!',
  deletedText: 'Your file has been deleted.',

  filterData: 'Filter Data',
  selectYourStatus: 'Select Your Status',
  totalRequests: 'Total Requests',
  totalUsers: 'Total Users',
  totalFunding: 'Total Funding',

  /** Our own texts, not quoted by the spec. */
  invalidCredentials: 'Email or password is incorrect.',
  emailTaken: 'An account with this email already exists.',
  signInRequired: 'Please sign in to continue.',
  sessionExpired: 'Your session has ended. Please sign in again.',
  forbidden: 'You do not have permission to do this.',
  accountBlocked: 'This account is blocked. Contact an administrator.',
  tooManyAttempts: 'Too many attempts. Please wait a moment and try again.',
  signInLocked: `Sign-in to this account is paused for ${LIMITS.signInLockMinutes} minutes after too many wrong passwords. Try again later, or reset your password to sign in now.`,
  profileUpdated: 'Profile updated',
  continueWithGoogle: 'Continue with Google',
  googleSignInDenied: 'Google sign-in was cancelled. You can try again or sign in with your email and password.',
  googleSignInExpired: 'Google sign-in took too long or was started in another window. Please try again.',
  googleSignInFailed: 'Google sign-in could not be verified. Please try again.',
  googleEmailUnverified:
    'An account with this email already exists, and Google has not verified the email. Sign in with your password instead.',
  googleSignInUnavailable: 'Google sign-in is not available right now. Please sign in with your email and password.',
  completeProfileFirst: 'Add your division, district and blood group to your profile first.',
  serviceUnavailable: 'The service is briefly unavailable. Please try again in a moment.',
  malformedForm: 'The form arrived incomplete or garbled. Please send it again.',
  tooManyRequestsCreated: 'You have made many requests in a short time. Please wait a while before making another.',
  tooManyOpenRequests:
    'You already have as many open requests (pending or in progress) as allowed. Finish, cancel or delete one before making another.',
} as const;

/** 'Hi,{name} Welcome' — the spec writes it without a space after the comma. */
export const greeting = (name: string): string => `Hi,${name} Welcome`;

export const PAYMENT_PAGE_TITLE = 'grant || payment' as const;
