// Large Dhaka hospitals the OpenStreetMap extract lacks (its Dhaka.csv could not be read, see README.md), each at
// the coordinates its Wikipedia article gives (CC BY-SA 4.0, "Wikipedia contributors"): copied as the article
// prints them in decimal degrees, never estimated. `url` is the article (and `via` the mirror it was read
// through, when the article itself was not in reach); `district` is what the point must fall in, or the build stops.
// English names are ours (the institution's current name); Bangla names are the Bangla Wikipedia title where
// there is one, otherwise ours (noted).
const EN = 'https://en.wikipedia.org/wiki/';
const BN = 'https://bn.wikipedia.org/wiki/';

export const WIKI_PICKS = [
  {
    name: 'Dhaka Medical College Hospital',
    nameBn: 'ঢাকা মেডিকেল কলেজ হাসপাতাল',
    kind: 'medical_college',
    ownership: 'public',
    district: 'Dhaka',
    lat: 23.7257,
    lon: 90.3971,
    url: `${EN}Dhaka_Medical_College_and_Hospital`,
    via: 'https://wikimili.com/en/Dhaka_Medical_College_and_Hospital',
  },
  {
    // Renamed Bangladesh Medical University in 2024; still widely called BSMMU or PG Hospital. Bangla name: ours.
    name: 'Bangladesh Medical University Hospital (BSMMU, PG Hospital)',
    nameBn: 'বাংলাদেশ মেডিকেল বিশ্ববিদ্যালয় হাসপাতাল (বিএসএমএমইউ, পিজি হাসপাতাল)',
    kind: 'medical_college',
    ownership: 'public',
    district: 'Dhaka',
    lat: 23.7389,
    lon: 90.3948,
    url: `${EN}Bangabandhu_Sheikh_Mujib_Medical_University`,
    via: 'https://enwikipedia.net/wiki/Bangabandhu_Sheikh_Mujib_Medical_University',
  },
  {
    name: 'Shaheed Suhrawardy Medical College Hospital',
    nameBn: 'শহীদ সোহরাওয়ার্দী মেডিকেল কলেজ হাসপাতাল',
    kind: 'medical_college',
    ownership: 'public',
    district: 'Dhaka',
    lat: 23.7692167,
    lon: 90.3713528,
    url: `${BN}শহীদ_সোহরাওয়ার্দী_মেডিকেল_কলেজ_হাসপাতাল`,
  },
  {
    name: 'Dhaka Shishu (Children) Hospital',
    nameBn: 'ঢাকা শিশু হাসপাতাল',
    kind: 'specialised',
    ownership: 'public',
    district: 'Dhaka',
    lat: 23.7732,
    lon: 90.3689,
    url: `${BN}ঢাকা_শিশু_হাসপাতাল`,
  },
  {
    // Run by the Diabetic Association of Bangladesh, a non-government body. Bangla name: ours.
    name: 'BIRDEM General Hospital',
    nameBn: 'বারডেম জেনারেল হাসপাতাল',
    kind: 'specialised',
    ownership: 'private',
    district: 'Dhaka',
    lat: 23.7383,
    lon: 90.39633,
    url: `${EN}BIRDEM`,
  },
  {
    name: 'Square Hospital',
    nameBn: 'স্কয়ার হাসপাতাল',
    kind: 'general',
    ownership: 'private',
    district: 'Dhaka',
    lat: 23.75296,
    lon: 90.38158,
    url: `${BN}স্কয়ার_হাসপাতাল`,
  },
  {
    name: 'National Institute of Cancer Research and Hospital',
    nameBn: 'জাতীয় ক্যান্সার গবেষণা ইনস্টিটিউট ও হাসপাতাল',
    kind: 'specialised',
    ownership: 'public',
    district: 'Dhaka',
    lat: 23.7783,
    lon: 90.4093,
    url: `${BN}জাতীয়_ক্যান্সার_গবেষণা_ইনস্টিটিউট_ও_হাসপাতাল`,
  },
  {
    name: 'National Institute of Traumatology and Orthopaedic Rehabilitation (NITOR)',
    nameBn: 'জাতীয় অর্থোপেডিক হাসপাতাল ও পুনর্বাসন প্রতিষ্ঠান (নিটোর)',
    kind: 'specialised',
    ownership: 'public',
    district: 'Dhaka',
    lat: 23.773654,
    lon: 90.370452,
    url: `${BN}জাতীয়_অর্থোপেডিক_হাসপাতাল_ও_পুনর্বাসন_প্রতিষ্ঠান`,
  },
  {
    name: 'Kurmitola General Hospital',
    nameBn: 'কুর্মিটোলা জেনারেল হাসপাতাল',
    kind: 'general',
    ownership: 'public',
    district: 'Dhaka',
    lat: 23.81944,
    lon: 90.40929,
    url: `${BN}কুর্মিটোলা_জেনারেল_হাসপাতাল`,
  },
  {
    name: 'Kuwait Bangladesh Friendship Government Hospital',
    nameBn: 'কুয়েত বাংলাদেশ মৈত্রী সরকারি হাসপাতাল',
    kind: 'general',
    ownership: 'public',
    district: 'Dhaka',
    lat: 23.870432,
    lon: 90.403647,
    url: `${BN}কুয়েত_বাংলাদেশ_মৈত্রী_হাসপাতাল`,
    via: 'http://bn.m.wiki.x.io/wiki/কুয়েত_বাংলাদেশ_মৈত্রী_হাসপাতাল',
  },
  {
    // The article's coordinates are the campus in Dhanmondi, where the college's hospital stands.
    name: 'Bangladesh Medical College Hospital',
    nameBn: 'বাংলাদেশ মেডিকেল কলেজ হাসপাতাল',
    kind: 'medical_college',
    ownership: 'private',
    district: 'Dhaka',
    lat: 23.7503,
    lon: 90.3699,
    url: `${BN}বাংলাদেশ_মেডিকেল_কলেজ`,
  },
  {
    // Run by the Dhaka Cantonment Board for the civilians of the cantonment.
    name: 'Siraj-Khaleda Memorial Cantonment Board General Hospital',
    nameBn: 'সিরাজ-খালেদা মেমোরিয়াল ক্যান্টনমেন্ট বোর্ড জেনারেল হাসপাতাল',
    kind: 'general',
    ownership: 'public',
    district: 'Dhaka',
    lat: 23.799,
    lon: 90.3936,
    url: 'https://en.wikipedia.org/w/index.php?title=Siraj-Khaleda_Memorial_Cantonment_Board_General_Hospital&oldid=1231396658',
  },
];
