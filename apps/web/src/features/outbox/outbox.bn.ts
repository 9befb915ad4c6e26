/** Bangla for the admin's outbox of e-mails and SMS (its shared texts are in features/profile/alerts.bn.ts). */
export const OUTBOX_BN = {
  To: 'প্রাপক',
  Written: 'লেখা হয়েছে',
  Message: 'বার্তা',
  'Loading the outbox': 'আউটবক্স লোড হচ্ছে',
} as const;
