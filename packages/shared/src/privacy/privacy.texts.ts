import type { ConsentPurpose } from './privacy.schemas';

/** The server's messages about one's data and its erasure; each has Bangla in the web's dictionary. */
export const PRIVACY_TEXTS = {
  reauthenticateFirst: 'Confirm it is you first: enter your password again.',
  passwordRequired: 'Enter your password.',
  wrongPassword: 'That password is not correct.',
  codeRequired: 'Enter the code from your authenticator app.',
  wrongCode: 'That code is not correct or has expired.',
  recentSignInRequired: 'Your account has no password: sign in again, then try within ten minutes.',
  blogChoiceRequired: 'Choose whether your blog posts are removed or kept as a former member’s.',
  /** An admin's erasure of an account with posts, without the choice (the posts may be new since the dialog opened). */
  theirBlogChoiceRequired: 'This account has blog posts: choose whether they are removed or kept as a former member’s.',
  lastAdmin: 'You are the last active admin: make another admin first.',
  eraseSelfHere: 'Delete your own account from your profile.',
  erasedAlready: 'This account was deleted already.',
  listMeAsDonor: 'List me as a donor',
  /** The registration's plain question (issue 47): a required yes / not now under "List me as a donor". */
  listingYes: 'Yes',
  listingYesHint: 'People who need your blood group near you can find you, and you get requests.',
  listingNotNow: 'Not now',
  listingNotNowHint: 'You get no requests; you can turn it on later in your profile.',
  listingChoiceRequired: 'Choose Yes or Not now.',
  /** What a donor who is not listed sees on their dashboard and profile, beside the switch. */
  notListed: 'You are not listed: you will get no requests',
  listedNow: 'You are listed: people who need your blood group near you can find you.',
  /** The name a deleted person's past records show. */
  formerMember: 'Former member',
} as const;

/** How the profile names each consent. */
export const CONSENT_LABELS = {
  donorListing: 'Listed as a donor',
  phoneToRequesters: 'Phone shown to requesters I match',
  volunteerCalls: 'Phone shown to volunteers who call me',
  alertInApp: 'Alerts in the app',
  alertEmail: 'Alerts by e-mail',
  alertPush: 'Alerts on this device (push)',
  alertSms: 'Alerts by SMS',
  locationShared: 'My own location used to find donors near a hospital',
} as const satisfies Record<ConsentPurpose, string>;

/** What the people an erasure concerns are told, in their language: donors of a withdrawn request, requesters whose donor left. */
export const PRIVACY_NOTICE_TEXTS = {
  en: {
    withdrawnSubject: 'A blood request was withdrawn',
    withdrawn: (blood: string, hospital: string) =>
      `The request for ${blood} blood at ${hospital} was withdrawn: its requester deleted their account. Thank you for offering to give.`,
    donorLeftSubject: 'A donor is no longer available',
    donorLeft: (recipient: string, hospital: string) =>
      `A donor who offered to give for ${recipient} at ${hospital} deleted their account. The request is open again for other donors.`,
  },
  bn: {
    withdrawnSubject: 'একটি রক্তের অনুরোধ তুলে নেওয়া হয়েছে',
    withdrawn: (blood: string, hospital: string) =>
      `${hospital}-এ ${blood} রক্তের অনুরোধটি তুলে নেওয়া হয়েছে: অনুরোধকারী তাঁর অ্যাকাউন্ট মুছে ফেলেছেন। রক্ত দিতে চাওয়ার জন্য ধন্যবাদ।`,
    donorLeftSubject: 'একজন রক্তদাতা আর নেই',
    donorLeft: (recipient: string, hospital: string) =>
      `${hospital}-এ ${recipient}-এর জন্য রক্ত দিতে চেয়েছিলেন এমন একজন রক্তদাতা তাঁর অ্যাকাউন্ট মুছে ফেলেছেন। অনুরোধটি আবার অন্য রক্তদাতাদের জন্য খোলা।`,
  },
} as const;
