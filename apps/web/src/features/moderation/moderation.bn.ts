import { REPORT_REASON_LABELS, REPORT_TEXTS } from '@grant/shared';

/** Bangla for reporting a request, the admins' moderation queue, and the server's answers about them. */
export const MODERATION_BN = {
  'Report this request': 'এই অনুরোধের বিরুদ্ধে অভিযোগ করুন',
  'Tell the administrators what is wrong. The requester does not see who reported it.':
    'কী সমস্যা তা অ্যাডমিনদের জানান। কে অভিযোগ করেছেন তা অনুরোধকারী দেখতে পান না।',
  'What is wrong?': 'সমস্যা কী?',
  Note: 'নোট',
  'Send report': 'অভিযোগ পাঠান',
  'Thank you. An administrator will look at this request.': 'ধন্যবাদ। একজন অ্যাডমিন অনুরোধটি দেখবেন।',
  'You reported this request. Thank you.': 'আপনি এই অনুরোধের বিরুদ্ধে অভিযোগ করেছেন। ধন্যবাদ।',
  'Reported requests': 'অভিযোগ পাওয়া অনুরোধ',
  'Requests that people reported. Hide a request to take it off every public list, or dismiss its reports.':
    'যেসব অনুরোধের বিরুদ্ধে মানুষ অভিযোগ করেছেন। সব সর্বজনীন তালিকা থেকে সরাতে অনুরোধটি লুকান, অথবা অভিযোগগুলো খারিজ করুন।',
  '1 reported request': '১টি অনুরোধের বিরুদ্ধে অভিযোগ',
  '{count} reported requests': '{count}টি অনুরোধের বিরুদ্ধে অভিযোগ',
  'No open reports. Thank you for keeping Grant safe.': 'কোনো খোলা অভিযোগ নেই। Grant নিরাপদ রাখার জন্য ধন্যবাদ।',
  'Reported request': 'অভিযোগ পাওয়া অনুরোধ',
  'Requested by': 'অনুরোধকারী',
  Reports: 'অভিযোগ',
  '1 report': '১টি অভিযোগ',
  '{count} reports': '{count}টি অভিযোগ',
  Decision: 'সিদ্ধান্ত',
  'Hide request': 'অনুরোধ লুকান',
  'Hide the request for {name}': '{name}-এর অনুরোধটি লুকান',
  'It leaves every public list and search, donors are no longer asked about it, and its requester is told why by e-mail.':
    'এটি সব সর্বজনীন তালিকা ও খোঁজ থেকে সরে যাবে, রক্তদাতাদের আর এটি নিয়ে জিজ্ঞেস করা হবে না, আর অনুরোধকারীকে ই-মেইলে কারণ জানানো হবে।',
  'What the requester is told': 'অনুরোধকারীকে যা জানানো হবে',
  'The request is hidden and its requester told why.': 'অনুরোধটি লুকানো হয়েছে এবং অনুরোধকারীকে কারণ জানানো হয়েছে।',
  'The request is hidden. Its requester had another request hidden before, so their account is now blocked.':
    'অনুরোধটি লুকানো হয়েছে। এর আগেও এই অনুরোধকারীর একটি অনুরোধ লুকানো হয়েছিল, তাই তাঁর অ্যাকাউন্ট এখন ব্লক করা হয়েছে।',
  'Dismiss reports': 'অভিযোগ খারিজ করুন',
  'Dismiss these reports?': 'এই অভিযোগগুলো খারিজ করবেন?',
  'The request for {name} stays listed. The people who reported it are not told.':
    '{name}-এর অনুরোধটি তালিকায় থাকবে। যাঁরা অভিযোগ করেছেন তাঁদের জানানো হবে না।',
  'The reports are dismissed.': 'অভিযোগগুলো খারিজ করা হয়েছে।',
  Hidden: 'লুকানো',
  'An administrator hid this request, so it is not listed and donors are not asked about it. The reason:':
    'একজন অ্যাডমিন এই অনুরোধটি লুকিয়েছেন, তাই এটি তালিকায় নেই এবং রক্তদাতাদের এটি নিয়ে জিজ্ঞেস করা হয় না। কারণ:',
  [REPORT_REASON_LABELS['asks-for-money']]: 'টাকা চাওয়া হচ্ছে',
  [REPORT_REASON_LABELS.fake]: 'ভুয়া অনুরোধ',
  [REPORT_REASON_LABELS.duplicate]: 'অন্য একটি অনুরোধের পুনরাবৃত্তি',
  [REPORT_REASON_LABELS.other]: 'অন্য কিছু',
  [REPORT_TEXTS.chooseReason]: 'এই অনুরোধে কী সমস্যা তা বেছে নিন।',
  [REPORT_TEXTS.noteNeeded]: 'কী সমস্যা তা কয়েক কথায় লিখুন।',
  [REPORT_TEXTS.ownRequest]: 'এটি আপনার নিজের অনুরোধ: এর বিরুদ্ধে অভিযোগ করা যায় না।',
  [REPORT_TEXTS.alreadyReported]: 'আপনি আগেই এই অনুরোধের বিরুদ্ধে অভিযোগ করেছেন। একজন অ্যাডমিন এটি দেখবেন।',
  [REPORT_TEXTS.noOpenReports]: 'এই অনুরোধের কোনো খোলা অভিযোগ নেই: হয়তো অন্য একজন অ্যাডমিন ব্যবস্থা নিয়েছেন।',
  [REPORT_TEXTS.alreadyHidden]: 'এই অনুরোধটি আগেই লুকানো হয়েছে।',
  [REPORT_TEXTS.reasonNeeded]: 'অনুরোধটি কেন লুকানো হলো তা অনুরোধকারীকে জানান।',
  [REPORT_TEXTS.reasonTooLong]: 'কারণ ৫০০ অক্ষরের মধ্যে রাখুন।',
} as const;
