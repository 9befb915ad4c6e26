/** Bangla for the donor's dashboard home. */
export const DASHBOARD_BN = {
  // greeting() in packages/shared says it in English.
  'Hi,{name} Welcome': 'স্বাগতম, {name}!',
  'Thank you for being part of Grant. Every donation can save up to three lives.':
    'গ্রান্টের সাথে থাকার জন্য ধন্যবাদ। প্রতিটি রক্তদান তিনটি পর্যন্ত জীবন বাঁচাতে পারে।',
  'Your latest requests': 'আপনার সাম্প্রতিক অনুরোধ',
  'You have no donation requests yet.': 'আপনার এখনও কোনো রক্তদানের অনুরোধ নেই।',
  'Need blood? Create a request and donors nearby will see it.': 'রক্ত দরকার? একটি অনুরোধ তৈরি করুন, কাছের রক্তদাতারা তা দেখতে পাবেন।',
  'See All': 'সব দেখুন',
} as const;
