/** Bangla for the admin's audit log. */
export const AUDIT_BN = {
  // AUDIT_ACTION_LABELS (packages/shared), looked up at run time.
  'Blocked a user': 'একজন ব্যবহারকারীকে ব্লক করেছেন',
  'Activated a user': 'একজন ব্যবহারকারীকে সক্রিয় করেছেন',
  'Made a volunteer': 'স্বেচ্ছাসেবক করেছেন',
  'Made an admin': 'অ্যাডমিন করেছেন',
  'Made a donor again': 'আবার রক্তদাতা করেছেন',
  'Deleted an account': 'একটি অ্যাকাউন্ট মুছেছেন',
  'Deleted a donation request': 'একটি রক্তদানের অনুরোধ মুছেছেন',
  'Gave a request to a volunteer': 'একটি অনুরোধ একজন স্বেচ্ছাসেবকের হাতে দিয়েছেন',
  'Marked a request verified with the hospital': 'একটি অনুরোধ হাসপাতালে যাচাই করা হয়েছে বলে চিহ্নিত করেছেন',
  'Hid a reported request': 'অভিযোগ পাওয়া একটি অনুরোধ লুকিয়েছেন',
  "Dismissed a request's reports": 'একটি অনুরোধের অভিযোগ খারিজ করেছেন',
  "Saw a donor's phone number to call them": 'ফোন করার জন্য একজন রক্তদাতার নম্বর দেখেছেন',
  'Deleted a blog': 'একটি ব্লগ মুছেছেন',
  // AUDIT_TARGET_TYPES.
  user: 'ব্যবহারকারী',
  request: 'অনুরোধ',
  blog: 'ব্লগ',
  Action: 'কাজ',
  When: 'কখন',
  Who: 'কে',
  Whom: 'কার ওপর',
  Detail: 'বিবরণ',
  '1 admin action, newest first': '১টি অ্যাডমিন কাজ, নতুনগুলো আগে',
  '{count} admin actions, newest first': '{count}টি অ্যাডমিন কাজ, নতুনগুলো আগে',
  'More than {count} admin actions, newest first': '{count}টির বেশি অ্যাডমিন কাজ, নতুনগুলো আগে',
  'Admin actions, newest first': 'অ্যাডমিনের কাজ, নতুনগুলো আগে',
  'Loading the audit log': 'অডিট লগ লোড হচ্ছে',
  'No admin actions yet': 'এখনও অ্যাডমিনের কোনো কাজ নেই',
  'Blocking, activating and promoting people, and deleting their requests or blogs, is recorded here.':
    'কাউকে ব্লক, সক্রিয় বা পদোন্নতি দেওয়া, এবং তাঁদের অনুরোধ বা ব্লগ মুছে ফেলা এখানে লিখে রাখা হয়।',
} as const;
