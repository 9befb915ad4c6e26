/** Bangla for the location selects (the place names themselves come from packages/shared). */
export const LOCATIONS_BN = {
  Division: 'বিভাগ',
  District: 'জেলা',
  'Blood group': 'রক্তের গ্রুপ',
  'Could not load the list of places. Reload the page to try again.': 'স্থানের তালিকা লোড করা যায়নি। আবার চেষ্টা করতে পৃষ্ঠাটি আবার লোড করুন।',
  'Loading divisions…': 'বিভাগগুলো লোড হচ্ছে…',
  'Select your division': 'বিভাগ বেছে নিন',
  'Choose a division first': 'আগে একটি বিভাগ বেছে নিন',
  'Any district': 'যেকোনো জেলা',
  'Select your district': 'জেলা বেছে নিন',
  'Select your blood group': 'রক্তের গ্রুপ বেছে নিন',
} as const;
