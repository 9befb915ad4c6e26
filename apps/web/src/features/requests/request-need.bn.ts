import { COMPONENT_LABELS, PLACE_TEXTS, REQUEST_NEED_TEXTS, SURGE_TEXTS } from '@grant/shared';

/** The Bangla of a request's need (component, deadline), of places and of the surge (issue 48). */
export const REQUEST_NEED_BN = {
  [REQUEST_NEED_TEXTS.chooseComponent]: 'রোগীর কী দরকার তা বেছে নিন: সম্পূর্ণ রক্ত, লোহিত কণিকা, প্লাটিলেট, অ্যাফেরেসিস প্লাটিলেট, প্লাজমা বা ক্রায়ো।',
  [REQUEST_NEED_TEXTS.neededByFormat]: 'কখনের মধ্যে রক্ত দরকার তা তারিখ ও সময় হিসেবে লিখুন, যেমন 2026-12-03T18:00+06:00।',
  [REQUEST_NEED_TEXTS.neededByPast]: 'রক্ত দরকারের সময় অতীতে হতে পারে না।',
  [REQUEST_NEED_TEXTS.neededByTooFar]: 'রক্ত দরকারের সময় ৬০ দিনের মধ্যে হতে হবে।',
  [COMPONENT_LABELS.whole_blood]: 'সম্পূর্ণ রক্ত',
  [COMPONENT_LABELS.red_cells]: 'লোহিত কণিকা',
  [COMPONENT_LABELS.platelets]: 'প্লাটিলেট',
  [COMPONENT_LABELS.apheresis_platelets]: 'অ্যাফেরেসিস প্লাটিলেট',
  [COMPONENT_LABELS.plasma]: 'প্লাজমা',
  [COMPONENT_LABELS.cryo]: 'ক্রায়ো',
  [PLACE_TEXTS.outsideBangladesh]: 'জায়গাটি বাংলাদেশে নয়। তালিকা থেকে একটি হাসপাতাল বা বাংলাদেশের ভেতরের একটি জায়গা বেছে নিন।',
  [PLACE_TEXTS.latitude]: 'অক্ষাংশ ডিগ্রিতে সংখ্যা হিসেবে লিখুন।',
  [PLACE_TEXTS.longitude]: 'দ্রাঘিমাংশ ডিগ্রিতে সংখ্যা হিসেবে লিখুন।',
  [PLACE_TEXTS.hospitalNotFound]: 'এই আইডির কোনো হাসপাতাল পাওয়া যায়নি। তালিকা থেকে একটি বেছে নিন।',
  [PLACE_TEXTS.hospitalNotInDistrict]: 'হাসপাতালটি আপনার বেছে নেওয়া জেলায় নয়। হাসপাতাল আবার বেছে নিন বা জেলা বদলান।',
  [PLACE_TEXTS.hospitalOrLocation]: 'তালিকার একটি হাসপাতাল অথবা একটি অবস্থান দিন, দুটোই নয়।',
  [PLACE_TEXTS.areaNotFound]: 'এই আইডির কোনো এলাকা পাওয়া যায়নি। তালিকা থেকে আপনার উপজেলা বা থানা বেছে নিন।',
  [PLACE_TEXTS.areaNotInDistrict]: 'এলাকাটি আপনার জেলায় নয়। আপনার জেলার একটি উপজেলা বা থানা বেছে নিন, অথবা আগে জেলা বদলান।',
  [PLACE_TEXTS.areaOrLocation]: 'একটি এলাকা অথবা একটি অবস্থান দিন, দুটোই নয়।',
  [PLACE_TEXTS.hospitalExists]: 'এই নামের একটি হাসপাতাল ওই জেলায় আগেই আছে।',
  [PLACE_TEXTS.hospitalNameRequired]: 'হাসপাতালের নাম দিতে হবে।',
  [SURGE_TEXTS.hoursRange]: 'সার্জ কত ঘণ্টা চলবে তা ১ থেকে ৩৩৬-এর মধ্যে লিখুন।',
} as const;
