/** Bangla for the admin's outbox of e-mails. */
export const OUTBOX_BN = {
  To: 'প্রাপক',
  Written: 'লেখা হয়েছে',
  Message: 'বার্তা',
  'E-mails the app would have sent, kept here because no mail server is configured (SMTP_URL). Newest first.':
    'কোনো মেইল সার্ভার ঠিক করা নেই (SMTP_URL), তাই অ্যাপ যে ইমেইলগুলো পাঠাত সেগুলো এখানে রাখা হয়েছে। নতুনগুলো আগে।',
  'Loading the outbox': 'আউটবক্স লোড হচ্ছে',
  'No e-mails yet': 'এখনও কোনো ইমেইল নেই',
  'Password reset e-mails appear here when no mail server is configured.': 'মেইল সার্ভার ঠিক করা না থাকলে পাসওয়ার্ড রিসেটের ইমেইল এখানে দেখা যায়।',
} as const;
