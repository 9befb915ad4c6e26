import { BLOOD_GROUPS, compatibleDonorGroups, DISTRICTS, DIVISIONS } from '@grant/shared';
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import type { Database } from '../../db/client';
import { INDEXED_WEEKLY_CAP, type NewUserRow, users } from '../../db/schema/index';
import { createDonorsRepository, type DonorMatch } from './donors.repository';
import { createWaveCandidatesRepository } from './wave-candidates.repository';

const ROWS = 5_000;
/** A request nobody was told about yet. */
const NO_REQUEST = '00000000-0000-4000-8000-000000000000';
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

/** The rows of a statement, as text: both engines answer `execute` with `{ rows }`. */
const textRows = async (db: Database, statement: SQL) =>
  ((await db.execute(statement)) as unknown as { rows: Record<string, string>[] }).rows;

async function planOf(match: DonorMatch, wave = false, weeklyCap = INDEXED_WEEKLY_CAP): Promise<string> {
  const query = wave
    ? createWaveCandidatesRepository(t.db).query({ match, requestId: NO_REQUEST, limit: 100, weeklyCap })
    : createDonorsRepository(t.db).matchQuery(match).limit(20);
  return (await textRows(t.db, sql`explain ${query}`)).map((row) => Object.values(row).join(' ')).join('\n');
}

const match = (blood: 'O-' | 'A-', reach: DonorMatch['reach']): DonorMatch => ({
  blood,
  compatibleGroups: compatibleDonorGroups(blood),
  division: 'Dhaka',
  district: 'Gazipur',
  reach,
  lastDonationBy: '2026-06-01',
});

describe('donor matching reads an index of the match', () => {
  it.each([
    ['a district, one compatible group (O-)', 'O-' as const, 'district' as const, false],
    ['a whole division, one compatible group (O-)', 'O-' as const, 'division' as const, false],
    ['a district, two compatible groups (A-)', 'A-' as const, 'district' as const, false],
    ['an alert wave in a district, two compatible groups (A-)', 'A-' as const, 'district' as const, true],
    ['an alert wave in a whole division, one compatible group (O-)', 'O-' as const, 'division' as const, true],
  ])('%s', async (_name, blood, reach, wave) => {
    // users_alert_cap_idx holds the same donors under the same first columns (division, group), so
    // the planner may take it for a division's match, which has no district.
    expect(await planOf(match(blood, reach), wave)).toMatch(/users_(donor_match|alert_cap)_idx/);
  });
});

describe('an alert wave’s query', () => {
  const workers = async (db: Database) =>
    (await textRows(db, sql`show max_parallel_workers_per_gather`))[0]?.max_parallel_workers_per_gather;

  it('starts no parallel workers, in its own transaction only', async () => {
    const wave = { match: match('O-', 'division'), requestId: NO_REQUEST, limit: 100 };
    const outside = await workers(t.db);
    const inside = await t.db.transaction(async (tx) => {
      // PGlite starts with none (it has no worker processes); PostgreSQL with 2.
      await tx.execute(sql`set local max_parallel_workers_per_gather = 2`);
      await createWaveCandidatesRepository(t.db).find(wave, tx);
      return workers(tx);
    });
    expect(inside).toBe('0');
    expect(await workers(t.db)).toBe(outside);
  });
});

// Last in this file: it adds donors in Gazipur and puts most donors at the weekly cap.
describe('when most donors are at the weekly cap, an alert wave reads only those under it', () => {
  beforeAll(async () => {
    const gazipur = Array.from({ length: 2_000 }, (_, i) => ({
      ...person(ROWS + i),
      division: 'Dhaka',
      district: 'Gazipur',
      blood: i % 2 ? ('A-' as const) : ('O-' as const),
    }));
    await t.db.insert(users).values(gazipur);
    await t.db.execute(
      sql`update users set recent_alerts = array[now() - interval '1 hour', now() - interval '2 hours', now() - interval '3 hours'] where name not like '%0'`,
    );
    await t.db.execute(sql`analyze users`);
  });

  it.each([
    ['in a district, two compatible groups (A-)', 'A-' as const, 'district' as const],
    ['in a whole division, one compatible group (O-)', 'O-' as const, 'division' as const],
  ])('%s: the cap is a condition of users_alert_cap_idx', async (_name, blood, reach) => {
    const plan = await planOf(match(blood, reach), true);
    expect(plan).toContain('users_alert_cap_idx');
    expect(plan).toMatch(/Index Cond: .*recent_alerts\[3\] IS NULL/);
    expect(plan).toMatch(/Index Cond: .*recent_alerts\[3\] <= /);
  });

  it('with a cap the index was not built for, each matching donor’s row is tested, as before', async () => {
    const plan = await planOf(match('A-', 'division'), true, INDEXED_WEEKLY_CAP + 1);
    expect(plan).not.toMatch(/Index Cond: .*recent_alerts/);
    expect(plan).toMatch(/Filter: .*recent_alerts\[4\] IS NULL/);
  });
});
