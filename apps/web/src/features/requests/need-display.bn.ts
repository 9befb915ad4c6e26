import { COMPATIBILITY_REASON_TEXTS, COMPONENT_HINTS, NEED_TEXTS } from '@grant/shared';

/** Bangla of a request's need as the form, the details page and the lists show it (issue 48). */
export const NEED_DISPLAY_BN = {
  [COMPONENT_HINTS.whole_blood]: 'একজন রক্তদাতা এক ব্যাগ দেন; অস্ত্রোপচার ও দুর্ঘটনায় সাধারণত এটিই চাওয়া হয়।',
  [COMPONENT_HINTS.red_cells]: 'ব্লাড ব্যাংকে সম্পূর্ণ রক্ত থেকে আলাদা করা হয়; রক্তস্বল্পতা ও থ্যালাসেমিয়ার জন্য।',
  [COMPONENT_HINTS.platelets]: 'সম্পূর্ণ রক্ত থেকে মিলিয়ে তৈরি: এক ব্যাগের জন্য প্রায় চারজন রক্তদাতা লাগে; কয়েক দিনের মধ্যে দরকার হয়।',
  [COMPONENT_HINTS.apheresis_platelets]: 'মেশিন আছে এমন কেন্দ্রে একজন রক্তদাতাই পূর্ণ মাত্রা দেন; প্রায় দুই ঘণ্টা লাগে।',
  [COMPONENT_HINTS.plasma]: 'সম্পূর্ণ রক্ত থেকে আলাদা করা হয়; AB গ্রুপের রক্তদাতারা সবাইকে প্লাজমা দিতে পারেন।',
  [COMPONENT_HINTS.cryo]: 'প্লাজমা থেকে তৈরি, রক্তক্ষরণজনিত রোগের জন্য; প্লাজমার মতোই গ্রুপ মেলে।',
  [NEED_TEXTS.component]: 'রোগীর কী দরকার',
  [NEED_TEXTS.need]: 'কী দরকার, কখন লাগবে',
  [NEED_TEXTS.neededByHint]: 'বাংলাদেশের সময়ে তারিখ ও সময়; আপনি না বদলানো পর্যন্ত এটি রক্তদানের তারিখ ও সময় অনুযায়ী চলে।',
  [NEED_TEXTS.neededByChosen]: '{time}-এর মধ্যে দরকার',
  [NEED_TEXTS.compatibilityTitle]: 'কারা রক্ত দিতে পারেন',
  [NEED_TEXTS.compatibilityFor]: '{patient} রোগীর জন্য {component}: {tiers}।',
  [NEED_TEXTS.compatibilityThen]: 'তারপর',
  [NEED_TEXTS.hospitalOnMap]: 'মানচিত্রে হাসপাতালটি দেখুন',
  [NEED_TEXTS.placeOnMap]: 'মানচিত্রে জায়গাটি দেখুন',
  [COMPATIBILITY_REASON_TEXTS.same]: 'প্রথমে {groups}',
  [COMPATIBILITY_REASON_TEXTS.redCells]: '{groups} (লোহিত কণিকা সামঞ্জস্যপূর্ণ)',
  [COMPATIBILITY_REASON_TEXTS.plasma]: '{groups} (প্লাজমা সামঞ্জস্যপূর্ণ)',
  [COMPATIBILITY_REASON_TEXTS.aboIdentical]: '{groups} (একই ABO গ্রুপ)',
  [COMPATIBILITY_REASON_TEXTS.plasmaCompatible]: '{groups} (প্লাজমা গ্রুপ মেলে)',
  [COMPATIBILITY_REASON_TEXTS.rhPositiveForRhNegative]: '{groups}, কেবল যদি কোনো Rh-নেগেটিভ রক্তদাতা আসতে না পারেন',
} as const;
