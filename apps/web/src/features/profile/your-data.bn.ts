import { CONSENT_LABELS, PRIVACY_TEXTS } from '@grant/shared';

/** Bangla for the profile's "Your data and choices": consents, the download, deleting the account; and the server's messages about them. */
export const YOUR_DATA_BN = {
  [PRIVACY_TEXTS.reauthenticateFirst]: 'আগে নিশ্চিত করুন যে এটি আপনি: আবার আপনার পাসওয়ার্ড দিন।',
  [PRIVACY_TEXTS.passwordRequired]: 'আপনার পাসওয়ার্ড দিন।',
  [PRIVACY_TEXTS.wrongPassword]: 'পাসওয়ার্ডটি ঠিক নয়।',
  [PRIVACY_TEXTS.codeRequired]: 'অথেনটিকেটর অ্যাপের কোডটি দিন।',
  [PRIVACY_TEXTS.wrongCode]: 'কোডটি ঠিক নয় বা এর মেয়াদ শেষ।',
  [PRIVACY_TEXTS.recentSignInRequired]: 'আপনার অ্যাকাউন্টে পাসওয়ার্ড নেই: আবার লগইন করুন, তারপর দশ মিনিটের মধ্যে চেষ্টা করুন।',
  [PRIVACY_TEXTS.blogChoiceRequired]: 'আপনার ব্লগ পোস্টগুলো মুছে ফেলা হবে, নাকি সাবেক সদস্যের নামে থাকবে, বেছে নিন।',
  [PRIVACY_TEXTS.lastAdmin]: 'আপনিই শেষ সক্রিয় অ্যাডমিন: আগে অন্য কাউকে অ্যাডমিন করুন।',
  [PRIVACY_TEXTS.eraseSelfHere]: 'নিজের অ্যাকাউন্ট আপনার প্রোফাইল থেকে মুছুন।',
  [PRIVACY_TEXTS.erasedAlready]: 'এই অ্যাকাউন্টটি আগেই মুছে ফেলা হয়েছে।',
  [PRIVACY_TEXTS.formerMember]: 'সাবেক সদস্য',
  [PRIVACY_TEXTS.listMeAsDonor]: 'আমাকে রক্তদাতা হিসেবে তালিকায় রাখুন',
  [PRIVACY_TEXTS.listMeAsDonorHint]:
    'আপনার কাছাকাছি যে রোগীদের আপনি রক্ত দিতে পারেন, তাঁরা আপনাকে খুঁজে পেতে পারেন, আর তাঁদের অনুরোধের খবর আপনি পাবেন। প্রোফাইল থেকে যেকোনো সময় এটি বদলাতে পারবেন।',
  [CONSENT_LABELS.donorListing]: 'রক্তদাতা হিসেবে তালিকায়',
  [CONSENT_LABELS.phoneToRequesters]: 'যে অনুরোধের সাথে মিলি, তার অনুরোধকারী আমার ফোন দেখতে পান',
  [CONSENT_LABELS.volunteerCalls]: 'যে স্বেচ্ছাসেবকেরা ফোন করেন, তাঁরা আমার ফোন দেখতে পান',
  [CONSENT_LABELS.alertInApp]: 'অ্যাপে সতর্কবার্তা',
  [CONSENT_LABELS.alertEmail]: 'ইমেইলে সতর্কবার্তা',
  [CONSENT_LABELS.alertPush]: 'এই ডিভাইসে সতর্কবার্তা (পুশ)',
  [CONSENT_LABELS.alertSms]: 'এসএমএসে সতর্কবার্তা',
  'Showing your phone to requesters is yes or no.': 'অনুরোধকারীদের ফোন নম্বর দেখানো হবে কি না, হ্যাঁ বা না বলুন।',
  'Your data and choices': 'আপনার তথ্য ও পছন্দ',
  'What you allow others to see of you, as you chose it. Change it under Donating and Alerts above.':
    'অন্যরা আপনার কী দেখতে পাবেন, আপনি যেমন বেছে নিয়েছেন। ওপরে রক্তদান ও সতর্কবার্তা অংশে এটি বদলান।',
  'How we use your data': 'আমরা আপনার তথ্য কীভাবে ব্যবহার করি',
  'Yes, since {date}': 'হ্যাঁ, {date} থেকে',
  'No, since {date}': 'না, {date} থেকে',
  'Your data is downloaded.': 'আপনার তথ্য ডাউনলোড হয়েছে।',
  'Confirm it is you': 'নিশ্চিত করুন যে এটি আপনি',
  'Your data holds your phone and health answers: enter your password again to download it.':
    'আপনার তথ্যে আপনার ফোন নম্বর ও স্বাস্থ্য-সংক্রান্ত উত্তর আছে: ডাউনলোড করতে আবার পাসওয়ার্ড দিন।',
  'Confirm and download': 'নিশ্চিত করে ডাউনলোড করুন',
  'Your password': 'আপনার পাসওয়ার্ড',
  'Code from your authenticator app': 'অথেনটিকেটর অ্যাপের কোড',
  'Delete your account?': 'আপনার অ্যাকাউন্ট মুছে ফেলবেন?',
  'This cannot be undone.': 'এটি আর ফেরানো যাবে না।',
  'You are signed out everywhere; your profile, photo, phone and alerts are erased at once.':
    'সব জায়গা থেকে আপনাকে লগআউট করা হবে; আপনার প্রোফাইল, ছবি, ফোন নম্বর ও সতর্কবার্তা সঙ্গে সঙ্গে মুছে যাবে।',
  'Your open requests are canceled, and the donors who offered to give are told.':
    'আপনার খোলা অনুরোধগুলো বাতিল হবে, আর যে রক্তদাতারা রক্ত দিতে চেয়েছিলেন তাঁদের জানানো হবে।',
  'Past requests and donations stay in the figures, without your name.': 'আগের অনুরোধ ও রক্তদান হিসাবে থেকে যাবে, আপনার নাম ছাড়া।',
  'Gifts of money stay for accounting, without your name or e-mail.': 'অনুদানের হিসাব থেকে যাবে, আপনার নাম বা ইমেইল ছাড়া।',
  'Your blog posts': 'আপনার ব্লগ পোস্ট',
  'Remove them': 'মুছে ফেলুন',
  'Keep them as a former member’s': 'সাবেক সদস্যের নামে রেখে দিন',
  'Keep my account': 'অ্যাকাউন্ট রেখে দিন',
  'Your account is deleted. Thank you for the good you did here.': 'আপনার অ্যাকাউন্ট মুছে ফেলা হয়েছে। এখানে আপনার করা সব ভালো কাজের জন্য ধন্যবাদ।',
} as const;
