import { BLOOD_GROUPS, DISTRICTS, DIVISIONS, type ListCursor, REQUEST_STATUSES } from '@grant/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { rowsOf } from '../../db/rows-of';
import { donationRequests, type NewDonationRequestRow, type UserRow } from '../../db/schema/index';
import { explainablePageQuery } from './request-lists.queries';
import type { RequestFilter } from './requests.repository';

const ROWS = 10_000;
const PLACES = DISTRICTS.map((d) => ({ district: d.name, division: DIVISIONS.find((v) => v.id === d.divisionId)?.name ?? '' }));
const COMMON_BLOOD = BLOOD_GROUPS.filter((b) => b !== 'AB-');

let t: TestApp;
let busy: UserRow;
let occasional: UserRow;

/**
 * A table shaped like a long-running service: most requests are finished, about 1% are pending,
 * AB- is rare, and one person has asked only a few times among thousands of requests.
 */
function tableRow(i: number): NewDonationRequestRow {
  const requester = i % 500 === 0 ? occasional : busy;
  return {
    requesterId: requester.id,
    requesterName: requester.name,
    requesterEmail: requester.email,
    recipientName: 'Recipient',
    hospitalName: 'Hospital',
    message: 'Message',
    ...(PLACES[i % PLACES.length] ?? { division: 'Dhaka', district: 'Dhaka' }),
    blood: i % 97 === 0 ? 'AB-' : (COMMON_BLOOD[i % COMMON_BLOOD.length] ?? 'O+'),
    donationDate: '2026-01-01',
    donationTime: '10:00 AM',
    status: i % 100 === 0 ? 'pending' : (REQUEST_STATUSES[1 + (i % 3)] ?? 'done'),
    createdAt: new Date(Date.UTC(2024, 0, 1) + i * 3_600_000),
  };
}

beforeAll(async () => {
  t = await createTestApp();
  busy = await createUser(t);
  occasional = await createUser(t);
  const rows = Array.from({ length: ROWS }, (_, i) => tableRow(i));
  for (let i = 0; i < rows.length; i += 1000) await t.db.insert(donationRequests).values(rows.slice(i, i + 1000));
  await t.db.execute(sql`analyze donation_requests`);
});
afterAll(() => t.close());

/**
 * The plan of the page statement a route runs, with its total (the same query, its parameters filled in): public
 * columns, or all of them for a requester's own list (staff's lists read all too; the plan's index is the same).
 */
async function planOf(filter: RequestFilter, after?: ListCursor): Promise<string> {
  const query = explainablePageQuery(t.db, filter.requesterId ? 'all' : 'public', filter, { offset: 0, limit: 20, after });
  // One row per plan line.
  const rows = await rowsOf<Record<string, string>>(t.db, sql`explain ${query}`);
  return rows.map((row) => Object.values(row).join(' ')).join('\n');
}

describe('the request lists use the indexes of donation_requests', () => {
  it.each<[string, () => RequestFilter, string]>([
    ['GET /pending (one status)', () => ({ status: 'pending' }), 'donation_requests_status_created_idx'],
    ['GET /search with a district', () => ({ blood: 'A+', division: 'Dhaka', district: 'Gazipur' }), 'donation_requests_search_idx'],
    ['GET /search without a district', () => ({ blood: 'AB-', division: 'Dhaka' }), 'donation_requests_search_division_idx'],
    ["GET /request/{email} (one person's)", () => ({ requesterId: occasional.id }), 'donation_requests_requester_created_idx'],
    [
      "GET /pending/all (one person's, one status)",
      () => ({ requesterId: occasional.id, status: 'done' }),
      'donation_requests_requester_created_idx',
    ],
    ['GET /pending/all (everyone, one status)', () => ({ status: 'pending' }), 'donation_requests_status_created_idx'],
    ['GET /request (everything, newest first)', () => ({}), 'donation_requests_created_idx'],
  ])('%s: an index scan, never a scan of the whole table', async (_route, filter, index) => {
    const plan = await planOf(filter());
    expect(plan, plan).not.toMatch(/Seq Scan on donation_requests/);
    expect(plan, plan).toContain(index);
  });

  it('starts a page after a cursor inside the index, bounded by the cursor’s time (a deep page costs what the first does)', async () => {
    const after = { at: new Date(), id: '00000000-0000-0000-0000-000000000000' };
    for (const [filter, index] of [
      [{ status: 'pending' }, 'donation_requests_status_created_idx'],
      [{ blood: 'A+', division: 'Dhaka', district: 'Gazipur' }, 'donation_requests_search_idx'],
      [{ blood: 'AB-', division: 'Dhaka' }, 'donation_requests_search_division_idx'],
    ] as const) {
      const plan = await planOf(filter, after);
      expect(plan, plan).toContain(index);
      expect(plan, plan).toMatch(/Index Cond: .*created_at <=/);
      expect(plan, plan).not.toMatch(/Seq Scan on donation_requests/);
    }
  });

  it('answers the same rows as the API, so the query explained is the query that runs', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/search?blood=AB-&division=Dhaka&limit=100' });
    const { rows, total } = await t.services.repositories.requests.list({ blood: 'AB-', division: 'Dhaka' }, { offset: 0, limit: 100 });
    expect(res.json().map((r: { _id: string }) => r._id)).toEqual(rows.map((r) => r.id));
    expect(res.headers['x-total-count']).toBe(String(total));
    expect(total).toBeGreaterThan(0);
  });
});

/** A literal of one parameter of a statement from Drizzle's toSQL, for EXECUTE (a utility statement takes no parameters). */
const literalOf = (value: unknown) => `'${(value instanceof Date ? value.toISOString() : String(value)).replaceAll("'", "''")}'`;

/**
 * How often PostgreSQL planned a list's page statement anew over `calls` calls: the statement as the
 * list prepares it, run as a prepared statement in one transaction (one connection), as a pooled
 * connection runs it for every call of that list.
 */
async function plansOf(filter: RequestFilter, window: { offset: number; limit: number; after?: ListCursor }, calls: number) {
  const { sql: text, params } = explainablePageQuery(t.db, 'public', filter, window).toSQL();
  return t.db.transaction(async (tx) => {
    await tx.execute(sql.raw(`prepare list_page_plans as ${text}`));
    for (let call = 0; call < calls; call++) await tx.execute(sql.raw(`execute list_page_plans(${params.map(literalOf).join(', ')})`));
    const [counts] = await rowsOf<{ generic_plans: string; custom_plans: string }>(
      tx,
      sql`select generic_plans, custom_plans from pg_prepared_statements where name = 'list_page_plans'`,
    );
    await tx.execute(sql`deallocate list_page_plans`);
    return { generic: Number(counts?.generic_plans), custom: Number(counts?.custom_plans) };
  });
}

describe('a first page and a page after a cursor are planned once (decision 0051)', () => {
  it('GET /pending, page 1: PostgreSQL keeps its generic plan after the first five calls', async () => {
    // With the limit a parameter, each of the 20 calls was planned anew (custom plans 20, generic 0).
    expect(await plansOf({ status: 'pending' }, { offset: 0, limit: 10 }, 20)).toEqual({ generic: 15, custom: 5 });
  });

  it('a first page and a page after a cursor carry their limit in their text; a page by its number keeps offset and limit as parameters', () => {
    const textOf = (window: { offset: number; limit: number; after?: ListCursor }) =>
      explainablePageQuery(t.db, 'public', { status: 'pending' }, window).toSQL().sql;
    const after = { at: new Date(Date.UTC(2024, 6, 1)), id: '00000000-0000-0000-0000-000000000000' };
    expect(textOf({ offset: 0, limit: 10 })).toMatch(/limit 11 offset 0$/);
    expect(textOf({ offset: 0, limit: 10, after })).toMatch(/limit 11 offset 0$/);
    expect(textOf({ offset: 40, limit: 10 })).toMatch(/limit \$\d+ offset \$\d+$/);
  });
});
