/** Bangla for the donor lists and the profile's donor section (DONOR_TEXTS are in i18n/common.bn.ts). */
export const DONORS_BN = {
  Blood: 'রক্ত',
  Contact: 'যোগাযোগ',
  // DONOR_TEXTS.notYetEligible and intervalNote say these in English.
  'Not yet eligible: you can donate again from {date}.': 'এখনও যোগ্য নন: {date} থেকে আবার রক্ত দিতে পারবেন।',
  'Donors wait {days} days between donations.': 'রক্তদাতারা দুই রক্তদানের মাঝে {days} দিন অপেক্ষা করেন।',
  'Loading your donor details': 'আপনার রক্তদাতার তথ্য লোড হচ্ছে',
} as const;
