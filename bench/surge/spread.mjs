// The points the surge's donors are scattered around, with each one's share of donors, built from
// the migrated database: Dhaka's areas (the areas table once migration 0025 fills it, else the
// fallback list of places.mjs) and every other district's centre (district_centres, migration 0024).
import { places } from '../lib/dataset.mjs';
import {
  DHAKA_CITY_SHARE,
  DHAKA_DISTRICT_SHARE,
  DHAKA_FALLBACK_AREAS,
  DHAKA_FALLBACK_UPAZILAS,
  DHAKA_UPAZILA_SHARES,
  SPREAD_KM,
} from './places.mjs';

/** Draws in SQL pick `(idx)[1 + floor(random() * SLOTS)]`: the shares to 0.01 %. */
export const SLOTS = 10_000;

async function dhakaAreas(client) {
  const { rows } = await client.query(`select id, name, kind, lat, lon from areas where district = 'Dhaka' order by id`);
  if (rows.length > 0) return { source: 'areas table', areas: rows };
  return {
    source: 'fallback list (bench/surge/places.mjs)',
    areas: [...DHAKA_FALLBACK_AREAS, ...DHAKA_FALLBACK_UPAZILAS].map((a) => ({ ...a, id: null })),
  };
}

/**
 * The spots and, per SLOTS draw, which spot: { spots: [{ district, division, lat, lon, sdKm, areaId }],
 * slots: int[] (1-based spot numbers), source }.
 */
export async function donorSpread(client) {
  const { source, areas } = await dhakaAreas(client);
  const centres = new Map((await client.query('select district, lat, lon from district_centres')).rows.map((r) => [r.district, r]));
  const spots = [];
  const shares = [];
  const thanas = areas.filter((a) => a.kind === 'thana');
  const upazilaShare = (a) => DHAKA_UPAZILA_SHARES[a.name] ?? 0;
  const upazilaTotal = areas.filter((a) => a.kind === 'upazila').reduce((sum, a) => sum + upazilaShare(a), 0);
  for (const area of areas) {
    const ofDhaka =
      area.kind === 'thana' ? DHAKA_CITY_SHARE / thanas.length : ((100 - DHAKA_CITY_SHARE) * upazilaShare(area)) / (upazilaTotal || 1);
    spots.push({ district: 'Dhaka', division: 'Dhaka', lat: area.lat, lon: area.lon, sdKm: SPREAD_KM[area.kind], areaId: area.id });
    shares.push((DHAKA_DISTRICT_SHARE * ofDhaka) / 100);
  }
  // The other districts as the main data set weighs them (Dhaka division, Chattogram and Comilla
  // three times), around their centre.
  const others = places().filter((p) => p.district !== 'Dhaka');
  const weightOf = new Map();
  for (const p of others) weightOf.set(p.district, { ...p, weight: (weightOf.get(p.district)?.weight ?? 0) + 1 });
  for (const p of weightOf.values()) {
    const centre = centres.get(p.district);
    if (!centre) throw new Error(`district_centres has no ${p.district}`);
    spots.push({ district: p.district, division: p.division, lat: centre.lat, lon: centre.lon, sdKm: SPREAD_KM.district, areaId: null });
    shares.push(((100 - DHAKA_DISTRICT_SHARE) * p.weight) / others.length);
  }
  const slots = [];
  let cumulative = 0;
  for (const [i, share] of shares.entries()) {
    cumulative += share;
    while (slots.length < Math.round((cumulative / 100) * SLOTS)) slots.push(i + 1);
  }
  while (slots.length < SLOTS) slots.push(shares.length);
  return { spots, slots, source };
}
