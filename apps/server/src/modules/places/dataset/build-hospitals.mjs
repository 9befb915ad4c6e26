// Builds hospitals.json from an OpenStreetMap extract (per-district POI CSVs, ODbL), the adm3 polygons and, for the
// large Dhaka hospitals the extract lacks, the coordinates of their Wikipedia articles (hospital-wiki-picks.mjs).
// Usage: node build-hospitals.mjs <source-dir>   (README.md says where each file comes from)
//   <source-dir>/kedro-poi/*.csv                          OpenStreetMap POIs of Bangladesh by district (osm_id, lat, lon, ...)
//   <source-dir>/bangladesh_geojson_adm3_492_upozila.json  OCHA COD-AB adm3 polygons, to check each health complex's upazila
// Every point is a source's (an OpenStreetMap node or a Wikipedia article's coordinates); the district is the
// district polygon (the app's map) the point falls in.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { decodeDistricts, distanceToBorderKm, geometryPolygons, inPolygons, round6, slug } from './geo.mjs';
import { PICKS } from './hospital-picks.mjs';
import { WIKI_PICKS } from './hospital-wiki-picks.mjs';
import { looseKey } from './names.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const src = process.argv[2];
if (!src) throw new Error('usage: node build-hospitals.mjs <source-dir>');

/** RFC 4180 CSV (quoted fields, doubled quotes, newlines inside quotes) -> array of objects keyed by the header. */
function parseCsv(text) {
  const rows = [];
  let row = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += c;
  }
  if (field || row.length) rows.push([...row, field]);
  const [header, ...data] = rows;
  return data.map((r) => Object.fromEntries(header.map((h, i) => [h, r[i] ?? ''])));
}

// alt_names is a Python list literal: "['Dhaka', 'ঢাকা']".
const altNames = (text) => [...text.matchAll(/'((?:[^'\\]|\\.)*)'/g)].map((m) => m[1]);
/** The Bengali-script part of a POI's names, e.g. "Kaliakair General Hospital কালিয়াকৈর জেনারেল হাসপাতাল" -> "কালিয়াকৈর জেনারেল হাসপাতাল". */
function bengaliName(poi) {
  for (const n of [poi.name, ...altNames(poi.alt_names)]) {
    const m = n.match(/[\u0980-\u09FF][\u0980-\u09FF\s,.()-]*/);
    if (m) return m[0].trim().replace(/[,.-]+$/, '');
  }
  return null;
}

const poiDir = join(src, 'kedro-poi');
const hospitals = new Map();
for (const file of readdirSync(poiDir).filter((f) => f.endsWith('.csv'))) {
  for (const poi of parseCsv(readFileSync(join(poiDir, file), 'utf8'))) {
    if (poi.poi_class.includes("'hospital'") && !hospitals.has(poi.osm_id)) hospitals.set(poi.osm_id, poi);
  }
}

const districts = decodeDistricts(
  JSON.parse(readFileSync(join(here, '../../../../../web/src/features/stats/map/bd-districts.topo.json'), 'utf8')),
);
// A coastal point may fall just outside the simplified map; within this distance it takes the nearest district.
const COAST_TOLERANCE_KM = 3;
function districtOf(point) {
  const inside = districts.find((d) => inPolygons(point, d.polygons));
  if (inside) return inside;
  const [nearest] = districts.map((d) => [d, distanceToBorderKm(point, d.polygons)]).sort((a, b) => a[1] - b[1]);
  return nearest[1] <= COAST_TOLERANCE_KM ? nearest[0] : null;
}

const areas = JSON.parse(readFileSync(join(here, 'areas.json'), 'utf8'));
const adm3 = JSON.parse(readFileSync(join(src, 'bangladesh_geojson_adm3_492_upozila.json'), 'utf8')).features;
const units = adm3.map((f) => geometryPolygons(f.geometry));

const out = [];
const rejected = [];
/** `source` is { osmId } for an OpenStreetMap node or { wikipedia: url } for a Wikipedia article's coordinates. */
function add(point, fields, source) {
  const district = districtOf(point);
  if (!district) {
    rejected.push(`${source.osmId ?? source.wikipedia} ${fields.name}: outside every district`);
    return null;
  }
  const row = {
    ...fields,
    division: district.division,
    district: district.name,
    lat: round6(point[1]),
    lon: round6(point[0]),
    position: 'source',
    ...source,
  };
  out.push(row);
  return row;
}
const poiPoint = (poi) => [Number(poi.lon), Number(poi.lat)];

for (const [osmId, name, nameBn, kind, ownership] of PICKS) {
  const poi = hospitals.get(String(osmId));
  if (!poi) throw new Error(`OpenStreetMap element ${osmId} (${name}) is not in the extract`);
  const bn = nameBn ?? bengaliName(poi);
  if (!bn) throw new Error(`no Bangla name for ${name}`);
  add(poiPoint(poi), { id: slug(name), name, nameBn: bn, kind, ownership }, { osmId: Number(poi.osm_id) });
}

// Upazila health complexes: the public hospital of each upazila. Kept only when the upazila in the node's name is
// the upazila its point lies in (so a mislabelled or misplaced node is dropped), one per upazila.
const UHC = /upa?z+i?l+a|upozila|upzilla|health|helath|complex|comlex|sastho|উপজেলা|ঊপজেলা|স্বাস্থ্য|সাস্থ্য|কমপ্লেক্স/gi;
const placeWords = (text) =>
  text
    .replace(UHC, ' ')
    .replace(/[,.()-]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
const picked = new Set(PICKS.map((p) => String(p[0])));
const uhcAreas = new Set();
let uhcNodes = 0;
for (const poi of hospitals.values()) {
  const names = [poi.name, ...altNames(poi.alt_names)].filter((n) => n && /upa?z+i?l+a|upozila|upzilla|উপজেলা|ঊপজেলা/i.test(n));
  if (!names.length || picked.has(poi.osm_id)) continue;
  uhcNodes++;
  const point = [Number(poi.lon), Number(poi.lat)];
  const unit = units.find((polygons) => inPolygons(point, polygons));
  // Each area's centre lies inside its own polygon and polygons do not overlap, so this finds the unit's area.
  const area = unit && areas.find((a) => inPolygons([a.lon, a.lat], unit));
  // A name may hold both scripts ("Phulbari Upazila Health complex ফুলবাড়ী ..."): each part is compared on its own.
  const named = (n) => {
    const latin = placeWords(n.replace(/[\u0980-\u09FF]+/g, ' '));
    const bengali = placeWords(n.replace(/[A-Za-z]+/g, ' ')).replace(/ঊ/g, 'উ');
    return (latin && looseKey(latin) === looseKey(area.name)) || (bengali && bengali === area.nameBn);
  };
  if (area?.kind !== 'upazila' || !names.some(named)) {
    rejected.push(`${poi.osm_id} ${names[0]}: not inside the upazila it names`);
    continue;
  }
  if (uhcAreas.has(area.id)) continue;
  uhcAreas.add(area.id);
  add(
    point,
    {
      id: `${area.id}-uhc`,
      name: `${area.name} Upazila Health Complex`,
      nameBn: `${area.nameBn} উপজেলা স্বাস্থ্য কমপ্লেক্স`,
      kind: 'general',
      ownership: 'public',
    },
    { osmId: Number(poi.osm_id) },
  );
}

// Wikipedia's coordinates for what the extract lacks. A point must fall in the district the pick names, and no
// OpenStreetMap row may stand within SAME_PLACE_KM of it (that would be the same hospital twice).
const SAME_PLACE_KM = 0.15;
const kmBetween = ([lon1, lat1], [lon2, lat2]) => {
  const dx = (lon2 - lon1) * 111.32 * Math.cos((((lat1 + lat2) / 2) * Math.PI) / 180);
  const dy = (lat2 - lat1) * 111.32;
  return Math.hypot(dx, dy);
};
const osmRows = [...out];
for (const { name, nameBn, kind, ownership, district, lat, lon, url } of WIKI_PICKS) {
  const point = [lon, lat];
  const near = osmRows.find((h) => kmBetween(point, [h.lon, h.lat]) < SAME_PLACE_KM);
  if (near) throw new Error(`${name} is within ${SAME_PLACE_KM} km of ${near.id}: the same hospital twice?`);
  const row = add(point, { id: slug(name), name, nameBn, kind, ownership }, { wikipedia: url });
  if (row?.district !== district) throw new Error(`${name}: the point falls in ${row?.district ?? 'no district'}, not ${district}`);
}

const ids = new Set();
for (const h of out) {
  if (ids.has(h.id)) throw new Error(`duplicate id ${h.id}`);
  ids.add(h.id);
}
out.sort((a, b) => a.division.localeCompare(b.division) || a.district.localeCompare(b.district) || a.name.localeCompare(b.name));
writeFileSync(join(here, 'hospitals.json'), `${JSON.stringify(out, null, 2)}\n`);

const count = (kind) => out.filter((h) => h.kind === kind).length;
console.log(
  `hospitals: ${out.length} (medical_college ${count('medical_college')}, district_hospital ${count('district_hospital')}, ` +
    `specialised ${count('specialised')}, general ${count('general')}; health complexes ${uhcAreas.size} of ${uhcNodes} nodes; ` +
    `from Wikipedia ${out.filter((h) => h.wikipedia).length})`,
);
console.log(
  `Dhaka: ${out.filter((h) => h.district === 'Dhaka').length}, Chattogram: ${out.filter((h) => h.district === 'Chattogram').length}`,
);
const withHospital = new Set(out.map((h) => h.district));
console.log(
  `districts with no hospital: ${
    districts
      .map((d) => d.name)
      .filter((n) => !withHospital.has(n))
      .join(', ') || 'none'
  }`,
);
console.log(`left out (${rejected.length}):\n  ${rejected.join('\n  ')}`);
