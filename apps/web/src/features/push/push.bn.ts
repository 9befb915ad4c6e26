/** Bangla for the "Alerts on this device" switch. */
export const PUSH_BN = {
  'Alerts on this device': 'এই ডিভাইসে অ্যালার্ট',
  'A notification on this phone or computer when a request near you needs your blood group, even when Grant is closed.':
    'আপনার কাছের কোনো অনুরোধে আপনার রক্তের গ্রুপ দরকার হলে এই ফোন বা কম্পিউটারে নোটিফিকেশন আসবে, গ্রান্ট বন্ধ থাকলেও।',
  'Checking this device…': 'এই ডিভাইস যাচাই করা হচ্ছে…',
  'On: this device gets alerts.': 'চালু: এই ডিভাইসে অ্যালার্ট আসবে।',
  'Off: this device gets no alerts.': 'বন্ধ: এই ডিভাইসে কোনো অ্যালার্ট আসবে না।',
  'This browser cannot show alerts. On a phone, use Chrome, Firefox or Samsung Internet; on an iPhone, add Grant to the Home Screen first.':
    'এই ব্রাউজারে অ্যালার্ট দেখানো যায় না। ফোনে Chrome, Firefox বা Samsung Internet ব্যবহার করুন; iPhone-এ আগে গ্রান্টকে হোম স্ক্রিনে যোগ করুন।',
  'Notifications are blocked for Grant in this browser. To allow them, open the site settings (the icon beside the address), set Notifications to Allow, then reload this page.':
    'এই ব্রাউজারে গ্রান্টের নোটিফিকেশন বন্ধ করা আছে। চালু করতে সাইটের সেটিংস খুলুন (ঠিকানার পাশের আইকন), Notifications-এ Allow বেছে নিন, তারপর পৃষ্ঠাটি আবার লোড করুন।',
  'Alerts stay off: notifications were not allowed.': 'অ্যালার্ট বন্ধ রইল: নোটিফিকেশনের অনুমতি দেওয়া হয়নি।',
  'The app is not ready for alerts yet. Reload the page and try again.': 'অ্যাপটি এখনও অ্যালার্টের জন্য প্রস্তুত নয়। পৃষ্ঠাটি আবার লোড করে চেষ্টা করুন।',
  'This browser could not set up alerts. Try again later.': 'এই ব্রাউজার অ্যালার্ট চালু করতে পারেনি। পরে আবার চেষ্টা করুন।',
} as const;
