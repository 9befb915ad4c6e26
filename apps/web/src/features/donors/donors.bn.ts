import { DONOR_TEXTS } from '@grant/shared';

/** Bangla for the donor lists and the profile's donor section (most DONOR_TEXTS are in i18n/common.bn.ts; issue 47's are here). */
export const DONORS_BN = {
  // The search page's donors view.
  [DONOR_TEXTS.searchViews]: 'কী খুঁজবেন',
  [DONOR_TEXTS.requestsView]: 'অনুরোধ',
  [DONOR_TEXTS.donorsView]: 'রক্তদাতা',
  [DONOR_TEXTS.donorsNear]: '{blood} রক্তের জন্য {district}-এর কাছের রক্তদাতা',
  [DONOR_TEXTS.donorsInDivision]: '{blood} রক্তের জন্য {division} বিভাগের রক্তদাতা',
  [DONOR_TEXTS.donorSearchHint]:
    'যে রক্তদাতারা প্রস্তুত, এই গ্রুপে রক্ত দিতে পারেন এবং এখন রক্ত দেওয়ার যোগ্য; এই জেলা ও এর সবচেয়ে কাছের {count}টি জেলা থেকে, কাছের জেলা আগে। তাঁদের ফোন ও ইমেইল এখানে দেখানো হয় না: রক্ত চেয়ে অনুরোধ করুন, মিলে যাওয়া রক্তদাতাদের জানানো হবে।',
  [DONOR_TEXTS.donorSearchHintDivision]:
    'এই বিভাগের যে রক্তদাতারা প্রস্তুত, এই গ্রুপে রক্ত দিতে পারেন এবং এখন রক্ত দেওয়ার যোগ্য; একই গ্রুপ আগে। তাঁদের ফোন ও ইমেইল এখানে দেখানো হয় না: রক্ত চেয়ে অনুরোধ করুন, মিলে যাওয়া রক্তদাতাদের জানানো হবে।',
  [DONOR_TEXTS.donorSearchCaption]: 'পাওয়া রক্তদাতা',
  [DONOR_TEXTS.firstName]: 'নামের প্রথম অংশ',
  [DONOR_TEXTS.askForBlood]: 'রক্ত চান',
  [DONOR_TEXTS.noDonorsFound]: 'এখানে এই মুহূর্তে গ্রুপ মেলে এমন কোনো রক্তদাতা প্রস্তুত নেই।',
  [DONOR_TEXTS.noDonorsFoundText]: 'তবু রক্ত চেয়ে অনুরোধ করুন: কোনো রক্তদাতা মিলে গেলেই তাঁকে জানানো হবে, আর স্বেচ্ছাসেবকেরাও সাহায্য করতে পারেন।',
  // A request's donor list (issue 47): who sees it, and how donors answered.
  [DONOR_TEXTS.listForStaff]: 'স্টাফ হিসেবে আপনি দেখছেন কারা মেলেন আর কারা সাড়া দিয়েছেন; তাঁদের ফোন ও ইমেইল শুধু অনুরোধকারী দেখেন।',
  [DONOR_TEXTS.donorCounts]: 'রক্ত দিতে রাজি হয়েছেন: {pledged} জন। গ্রুপ মেলে এমন রক্তদাতা: {matching} জন।',
  [DONOR_TEXTS.donorCountsHint]: 'রক্তদাতারা কারা, তা শুধু অনুরোধকারী ও স্বেচ্ছাসেবকেরা দেখেন।',
  [DONOR_TEXTS.declinedMark]: '“এবার নয়” বলেছেন',
  [DONOR_TEXTS.pledgedMark]: 'রক্ত দিতে রাজি',
  Blood: 'রক্ত',
  Distance: 'দূরত্ব',
  '{km} km': '{km} কিমি',
  Contact: 'যোগাযোগ',
  // DONOR_TEXTS.notYetEligible and intervalNote say these in English.
  'Not yet eligible: you can donate again from {date}.': 'এখনও যোগ্য নন: {date} থেকে আবার রক্ত দিতে পারবেন।',
  'Donors wait {days} days between donations.': 'রক্তদাতারা দুই রক্তদানের মাঝে {days} দিন অপেক্ষা করেন।',
  'Loading your donor details': 'আপনার রক্তদাতার তথ্য লোড হচ্ছে',
} as const;
