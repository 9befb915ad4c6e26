import { compatibleDonorGroupsFor, distanceKm, donorTiers } from '@grant/shared';
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { INDEXED_WEEKLY_CAP, type NewUserRow, users } from '../../db/schema/index';
import { createWaveCandidatesRepository, type NearbyCandidateQuery } from './wave-candidates.repository';

const ROWS = 4_000;
const NO_REQUEST = '00000000-0000-4000-8000-000000000000';
/** Dhaka Medical College Hospital. */
const HOSPITAL = { lat: 23.7256, lon: 90.3976 };
const GROUPS = ['B+', 'O+', 'A+', 'AB+', 'B-', 'O-', 'A-', 'AB-'] as const;

let t: TestApp;

/**
 * Donors spread over a square of about 30 km around the hospital (Dhaka and its edges), every
 * group; some unavailable, some inside the donation interval, some at the weekly cap.
 */
const person = (i: number): NewUserRow => ({
  name: `Donor ${i}`,
  email: `nearby-${i}@example.test`,
  division: 'Dhaka',
  district: 'Dhaka',
  blood: GROUPS[i % GROUPS.length] ?? 'O+',
  locationLat: Math.round((HOSPITAL.lat - 0.14 + ((i * 7919) % 280) / 1000) * 100) / 100,
  locationLon: Math.round((HOSPITAL.lon - 0.14 + ((i * 104_729) % 280) / 1000) * 100) / 100,
  available: i % 10 !== 0,
  lastDonationOn: i % 9 === 0 ? new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10) : null,
  recentAlerts: i % 11 === 0 ? [1, 2, 3].map((h) => new Date(Date.now() - h * 3_600_000)) : [],
});

beforeAll(async () => {
  t = await createTestApp();
  const rows = Array.from({ length: ROWS }, (_, i) => person(i));
  for (let i = 0; i < rows.length; i += 1000) await t.db.insert(users).values(rows.slice(i, i + 1000));
  await t.db.execute(sql`analyze users`);
});
afterAll(() => t.close());

const textRows = async (statement: SQL) => ((await t.db.execute(statement)) as unknown as { rows: Record<string, string>[] }).rows;

const query = (limit: number, radiusKm: number): NearbyCandidateQuery => ({
  match: {
    blood: 'B+',
    compatibleGroups: compatibleDonorGroupsFor('B+', 'whole_blood'),
    tiers: donorTiers('B+', 'whole_blood').map((tier) => tier.groups),
    division: 'Dhaka',
    reach: 'division',
    lastDonationBy: new Date(Date.now() - 120 * 86_400_000).toISOString().slice(0, 10),
  },
  requestId: NO_REQUEST,
  limit,
  weeklyCap: INDEXED_WEEKLY_CAP,
  from: HOSPITAL,
  radiusKm,
});

/** The users rows the plan read through users_wave_cell_idx: those it kept and those its filter removed, over every loop. */
function usersRowsRead(plan: string[]): number {
  let read = 0;
  for (let i = 0; i < plan.length; i++) {
    const line = plan[i] ?? '';
    const scan = /Index Scan using users_wave_cell_idx .*actual time=\S+ rows=([\d.]+) loops=(\d+)/.exec(line);
    if (!scan) continue;
    const loops = Number(scan[2]);
    let removed = 0;
    for (let j = i + 1; j < plan.length && /^\s+(Index Cond|Filter|Rows Removed|Buffers|Order By)/.test(plan[j] ?? ''); j++) {
      const filtered = /Rows Removed by Filter: ([\d.]+)/.exec(plan[j] ?? '');
      if (filtered) removed += Number(filtered[1]);
    }
    read += (Number(scan[1]) + removed) * loops;
  }
  return read;
}

describe('a nearby wave’s query (decision 0055)', () => {
  it('answers the nearest rings first, the own group first within a ring, only donors within the radius', async () => {
    const found = await createWaveCandidatesRepository(t.db).findNearby(query(20, 5));
    expect(found).toHaveLength(20);
    expect(found.every((d) => d.distanceKm <= 5)).toBe(true);
    const distances = found.map((d) => d.distanceKm);
    // By ring (1 km) then distance: never a donor of a farther ring before a nearer one.
    for (let i = 1; i < distances.length; i++)
      expect(Math.floor(distances[i] ?? 0)).toBeGreaterThanOrEqual(Math.floor(distances[i - 1] ?? 0) - 1);
    const rows = await textRows(sql`select id, blood, geo_lat, geo_lon from users where id in ${found.map((d) => d.id)}`);
    for (const row of rows) expect(compatibleDonorGroupsFor('B+')).toContain(row.blood);
    const km = rows.map((row) => distanceKm(HOSPITAL, { lat: Number(row.geo_lat), lon: Number(row.geo_lon) }));
    expect(Math.max(...km)).toBeLessThan(3);
  });

  it.each([20, 100])('reads users_wave_cell_idx, and at most 10 times the %i rows it answers', async (limit) => {
    const statement = createWaveCandidatesRepository(t.db).nearbyQuery(query(limit, 10));
    const plan = (await textRows(sql`explain (analyze, buffers) ${statement}`)).map((row) => Object.values(row).join(' '));
    const text = plan.join('\n');
    expect(text).toContain('users_wave_cell_idx');
    const answered = (await textRows(statement)).length;
    expect(answered).toBe(limit);
    const read = usersRowsRead(plan);
    if (process.env.SHOW_PLAN) console.log(`PLAN ${limit}: read ${read} for ${answered}\n${text}`);
    expect(read).toBeGreaterThanOrEqual(answered);
    expect(read, text).toBeLessThanOrEqual(10 * answered);
  });
});
