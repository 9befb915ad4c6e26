import { DONOR_AREA_TEXTS } from '@grant/shared';

/** Bangla of the hospital field, the device's location and the donor's area (issue 48). */
export const PLACES_BN = {
  Hospitals: 'হাসপাতাল',
  'Looking for hospitals…': 'হাসপাতাল খোঁজা হচ্ছে…',
  'No hospital of that name in the list.': 'তালিকায় এই নামের কোনো হাসপাতাল নেই।',
  '{count} hospitals found. Use the arrow keys to choose.': '{count}টি হাসপাতাল পাওয়া গেছে। বেছে নিতে তীর-কী ব্যবহার করুন।',
  'Not in the list: keep “{name}”': 'তালিকায় নেই: “{name}” রাখুন',
  'From the hospital list: {name}, {district}': 'হাসপাতালের তালিকা থেকে: {name}, {district}',
  'Type a few letters, in English or Bangla, and choose from the list.': 'বাংলা বা ইংরেজিতে কয়েকটি অক্ষর লিখে তালিকা থেকে বেছে নিন।',
  'Place of a hospital not in the list': 'তালিকায় নেই এমন হাসপাতালের জায়গা',
  'Not in the list: donors near the district centre are asked first, unless you give the place.':
    'তালিকায় নেই: জায়গাটি না দিলে জেলা শহরের কেন্দ্রের কাছের রক্তদাতাদের আগে জানানো হবে।',
  'Place given: {point} (rounded to about 1 km)': 'দেওয়া জায়গা: {point} (প্রায় ১ কিমি পর্যন্ত গোল করা)',
  'Remove the place': 'জায়গাটি সরান',
  'Use this device’s location': 'এই ডিভাইসের অবস্থান ব্যবহার করুন',
  'This site may not use your location: allow it in the browser’s settings, or choose from the list.':
    'এই সাইট আপনার অবস্থান ব্যবহার করতে পারছে না: ব্রাউজারের সেটিংসে অনুমতি দিন, অথবা তালিকা থেকে বেছে নিন।',
  'Your location could not be found just now. Try again, or choose from the list.':
    'এই মুহূর্তে আপনার অবস্থান পাওয়া যায়নি। আবার চেষ্টা করুন, অথবা তালিকা থেকে বেছে নিন।',
  'This browser cannot give your location. Choose from the list.': 'এই ব্রাউজার আপনার অবস্থান দিতে পারে না। তালিকা থেকে বেছে নিন।',
  [DONOR_AREA_TEXTS.title]: 'আপনি কোথায় থাকেন',
  [DONOR_AREA_TEXTS.hint]:
    'হাসপাতালের সবচেয়ে কাছের রক্তদাতাদের আগে জানানো হয়। আপনার উপজেলা বা থানা বেছে নিন, অথবা আপনার অবস্থান ব্যবহার করুন; কোনোটি না দিলে আপনার জেলা শহরের কেন্দ্র ধরা হয়।',
  [DONOR_AREA_TEXTS.area]: 'উপজেলা বা থানা',
  [DONOR_AREA_TEXTS.areaHint]: 'আপনার প্রোফাইলের জেলার এলাকাগুলো।',
  [DONOR_AREA_TEXTS.noArea]: 'বেছে নেওয়া হয়নি (আপনার জেলা শহরের কেন্দ্র ধরা হয়)',
  [DONOR_AREA_TEXTS.saveArea]: 'এলাকা সংরক্ষণ করুন',
  [DONOR_AREA_TEXTS.areaSaved]: 'আপনার এলাকা সংরক্ষণ করা হয়েছে।',
  [DONOR_AREA_TEXTS.useLocation]: 'আমার অবস্থান ব্যবহার করুন',
  [DONOR_AREA_TEXTS.locationNote]:
    'ব্রাউজার আগে আপনার অনুমতি চাইবে। অবস্থানটি প্রায় ১ কিমি পর্যন্ত গোল করে রাখা হয়, আর শুধু আপনার কাছের অনুরোধ খুঁজতে ব্যবহার হয়।',
  [DONOR_AREA_TEXTS.locationShown]: 'আপনার অবস্থান: {point} (প্রায় ১ কিমি পর্যন্ত গোল করে রাখা)।',
  [DONOR_AREA_TEXTS.removeLocation]: 'আমার অবস্থান সরান',
  [DONOR_AREA_TEXTS.locationSaved]: 'আপনার অবস্থান সংরক্ষণ করা হয়েছে, প্রায় ১ কিমি পর্যন্ত গোল করে।',
  [DONOR_AREA_TEXTS.locationRemoved]: 'আপনার অবস্থান সরানো হয়েছে।',
} as const;
