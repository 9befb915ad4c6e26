import { SURGE_DISPLAY_TEXTS } from '@grant/shared';

/** Bangla of the dengue surge's banner and switch (issue 48). */
export const SURGES_BN = {
  /** The audit log's kind of record an admin's surge action names. */
  surge: 'ডেঙ্গু প্রকোপ মোড',
  [SURGE_DISPLAY_TEXTS.bannerDistrict]: '{district} জেলায় ডেঙ্গুর প্রকোপ: {groups} গ্রুপের প্লাটিলেট দাতারা, অনুগ্রহ করে অনুরোধে সাড়া দিন।',
  [SURGE_DISPLAY_TEXTS.bannerCountry]: 'সারা দেশে ডেঙ্গুর প্রকোপ: {groups} গ্রুপের প্লাটিলেট দাতারা, অনুগ্রহ করে অনুরোধে সাড়া দিন।',
  [SURGE_DISPLAY_TEXTS.bannerNoGroups]: '{district} জেলায় ডেঙ্গুর প্রকোপ: প্লাটিলেট দাতারা, অনুগ্রহ করে অনুরোধে সাড়া দিন।',
  [SURGE_DISPLAY_TEXTS.bannerCountryNoGroups]: 'সারা দেশে ডেঙ্গুর প্রকোপ: প্লাটিলেট দাতারা, অনুগ্রহ করে অনুরোধে সাড়া দিন।',
  [SURGE_DISPLAY_TEXTS.bannerLink]: 'অনুরোধগুলো দেখুন',
  [SURGE_DISPLAY_TEXTS.until]: '{time} পর্যন্ত',
  [SURGE_DISPLAY_TEXTS.switchTitle]: 'ডেঙ্গু প্রকোপ মোড',
  [SURGE_DISPLAY_TEXTS.switchHint]: 'প্লাটিলেটের অনুরোধে সতর্কবার্তার ধাপগুলোর মাঝের অপেক্ষা কমায় ও সাপ্তাহিক সীমা তুলে দেয়, আর হোম পৃষ্ঠায় একটি ব্যানার দেখায়।',
  [SURGE_DISPLAY_TEXTS.district]: 'জেলা (খালি রাখলে সারা দেশ)',
  [SURGE_DISPLAY_TEXTS.wholeCountry]: 'সারা দেশ',
  [SURGE_DISPLAY_TEXTS.hours]: 'কত ঘণ্টার জন্য',
  [SURGE_DISPLAY_TEXTS.start]: 'প্রকোপ মোড চালু করুন',
  [SURGE_DISPLAY_TEXTS.startConfirm]: '{place}-এর জন্য {hours} ঘণ্টা প্রকোপ মোড চালু করবেন?',
  [SURGE_DISPLAY_TEXTS.end]: 'প্রকোপ মোড বন্ধ করুন',
  [SURGE_DISPLAY_TEXTS.endConfirm]: '{place}-এর প্রকোপ মোড বন্ধ করবেন?',
  [SURGE_DISPLAY_TEXTS.started]: 'প্রকোপ মোড চালু হয়েছে।',
  [SURGE_DISPLAY_TEXTS.ended]: 'প্রকোপ মোড বন্ধ হয়েছে।',
  [SURGE_DISPLAY_TEXTS.live]: 'চালু থাকা প্রকোপ মোড',
  [SURGE_DISPLAY_TEXTS.none]: 'এখন কোনো প্রকোপ মোড চালু নেই।',
  [SURGE_DISPLAY_TEXTS.automatic]: 'নিজে থেকে চালু হয়েছে',
  [SURGE_DISPLAY_TEXTS.loadFailed]: 'প্রকোপ মোডের তালিকা আনা যায়নি।',
} as const;
