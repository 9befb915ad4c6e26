import { ALERT_REACH_LABELS, ALERT_WAVE_TEXTS, NOTIFICATION_TEXTS } from '@grant/shared';

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
  // The alert waves of a request (its details page, for the requester and staff).
  [ALERT_WAVE_TEXTS.title]: 'রক্তদাতাদের জানানোর দফা',
  [ALERT_WAVE_TEXTS.hint]: 'রক্তদাতাদের দফায় দফায় জানানো হয়: প্রথমে যাঁদের সঙ্গে সবচেয়ে ভালো মেলে তাঁদের, তারপর রক্তদাতা কম থাকলে আরও বড় পরিসরে।',
  [ALERT_WAVE_TEXTS.loading]: 'জানানোর দফাগুলো লোড হচ্ছে',
  [ALERT_WAVE_TEXTS.loadFailed]: 'জানানোর দফাগুলো লোড করা যায়নি।',
  [ALERT_WAVE_TEXTS.none]: 'এখনও কোনো দফায় জানানো হয়নি।',
  [ALERT_WAVE_TEXTS.wave]: 'দফা {number}',
  [ALERT_WAVE_TEXTS.alerted]: 'যাঁদের জানানো হয়েছে: {count} জন',
  [ALERT_WAVE_TEXTS.sentByStaff]: 'স্বেচ্ছাসেবক বা অ্যাডমিন পাঠিয়েছেন',
  [ALERT_WAVE_TEXTS.nextAt]: 'পরের দফা: {time}',
  [ALERT_WAVE_TEXTS.noMoreWaves]: 'আর কোনো দফায় জানানো হবে না।',
  [ALERT_WAVE_TEXTS.sendNext]: 'পরের দফা এখনই পাঠান',
  [ALERT_WAVE_TEXTS.sent]: 'দফা {number} পাঠানো হয়েছে। যাঁদের জানানো হয়েছে: {count} জন।',
  [ALERT_WAVE_TEXTS.filled]: 'এই অনুরোধের জন্য যতজন রক্তদাতা দরকার, সবাইকে পাওয়া গেছে: আর কাউকে জানানো হবে না।',
  [ALERT_WAVE_TEXTS.nobodyLeft]: 'মিলে যায় এবং জানানো যায় এমন সব রক্তদাতাকে ইতিমধ্যে জানানো হয়েছে।',
  [ALERT_WAVE_TEXTS.justSent]: 'এইমাত্র আরেকটি দফা পাঠানো হয়েছে। দেখতে পৃষ্ঠাটি আবার লোড করুন।',
  [ALERT_REACH_LABELS['district-exact']]: 'একই রক্তের গ্রুপ, একই জেলা',
  [ALERT_REACH_LABELS['district-compatible']]: 'সামঞ্জস্যপূর্ণ গ্রুপ, একই জেলা',
  [ALERT_REACH_LABELS['division-compatible']]: 'সামঞ্জস্যপূর্ণ গ্রুপ, পুরো বিভাগ',
  [ALERT_REACH_LABELS.nearby]: 'সামঞ্জস্যপূর্ণ গ্রুপ, কাছাকাছি',
  [ALERT_REACH_LABELS.division]: 'সামঞ্জস্যপূর্ণ গ্রুপ, পুরো বিভাগ জুড়ে',
  [ALERT_REACH_LABELS.country]: 'সামঞ্জস্যপূর্ণ গ্রুপ, সারা দেশ',
  [ALERT_WAVE_TEXTS.within]: '{place} থেকে {km} কিমির মধ্যে',
  [ALERT_WAVE_TEXTS.placeGiven]: 'দেওয়া জায়গা',
  [ALERT_WAVE_TEXTS.districtCentre]: '{district} জেলা শহরের কেন্দ্র',
} as const;
