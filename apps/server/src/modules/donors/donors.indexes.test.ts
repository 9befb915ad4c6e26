import { BLOOD_GROUPS, compatibleDonorGroups, DISTRICTS, DIVISIONS } from '@grant/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { type NewUserRow, users } from '../../db/schema/index';
import { createDonorsRepository, type DonorMatch } from './donors.repository';
import { createWaveCandidatesRepository } from './wave-candidates.repository';

const ROWS = 5_000;
const PLACES = DISTRICTS.map((d) => ({ district: d.name, division: DIVISIONS.find((v) => v.id === d.divisionId)?.name ?? '' }));

let t: TestApp;

/** People all over the country, in every group; a few have switched themselves off or are blocked. */
const person = (i: number): NewUserRow => ({
  name: `Donor ${i}`,
  email: `donor-${i}@example.test`,
  ...(PLACES[i % PLACES.length] ?? { division: 'Dhaka', district: 'Dhaka' }),
  blood: BLOOD_GROUPS[i % BLOOD_GROUPS.length] ?? 'O+',
  available: i % 10 !== 0,
  status: i % 50 === 0 ? 'block' : 'Active',
  lastDonationOn: i % 3 === 0 ? '2026-01-01' : null,
});

beforeAll(async () => {
  t = await createTestApp();
  const rows = Array.from({ length: ROWS }, (_, i) => person(i));
  for (let i = 0; i < rows.length; i += 1000) await t.db.insert(users).values(rows.slice(i, i + 1000));
  await t.db.execute(sql`analyze users`);
});
afterAll(() => t.close());

async function planOf(match: DonorMatch, wave = false): Promise<string> {
  const query = wave
    ? createWaveCandidatesRepository(t.db).query({ match, requestId: '00000000-0000-4000-8000-000000000000', limit: 100, weeklyCap: 3 })
    : createDonorsRepository(t.db).matchQuery(match).limit(20);
  const result = (await t.db.execute(sql`explain ${query}`)) as unknown as { rows: Record<string, string>[] };
  return result.rows.map((row) => Object.values(row).join(' ')).join('\n');
}

describe('donor matching uses users_donor_match_idx', () => {
  it.each([
    ['a district, one compatible group (O-)', 'O-' as const, 'district' as const, false],
    ['a whole division, one compatible group (O-)', 'O-' as const, 'division' as const, false],
    ['a district, two compatible groups (A-)', 'A-' as const, 'district' as const, false],
    ['an alert wave in a district, two compatible groups (A-)', 'A-' as const, 'district' as const, true],
    ['an alert wave in a whole division, one compatible group (O-)', 'O-' as const, 'division' as const, true],
  ])('%s', async (_name, blood, reach, wave) => {
    const plan = await planOf(
      {
        blood,
        compatibleGroups: compatibleDonorGroups(blood),
        division: 'Dhaka',
        district: 'Gazipur',
        reach,
        lastDonationBy: '2026-06-01',
      },
      wave,
    );
    expect(plan).toContain('users_donor_match_idx');
  });
});
