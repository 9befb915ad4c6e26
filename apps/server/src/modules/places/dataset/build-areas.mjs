// Builds areas.json (every upazila, plus the city thanas the boundary source has) from two downloaded files.
// Usage: node build-areas.mjs <source-dir>   (README.md says where each file comes from)
//   <source-dir>/bangladesh_geojson_adm3_492_upozila.json  OCHA COD-AB adm3 polygons (CC BY-IGO)
//   <source-dir>/upazilas.json                             bangladesh-geocode upazila list with Bangla names (MIT)
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { areaCentre, geometryPolygons, round6, slug } from './geo.mjs';
import { ADM2_TO_APP, appDistricts, looseKey as key } from './names.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const src = process.argv[2];
if (!src) throw new Error('usage: node build-areas.mjs <source-dir>');

const adm3 = JSON.parse(readFileSync(join(src, 'bangladesh_geojson_adm3_492_upozila.json'), 'utf8')).features;
const geocode = JSON.parse(readFileSync(join(src, 'upazilas.json'), 'utf8')).find((t) => t.type === 'table').data;
const { byId, byName } = appDistricts();

// OCHA adm3 units whose name the loose match below cannot pair with bangladesh-geocode's spelling (OCHA pcode -> geocode name).
const SAME_UPAZILA = {
  BD100921: 'Borhan Sddin',
  BD507066: 'Chapainawabganj Sadar',
  BD201967: 'Comilla Sadar',
  BD201933: 'Sadarsouth',
  BD404147: 'Jessore Sadar',
  BD104243: 'Kathalia',
  BD204649: 'Khagrachhari Sadar',
  BD204661: 'Laxmichhari',
  BD404717: 'Dakop',
  BD404764: 'Paikgasa',
  BD305944: 'Louhajanj',
  BD506450: 'Mohadevpur',
  BD557790: 'Tetulia',
  BD308229: 'Goalanda',
  BD308694: 'Zajira',
  BD609138: 'Golapganj',
};

// English names: OCHA's, except where they carry an old district spelling or an abbreviation.
const NAME_FIX = {
  BD507066: 'Chapainawabganj Sadar',
  BD204649: 'Khagrachhari Sadar',
  BD404147: 'Jashore Sadar (Kotwali)',
  BD100651: 'Barishal Sadar (Kotwali)',
  BD605874: 'Moulvibazar Sadar',
  BD104240: 'Jhalakathi Sadar',
  BD501020: 'Bogura Sadar',
  BD302692: 'Tejgaon Industrial Area',
  BD302680: 'Sher-e-Bangla Nagar',
};

// City thanas (metropolitan police stations) in the source; their Bangla names are our own transliteration.
const THANA_BN = {
  Dhaka: {
    Adabor: 'আদাবর',
    Badda: 'বাড্ডা',
    Bangshal: 'বংশাল',
    'Biman Bandar': 'বিমানবন্দর',
    Cantonment: 'ক্যান্টনমেন্ট',
    'Chak Bazar': 'চকবাজার',
    Dakshinkhan: 'দক্ষিণখান',
    'Darus Salam': 'দারুস সালাম',
    Demra: 'ডেমরা',
    Dhanmondi: 'ধানমন্ডি',
    Gendaria: 'গেন্ডারিয়া',
    Gulshan: 'গুলশান',
    Hazaribagh: 'হাজারীবাগ',
    Jatrabari: 'যাত্রাবাড়ী',
    Kadamtali: 'কদমতলী',
    Kafrul: 'কাফরুল',
    Kalabagan: 'কলাবাগান',
    'Kamrangir Char': 'কামরাঙ্গীরচর',
    Khilgaon: 'খিলগাঁও',
    Khilkhet: 'খিলক্ষেত',
    Kotwali: 'কোতোয়ালী',
    Lalbagh: 'লালবাগ',
    Mirpur: 'মিরপুর',
    Mohammadpur: 'মোহাম্মদপুর',
    Motijheel: 'মতিঝিল',
    'New Market': 'নিউ মার্কেট',
    Pallabi: 'পল্লবী',
    Paltan: 'পল্টন',
    Ramna: 'রমনা',
    Rampura: 'রামপুরা',
    Sabujbagh: 'সবুজবাগ',
    'Shah Ali': 'শাহ আলী',
    Shahbagh: 'শাহবাগ',
    'Sher-e-Bangla Nagar': 'শেরেবাংলা নগর',
    Shyampur: 'শ্যামপুর',
    Sutrapur: 'সূত্রাপুর',
    Tejgaon: 'তেজগাঁও',
    'Tejgaon Industrial Area': 'তেজগাঁও শিল্পাঞ্চল',
    Turag: 'তুরাগ',
    'Uttar Khan': 'উত্তরখান',
    Uttara: 'উত্তরা',
  },
  Chattogram: {
    Bakalia: 'বাকলিয়া',
    'Bayejid Bostami': 'বায়েজিদ বোস্তামী',
    Chandgaon: 'চান্দগাঁও',
    'Chattogram Port': 'চট্টগ্রাম বন্দর',
    'Double Mooring': 'ডবলমুরিং',
    Halishahar: 'হালিশহর',
    Khulshi: 'খুলশী',
    Kotwali: 'কোতোয়ালী',
    Pahartali: 'পাহাড়তলী',
    Panchlaish: 'পাঁচলাইশ',
    Patenga: 'পতেঙ্গা',
  },
  Khulna: {
    Daulatpur: 'দৌলতপুর',
    Khalishpur: 'খালিশপুর',
    'Khan Jahan Ali': 'খানজাহান আলী',
    'Khulna Sadar': 'খুলনা সদর',
    Sonadanga: 'সোনাডাঙ্গা',
  },
  Rajshahi: {
    Boalia: 'বোয়ালিয়া',
    Matihar: 'মতিহার',
    Rajpara: 'রাজপাড়া',
    'Shah Makhdum': 'শাহ মখদুম',
  },
};

const geocodeByDistrict = new Map();
for (const u of geocode) {
  const district = byId.get(u.district_id).name;
  if (!geocodeByDistrict.has(district)) geocodeByDistrict.set(district, []);
  geocodeByDistrict.get(district).push(u);
}

const used = new Set();
const areas = [];
const unmatched = [];
const interior = [];
for (const f of adm3) {
  const p = f.properties;
  const district = ADM2_TO_APP[p.ADM2_EN] ?? p.ADM2_EN;
  const app = byName.get(district);
  if (!app) throw new Error(`unknown district ${p.ADM2_EN}`);
  const name = NAME_FIX[p.ADM3_PCODE] ?? p.ADM3_EN;
  // Thanas first: the loose key would otherwise pair, say, Demra thana with Dhamrai upazila.
  const candidates = THANA_BN[district]?.[name] ? [] : (geocodeByDistrict.get(district) ?? []).filter((u) => !used.has(u.id));
  const wanted = SAME_UPAZILA[p.ADM3_PCODE];
  const match = wanted ? candidates.find((u) => u.name === wanted) : candidates.find((u) => key(u.name) === key(p.ADM3_EN));
  const { point, method } = areaCentre(geometryPolygons(f.geometry));
  if (method !== 'centroid') interior.push(`${district}/${name}`);
  let kind;
  let nameBn;
  if (match) {
    used.add(match.id);
    kind = 'upazila';
    nameBn = match.bn_name.trim();
  } else if (THANA_BN[district]?.[name]) {
    kind = 'thana';
    nameBn = THANA_BN[district][name];
  } else {
    unmatched.push(`${p.ADM3_PCODE} ${district}/${p.ADM3_EN}`);
    continue;
  }
  areas.push({
    id: `${slug(district)}-${slug(name)}`,
    name,
    nameBn,
    division: app.division,
    district,
    kind,
    lat: round6(point[1]),
    lon: round6(point[0]),
  });
}
if (unmatched.length) throw new Error(`adm3 units neither upazila nor known thana:\n${unmatched.join('\n')}`);

areas.sort((a, b) => a.division.localeCompare(b.division) || a.district.localeCompare(b.district) || a.name.localeCompare(b.name));
writeFileSync(join(here, 'areas.json'), `${JSON.stringify(areas, null, 2)}\n`);

const count = (kind) => areas.filter((a) => a.kind === kind).length;
console.log(`areas: ${areas.length} (${count('upazila')} upazilas, ${count('thana')} thanas)`);
console.log(`interior point instead of centroid: ${interior.join(', ') || 'none'}`);
const missing = geocode.filter((u) => !used.has(u.id)).map((u) => `${byId.get(u.district_id).name}/${u.name}`);
console.log(`geocode upazilas with no polygon in the source (left out): ${missing.join(', ')}`);
