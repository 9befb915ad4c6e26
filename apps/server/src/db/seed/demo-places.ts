import type { BloodComponent, BloodGroup } from '@grant/shared';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../client';
import { areas, hospitals, type NewUserRow } from '../schema/index';

/**
 * Where the demo's people live and where its requests are (issue 48): the named demo people get an
 * area of their district, and a crowd of donors spread over Dhaka's city thanas and the areas around
 * it (and a few in Chattogram), so that a request at a Dhaka hospital shows donors by distance.
 */
const FIRST_NAMES = ['Arif', 'Mitu', 'Rakib', 'Tania', 'Sohel', 'Nasrin', 'Jahid', 'Lima', 'Faisal', 'Ruma', 'Tareq', 'Shila'];
const LAST_NAMES = ['Ahmed', 'Begum', 'Khan', 'Sarkar'];

/** Bangladesh's group shares, roughly (B+ and O+ a third each, negatives rare), one entry a donor. */
const CROWD_GROUPS: readonly BloodGroup[] = [
  'B+',
  'O+',
  'A+',
  'B+',
  'O+',
  'AB+',
  'B+',
  'O+',
  'A+',
  'O-',
  'B+',
  'O+',
  'A+',
  'B-',
  'O+',
  'A-',
];

/** The thanas and upazilas the crowd lives in, most in Dhaka city (the areas data's ids). */
const CROWD_AREAS = [
  ...['dhanmondi', 'mohammadpur', 'lalbagh', 'ramna', 'shahbagh', 'tejgaon', 'gulshan', 'badda', 'mirpur', 'pallabi', 'uttara', 'khilgaon']
    .concat(['motijheel', 'jatrabari', 'kotwali', 'savar', 'keraniganj', 'demra', 'kafrul', 'new-market'])
    .map((thana) => `dhaka-${thana}`),
  'gazipur-gazipur-sadar',
  'narayanganj-narayanganj-sadar',
  'chattogram-panchlaish',
  'chattogram-double-mooring',
];

export const DEMO_CROWD_SIZE = FIRST_NAMES.length * LAST_NAMES.length;

type CrowdDonor = Pick<NewUserRow, 'name' | 'email' | 'division' | 'district' | 'blood' | 'areaId' | 'locationLat' | 'locationLon'>;

/** The crowd of demo donors: each in one of CROWD_AREAS, one in four by their own (rounded) point near its centre. */
export async function demoCrowd(db: Database): Promise<CrowdDonor[]> {
  const rows = await db.select().from(areas).where(inArray(areas.id, CROWD_AREAS));
  const byId = new Map(rows.map((area) => [area.id, area]));
  const places = CROWD_AREAS.flatMap((id) => byId.get(id) ?? []);
  if (places.length === 0) return [];
  return Array.from({ length: DEMO_CROWD_SIZE }, (_, i) => {
    const area = places[i % places.length] as (typeof places)[number];
    const ownPoint = i % 4 === 3;
    const name = `${FIRST_NAMES[i % FIRST_NAMES.length]} ${LAST_NAMES[Math.floor(i / FIRST_NAMES.length)]}`;
    return {
      name,
      email: `crowd-${String(i + 1).padStart(2, '0')}@grant.demo`,
      division: area.division,
      district: area.district,
      blood: CROWD_GROUPS[i % CROWD_GROUPS.length] ?? 'O+',
      areaId: ownPoint ? null : area.id,
      // Two decimals, as a donor's own location is kept; a step of 0.01° is about a kilometre.
      locationLat: ownPoint ? Math.round((area.lat + 0.01 * ((i % 3) - 1)) * 100) / 100 : null,
      locationLon: ownPoint ? Math.round((area.lon + 0.01 * ((i % 5) - 2)) * 100) / 100 : null,
    };
  });
}

/** The first area of the person's district by name (a Dhaka person: Dhanmondi), for the named demo people. */
export async function demoAreaOf(db: Database, district: string | null | undefined): Promise<string | null> {
  if (!district) return null;
  if (district === 'Dhaka') return 'dhaka-dhanmondi';
  const [area] = await db.select({ id: areas.id }).from(areas).where(eq(areas.district, district)).orderBy(asc(areas.name)).limit(1);
  return area?.id ?? null;
}

/** What the demo requests ask for, in turn: several components, platelets often (dengue season). */
export const DEMO_COMPONENTS: readonly BloodComponent[] = [
  'whole_blood',
  'platelets',
  'red_cells',
  'plasma',
  'apheresis_platelets',
  'platelets',
  'cryo',
];

/** A directory hospital of the district for the n-th demo request there: medical college and district hospitals first. */
export async function demoHospitalIn(db: Database, district: string, n: number) {
  const choices = await db
    .select({ id: hospitals.id, name: hospitals.name })
    .from(hospitals)
    .where(and(eq(hospitals.district, district), inArray(hospitals.kind, ['medical_college', 'district_hospital', 'specialised'])))
    .orderBy(asc(hospitals.name));
  const all =
    choices.length > 0
      ? choices
      : await db.select({ id: hospitals.id, name: hospitals.name }).from(hospitals).where(eq(hospitals.district, district));
  return all[n % Math.max(all.length, 1)];
}
