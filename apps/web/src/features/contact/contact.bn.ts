/** Bangla for the admin's contact messages. */
export const CONTACT_BN = {
  From: 'প্রেরক',
  Received: 'পাওয়া গেছে',
  '{count} from the contact form, newest first': 'যোগাযোগ ফর্ম থেকে {count}টি, নতুনগুলো আগে',
  'More than {count} from the contact form, newest first': 'যোগাযোগ ফর্ম থেকে {count}টির বেশি, নতুনগুলো আগে',
  'From the contact form, newest first': 'যোগাযোগ ফর্ম থেকে, নতুনগুলো আগে',
  'Loading messages': 'বার্তা লোড হচ্ছে',
  'No messages yet': 'এখনও কোনো বার্তা নেই',
  'Messages sent through the contact form on the home page appear here.': 'হোম পৃষ্ঠার যোগাযোগ ফর্ম দিয়ে পাঠানো বার্তা এখানে দেখা যায়।',
  'Contact messages': 'যোগাযোগের বার্তা',
} as const;
