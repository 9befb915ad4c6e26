import { NOTIFICATION_TEXTS } from '@grant/shared';

/**
 * Bangla for the navbar's notification bell. NOTIFICATION_TEXTS' functions say their texts in
 * English; their Bangla is written here with placeholders.
 */
export const NOTIFICATIONS_BN = {
  [NOTIFICATION_TEXTS.title]: 'নোটিফিকেশন',
  [NOTIFICATION_TEXTS.empty]: 'এখনও কোনো নোটিফিকেশন নেই। আপনার কাছের যে অনুরোধগুলোতে আপনার রক্তের গ্রুপ সাড়া দিতে পারে, সেগুলো এখানে পাবেন।',
  [NOTIFICATION_TEXTS.loadFailed]: 'আপনার নোটিফিকেশন লোড করা যায়নি।',
  [NOTIFICATION_TEXTS.markAllRead]: 'সব পড়া হয়েছে চিহ্নিত করুন',
  [NOTIFICATION_TEXTS.notFound]: 'এই আইডির কোনো নোটিফিকেশন পাওয়া যায়নি।',
  'Notifications, none unread': 'নোটিফিকেশন, কোনোটি অপঠিত নেই',
  'Notifications, {count} unread': 'নোটিফিকেশন, {count}টি অপঠিত',
  'Loading your notifications': 'আপনার নোটিফিকেশন লোড হচ্ছে',
  '(unread)': '(অপঠিত)',
  '{blood} blood needed in {district}': '{district} জেলায় {blood} রক্ত প্রয়োজন',
  'For {recipient} at {hospital}': 'রোগী {recipient}, {hospital}',
  'Donation on {date}': 'রক্তদান {date} তারিখে',
} as const;
