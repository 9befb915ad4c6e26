/** Bangla for the admin home's stat cards (their titles are MESSAGES, in i18n/common.bn.ts). */
export const STATS_BN = {
  Statistics: 'পরিসংখ্যান',
  'Loading {what}': '{what} লোড হচ্ছে',
  new: 'নতুন',
  'last 30 days vs the 30 before': 'গত ৩০ দিন, তার আগের ৩০ দিনের তুলনায়',
} as const;
