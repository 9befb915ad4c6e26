/** Alert channels (decision 0026): push subscriptions, phone verification by SMS, and the donor's alert settings. */
export const CHANNEL_TEXTS = {
  invalidMobile: 'Enter a Bangladeshi mobile number: 11 digits starting with 013 to 019 (such as 01712345678), or the same after +880.',
  codeFormat: 'Enter the 6-digit code from the SMS.',
  tooManyCodes: 'You have asked for 3 codes within an hour. Please wait a while before asking for another.',
  noCode: 'No code is waiting for this account. Ask for a new code.',
  codeExpired: 'This code has expired. Ask for a new code.',
  codeSpent: 'Too many wrong codes. Ask for a new code.',
  wrongCode: 'That code is not right. Check the SMS and try again.',
  alreadyVerified: 'This number is already verified.',
  codeNotSent: 'The code could not be sent just now. Please try again in a moment.',
  pushEndpointInvalid: 'This browser gave a push address the app cannot use. Try again, or use another browser.',
  pushEndpointInward:
    'This browser gave a push address inside a private network, and the app sends alerts only to public push services. Use another browser.',
  pushEndpointUnresolved:
    'This browser gave a push address whose name could not be found. Try again in a few minutes, or use another browser.',
  pushKeysInvalid: 'This browser gave push keys the app cannot use. Try again, or use another browser.',
  quietHoursFormat: 'Enter times as HH:MM, such as 22:00.',
  quietHoursSame: 'Quiet hours must start and end at different times.',

  section: 'Alerts',
  sectionHint: 'How we tell you about requests near you that your blood group can answer.',
  loading: 'Loading your alert settings',
  channels: 'Channels',
  inApp: 'In the app (the bell)',
  email: 'E-mail',
  push: 'Push notifications',
  pushHint: 'On the devices where you turned on alerts.',
  sms: 'SMS',
  smsHint: 'Only to a verified phone number.',
  devices: 'Devices with alerts on: {count}',
  quietHours: 'Quiet hours',
  quietHoursHint: 'No push or SMS alerts at these times (Bangladesh time), except for critical requests.',
  useQuietHours: 'Use quiet hours',
  quietFrom: 'Quiet from',
  quietUntil: 'Quiet until',
  language: 'Language of alerts',
  save: 'Save alert settings',
  saved: 'Alert settings saved',
  phoneTitle: 'Phone for SMS alerts',
  phoneHint: 'A Bangladeshi mobile number, such as 01712345678. We send a code to check it is yours.',
  mobileNumber: 'Mobile number',
  sendCode: 'Send code',
  codeSent: 'We sent a code to {phone}. It is valid for 10 minutes.',
  code: 'Code from the SMS',
  verify: 'Verify',
  verified: 'Verified',
  notVerified: 'Not verified',
  phoneVerified: 'Phone number verified',
  changeNumber: 'Change number',
} as const;

/** The admins' outbox page: e-mails and SMS kept instead of sent. */
export const OUTBOX_TEXTS = {
  intro:
    'E-mails and SMS the app would have sent, kept here because no mail server (SMTP_URL) or SMS provider (TWILIO_*) is configured. Newest first.',
  channel: 'Channel',
  allChannels: 'All channels',
  empty: 'No messages yet',
  emptyText: 'Password reset e-mails and phone codes appear here when no mail server or SMS provider is configured.',
} as const;

/** Languages of the SMS the server sends a person: theirs (`users.language`). */
export const PHONE_CODE_SMS = {
  en: (code: string) => `Grant: ${code} is your code to verify this phone. It is valid for 10 minutes. Do not share it.`,
  bn: (code: string) => `Grant: এই ফোন নম্বর যাচাইয়ের কোড ${code}। ১০ মিনিট পর্যন্ত কাজ করবে। কোডটি কাউকে জানাবেন না।`,
} as const;
