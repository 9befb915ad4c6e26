/** Bangla for the privacy page, its link in the footer and on the registration form (English is the key). */
export const PRIVACY_BN = {
  Privacy: 'গোপনীয়তা',
  'How we use your data:': 'আমরা আপনার তথ্য কীভাবে ব্যবহার করি:',
  'What Grant keeps about you, why, who sees it, for how long, and how to take it with you or delete it.':
    'গ্রান্ট আপনার কোন তথ্য রাখে, কেন রাখে, কে তা দেখতে পান, কত দিন রাখে, আর কীভাবে আপনি তা নামিয়ে নিতে বা মুছে ফেলতে পারেন।',

  'What we store': 'আমরা কী রাখি',
  Account: 'অ্যাকাউন্ট',
  'Your name, e-mail and photo. Your password is kept only as a hash, from which it cannot be read back.':
    'আপনার নাম, ইমেইল ও ছবি। পাসওয়ার্ড রাখা হয় শুধু হ্যাশ আকারে, যা থেকে পাসওয়ার্ডটি আর পড়া যায় না।',
  'Donor answers': 'রক্তদাতার তথ্য',
  'Blood group, division and district, birth year, weight, the date of your last donation, and whether you are available to donate.':
    'রক্তের গ্রুপ, বিভাগ ও জেলা, জন্মসাল, ওজন, শেষ রক্তদানের তারিখ, আর এখন আপনি রক্ত দিতে প্রস্তুত কি না।',
  'Optional. If you give one, we check it with a code sent by SMS.': 'ঐচ্ছিক। নম্বর দিলে এসএমএসে পাঠানো একটি কোড দিয়ে আমরা সেটি যাচাই করি।',
  'Requests and donations': 'অনুরোধ ও রক্তদান',
  'The blood requests you make and the donations you offer.': 'আপনার করা রক্তের অনুরোধ, আর যেসব অনুরোধে আপনি রক্ত দেওয়ার কথা দিয়েছেন।',
  'Drive bookings': 'কর্মসূচির বুকিং',
  'The times you book at donation drives.': 'রক্তদান কর্মসূচিতে আপনার বুক করা সময়।',
  'Notifications and alerts': 'নোটিফিকেশন ও অ্যালার্ট',
  'Your notifications and alert settings: channels, quiet hours, and the devices you turned push alerts on for.':
    'আপনার নোটিফিকেশন ও অ্যালার্টের সেটিংস: মাধ্যম, নীরব সময়, আর যেসব ডিভাইসে আপনি পুশ অ্যালার্ট চালু করেছেন।',
  'The amount, date and status of each gift. Card details go straight to the payment provider and never reach our server.':
    'প্রতিটি অনুদানের পরিমাণ, তারিখ ও অবস্থা। কার্ডের তথ্য সরাসরি পেমেন্ট সেবাদাতার কাছে যায়, আমাদের সার্ভারে কখনো পৌঁছায় না।',
  'Blog posts': 'ব্লগ পোস্ট',
  'The posts you write.': 'আপনার লেখা পোস্ট।',
  Sessions: 'সেশন',
  'The name of each device and browser you log in from, and when.': 'যেসব ডিভাইস ও ব্রাউজার থেকে আপনি লগইন করেন, সেগুলোর নাম ও সময়।',
  'Security logs': 'নিরাপত্তা লগ',
  'A record of each login attempt, to spot misuse.': 'প্রতিটি লগইনের চেষ্টার রেকর্ড, অপব্যবহার ধরার জন্য।',
  Consents: 'সম্মতি',
  'Each choice you make about being listed, your phone and your alerts, and when you made it.':
    'তালিকায় থাকা, ফোন নম্বর দেখানো ও অ্যালার্ট নিয়ে আপনার প্রতিটি সিদ্ধান্ত, আর কখন তা নিয়েছেন।',
  'What admins do, such as changing a role or blocking an account, with its time.':
    'অ্যাডমিনরা যা করেন, যেমন কারও ভূমিকা বদলানো বা অ্যাকাউন্ট ব্লক করা, সময়সহ।',

  'Why we store it': 'কেন রাখি',
  'To match donors with patients nearby who need their blood group.': 'কাছাকাছি যে রোগীর যে গ্রুপের রক্ত দরকার, সেই গ্রুপের রক্তদাতা খুঁজে দিতে।',
  'To alert donors when someone needs their blood.': 'কারও রক্ত দরকার হলে রক্তদাতাদের জানাতে।',
  'To run donation drives and the directory of blood banks.': 'রক্তদান কর্মসূচি ও রক্ত ব্যাংকের তালিকা চালাতে।',
  'To keep accounts safe.': 'অ্যাকাউন্টগুলো নিরাপদ রাখতে।',
  'To keep the accounts of gifts.': 'অনুদানের হিসাব রাখতে।',

  'Who sees what': 'কে কী দেখতে পান',
  Everyone: 'সবাই',
  'Blood requests, without any phone number, and blog posts.': 'রক্তের অনুরোধ (কোনো ফোন নম্বর ছাড়া) ও ব্লগ পোস্ট।',
  'Donor lists': 'রক্তদাতার তালিকা',
  'You are listed for matching only if you choose to be listed as a donor on your profile.':
    'প্রোফাইলে আপনি রক্তদাতা হিসেবে তালিকায় থাকতে চাইলে তবেই রক্তদাতা খোঁজার সময় আপনার নাম আসে।',
  Requesters: 'অনুরোধকারী',
  'They see the phone of a donor who matches their request only if that donor agreed.':
    'যে রক্তদাতার গ্রুপ তাঁদের অনুরোধের সঙ্গে মেলে, তাঁর ফোন নম্বর দেখেন শুধু সেই রক্তদাতা রাজি থাকলে।',
  Volunteers: 'স্বেচ্ছাসেবক',
  'They see a donor’s phone only if the donor agreed that volunteers may call them, and each look is recorded.':
    'কোনো রক্তদাতার ফোন নম্বর দেখেন শুধু তিনি স্বেচ্ছাসেবকের ফোন পেতে রাজি থাকলে, আর প্রতিবার দেখা লিখে রাখা হয়।',
  Admins: 'অ্যাডমিন',
  'They manage accounts.': 'তাঁরা অ্যাকাউন্ট পরিচালনা করেন।',
  'Nobody else': 'আর কেউ নন',
  'We never sell your data.': 'আমরা আপনার তথ্য কখনো বিক্রি করি না।',

  'How long we keep it': 'কত দিন রাখি',
  'Your account and what is in it': 'আপনার অ্যাকাউন্ট ও তার তথ্য',
  'As long as the account exists': 'অ্যাকাউন্ট যত দিন আছে',
  'Read notifications of requests that are over': 'শেষ হয়ে যাওয়া অনুরোধের পড়া নোটিফিকেশন',
  '{days} days': '{days} দিন',
  'Copies of e-mails and SMS in the outbox': 'আউটবক্সে রাখা ইমেইল ও এসএমএসের কপি',
  'Messages sent through the contact form': 'যোগাযোগ ফর্মে পাঠানো বার্তা',
  'Expired sessions and password reset links': 'মেয়াদ শেষ হওয়া সেশন ও পাসওয়ার্ড রিসেট লিংক',
  'Removed within an hour of expiring': 'মেয়াদ শেষ হওয়ার এক ঘণ্টার মধ্যে মুছে ফেলা হয়',
  'Free-text details in the audit log': 'অডিট লগে লেখা বিবরণ',
  'These are the standard periods; whoever runs this service may set others.': 'এগুলো সাধারণ মেয়াদ; যাঁরা এই সেবা চালান, তাঁরা অন্য মেয়াদ ঠিক করতে পারেন।',

  'Your rights': 'আপনার অধিকার',
  'Download my data': 'আমার তথ্য ডাউনলোড করুন',
  'On your profile: one JSON file with everything we hold about you.': 'প্রোফাইলে: আমাদের কাছে আপনার সম্পর্কে যা আছে, তার সবকিছু একটি JSON ফাইলে।',
  'Delete my account': 'আমার অ্যাকাউন্ট মুছে ফেলুন',
  'On your profile. It erases you:': 'প্রোফাইলে। এতে আপনার তথ্য মুছে যায়:',
  'every session ends, so you are logged out everywhere;': 'সব সেশন শেষ হয়, তাই সব ডিভাইস থেকে আপনি লগআউট হয়ে যান;',
  'your profile, photo and phone number are erased;': 'আপনার প্রোফাইল, ছবি ও ফোন নম্বর মুছে ফেলা হয়;',
  'your open requests are canceled;': 'আপনার যেসব অনুরোধ এখনও চলছে, সেগুলো বাতিল হয়;',
  'your past donations stay in the figures, without your name;': 'আপনার আগের রক্তদান পরিসংখ্যানে থেকে যায়, আপনার নাম ছাড়া;',
  'your gifts stay in the accounts, without your name or e-mail;': 'আপনার অনুদান হিসাবে থেকে যায়, আপনার নাম বা ইমেইল ছাড়া;',
  'your blog posts are removed, or kept under “Former member”, as you choose.':
    'আপনার ব্লগ পোস্টগুলো মুছে ফেলা হয়, অথবা আপনি চাইলে “সাবেক সদস্য” নামে থেকে যায়।',
  'Your consents': 'আপনার সম্মতি',
  'Change each one on your profile, at any time.': 'প্রোফাইলে যেকোনো সময় প্রতিটি বদলাতে পারেন।',
  'Go to my profile': 'আমার প্রোফাইলে যান',
} as const;
