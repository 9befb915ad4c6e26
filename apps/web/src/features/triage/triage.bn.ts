import { TRIAGE_TEXTS } from '@grant/shared';

/** Bangla for the volunteers' triage board and the server's answers about claims. */
export const TRIAGE_BN = {
  'Triage board': 'জরুরি তালিকা বোর্ড',
  'Open requests, the most pressing first. Take one you will call donors for.':
    'খোলা অনুরোধগুলো, সবচেয়ে জরুরিটি আগে। যেটির জন্য আপনি রক্তদাতাদের ফোন করবেন, সেটির দায়িত্ব নিন।',
  'Filter the board': 'বোর্ড ফিল্টার করুন',
  'Any urgency': 'যেকোনো মাত্রা',
  'Clear filters': 'ফিল্টার মুছুন',
  '{count} open requests': '{count}টি খোলা অনুরোধ',
  'No open request matches. Every request here has its donors, or try other filters.':
    'মিলে যায় এমন কোনো খোলা অনুরোধ নেই। সব অনুরোধের রক্তদাতা মিলেছে, অথবা অন্য ফিল্টার দিয়ে দেখুন।',
  'The board was updated.': 'বোর্ডটি হালনাগাদ হয়েছে।',
  Patient: 'রোগী',
  'Needed by': 'কখন লাগবে',
  'Donors found': 'রক্তদাতা পাওয়া গেছে',
  '{count} of {bags}': '{bags}টির মধ্যে {count}টি',
  'Notified / declined': 'জানানো হয়েছে / না বলেছেন',
  'Finding donors…': 'রক্তদাতা খোঁজা হচ্ছে…',
  Age: 'কতক্ষণ আগে',
  'Handled by': 'দায়িত্বে',
  "I'm handling this": 'আমি দায়িত্ব নিচ্ছি',
  "I'm handling the request for {name}": '{name}-এর অনুরোধের দায়িত্ব আমি নিচ্ছি',
  'since {age}': '{age} থেকে',
  Release: 'ছেড়ে দিন',
  'Choose a volunteer.': 'একজন স্বেচ্ছাসেবক বেছে নিন।',
  'Release the request for {name}': '{name}-এর অনুরোধটি ছেড়ে দিন',
  [TRIAGE_TEXTS.notOpen]: 'এই অনুরোধটি আর খোলা নেই: এটি সম্পন্ন, বাতিল, অথবা এর সব রক্তদাতা পাওয়া গেছে।',
  [TRIAGE_TEXTS.handledByOther]: 'অন্য একজন স্বেচ্ছাসেবক ইতিমধ্যে এই অনুরোধের দায়িত্বে আছেন।',
  [TRIAGE_TEXTS.notHandled]: 'এই অনুরোধের দায়িত্বে কেউ নেই।',
  [TRIAGE_TEXTS.notYours]: 'শুধু দায়িত্বে থাকা স্বেচ্ছাসেবক অথবা একজন অ্যাডমিন এই অনুরোধটি ছেড়ে দিতে পারেন।',
  [TRIAGE_TEXTS.adminOnly]: 'শুধু একজন অ্যাডমিন অনুরোধটি অন্য স্বেচ্ছাসেবকের হাতে দিতে পারেন।',
  [TRIAGE_TEXTS.eventStreamOnly]: 'এই ঠিকানা সার্ভার-সেন্ট ইভেন্ট পাঠায়: text/event-stream চেয়ে নিন।',
  [TRIAGE_TEXTS.notStaff]: 'অনুরোধটি শুধু একজন সক্রিয় স্বেচ্ছাসেবক বা অ্যাডমিনের হাতে দেওয়া যায়।',
} as const;
