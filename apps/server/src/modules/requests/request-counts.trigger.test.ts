import { eq, type SQL, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createRequest } from '../../../test/request-factories';
import { ANYONE, testAppWith } from '../../../test/test-app-with';
import { rowsOf } from '../../db/rows-of';
import { donationRequests, EVERY_DISTRICT } from '../../db/schema/index';

// The counter rows are kept by a trigger on donation_requests (migrations 0008, 0013, 0020; decision
// 0050): per status, blood group and district, and per status, blood group and division for all its
// districts. Whatever the change, each row must be what counting the table gives.
const { t, requester } = await testAppWith({ requester: ANYONE });

type CounterRow = { status: string; blood: string; division: string; district: string; total: number };
const key = (row: CounterRow) => `${row.status} ${row.blood} ${row.division} ${row.district}`;
const countersOf = async (query: SQL) => new Map((await rowsOf<CounterRow>(t.db, query)).map((row) => [key(row), Number(row.total)]));

/** The counter rows that are not zero, and what counting the visible requests gives for each. */
async function countersAndTruth() {
  const kept = await countersOf(sql`select status, blood, division, district, total from request_counts where total <> 0`);
  const truth = await countersOf(sql`
    select status, blood, division, district, count(*) as total from donation_requests where hidden_at is null
      group by status, blood, division, district
    union all
    select status, blood, division, ${EVERY_DISTRICT}, count(*) from donation_requests where hidden_at is null
      group by status, blood, division`);
  return { kept, truth };
}

const r = donationRequests;
const change = (id: string, values: Partial<typeof r.$inferInsert>) => t.db.update(r).set(values).where(eq(r.id, id));

describe('the counter rows of request lists', () => {
  it('stay what counting the table gives, for each base row and each division row, through every kind of change', async () => {
    const [a, b, c] = [
      await createRequest(t, requester.user, { blood: 'A+', division: 'Khulna', district: 'Jessore' }),
      await createRequest(t, requester.user, { blood: 'A+', division: 'Khulna', district: 'Khulna' }),
      await createRequest(t, requester.user, { blood: 'O-', division: 'Sylhet', district: 'Sylhet' }),
    ];
    const steps: [string, () => Promise<unknown>][] = [
      ['a new blood group, same division', () => change(a.id, { blood: 'B+' })],
      ['another district of the division, same group', () => change(a.id, { district: 'Khulna' })],
      ['another district of the division', () => change(b.id, { district: 'Jessore' })],
      ['another division', () => change(c.id, { division: 'Khulna', district: 'Khulna' })],
      ['a status change', () => change(a.id, { status: 'inprogress' })],
      ['hidden', () => change(b.id, { hiddenAt: new Date() })],
      ['a hidden request moved', () => change(b.id, { division: 'Sylhet', district: 'Sylhet' })],
      ['shown again', () => change(b.id, { hiddenAt: null })],
      ['deleted', () => t.db.delete(r).where(eq(r.id, c.id))],
    ];
    for (const [what, step] of steps) {
      await step();
      const { kept, truth } = await countersAndTruth();
      expect(kept, what).toEqual(truth);
    }
  });

  it('leave a division row alone when a change keeps its count (no lock taken on it)', async () => {
    const request = await createRequest(t, requester.user, { blood: 'AB+', division: 'Barishal', district: 'Bhola' });
    const divisionRow = sql`select xmin::text as version from request_counts
      where status = 'pending' and blood = 'AB+' and division = 'Barishal' and district = ${EVERY_DISTRICT}`;
    const [before] = await rowsOf(t.db, divisionRow);
    expect(before).toBeDefined();
    await change(request.id, { district: 'Barguna' });
    expect(await rowsOf(t.db, divisionRow)).toEqual([before]);
  });
});
