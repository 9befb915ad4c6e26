/** Bangla for the admin's All users page (role and status names are in i18n/common.bn.ts and profile.bn.ts). */
export const USERS_BN = {
  '{count} people': '{count} জন',
  '1 person': '১ জন',
  'More than {count} people': '{count} জনের বেশি',
  'Search by name or email': 'নাম বা ইমেইল দিয়ে খুঁজুন',
  'Name or email': 'নাম বা ইমেইল',
  'Search users': 'ব্যবহারকারী খুঁজুন',
  'Loading users': 'ব্যবহারকারীদের তালিকা লোড হচ্ছে',
  'No users found': 'কোনো ব্যবহারকারী পাওয়া যায়নি',
  'Try another name or email.': 'অন্য নাম বা ইমেইল দিয়ে চেষ্টা করুন।',
  Avatar: 'ছবি',
  Handel: 'ব্যবস্থা',
  Volunteer: 'স্বেচ্ছাসেবক',
  Admin: 'অ্যাডমিন',
  You: 'আপনি',
  Block: 'ব্লক করুন',
  'Make volunteer': 'স্বেচ্ছাসেবক করুন',
  'Make admin': 'অ্যাডমিন করুন',
  '{name} is blocked': '{name}-কে ব্লক করা হয়েছে',
  '{name} is active again': '{name} আবার সক্রিয়',
  '{name} is now a volunteer': '{name} এখন একজন স্বেচ্ছাসেবক',
  '{name} is now an admin': '{name} এখন একজন অ্যাডমিন',
  'Make donor': 'রক্তদাতা করুন',
  '{name} is a donor again': '{name} আবার একজন রক্তদাতা',
  '{name} will be signed out, and cannot create requests until you make them active again.':
    '{name}-কে লগআউট করানো হবে, এবং আপনি আবার সক্রিয় না করা পর্যন্ত তিনি কোনো অনুরোধ করতে পারবেন না।',
  'Yes, block': 'হ্যাঁ, ব্লক করুন',
  '{name} will manage every person, request and blog post, as you do. Make volunteer or Make donor takes it back.':
    '{name} আপনার মতোই সব ব্যবহারকারী, অনুরোধ ও ব্লগ পোস্ট পরিচালনা করবেন। "স্বেচ্ছাসেবক করুন" বা "রক্তদাতা করুন" দিয়ে এটি ফিরিয়ে নেওয়া যায়।',
  'Yes, make admin': 'হ্যাঁ, অ্যাডমিন করুন',
  // An admin deletes an account (the blog choice's options are in features/profile/your-data.bn.ts).
  'Delete account': 'অ্যাকাউন্ট মুছে ফেলুন',
  'Delete {name}’s account?': '{name}-এর অ্যাকাউন্ট মুছে ফেলবেন?',
  '{name} is signed out everywhere; their profile, photo, phone and alerts are erased at once.':
    'সব জায়গা থেকে {name}-কে লগআউট করা হবে; তাঁর প্রোফাইল, ছবি, ফোন নম্বর ও সতর্কবার্তা সঙ্গে সঙ্গে মুছে যাবে।',
  'Their open requests are canceled, and the donors who offered to give are told.':
    'তাঁর খোলা অনুরোধগুলো বাতিল হবে, আর যে রক্তদাতারা রক্ত দিতে চেয়েছিলেন তাঁদের জানানো হবে।',
  'Past requests and donations stay in the figures, without their name.': 'আগের অনুরোধ ও রক্তদান হিসাবে থেকে যাবে, তাঁর নাম ছাড়া।',
  'Gifts of money stay for accounting, without their name or e-mail.': 'অনুদানের হিসাব থেকে যাবে, তাঁর নাম বা ইমেইল ছাড়া।',
  'The deletion is recorded in the audit log.': 'অ্যাকাউন্ট মুছে ফেলার কথা অডিট লগে লেখা থাকবে।',
  'Their blog posts': 'তাঁর ব্লগ পোস্ট',
  '{name}’s account is deleted': '{name}-এর অ্যাকাউন্ট মুছে ফেলা হয়েছে',
} as const;
