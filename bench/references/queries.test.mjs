// The references' SQL (keyset pages with their totals, counter-row totals with their fallback) and their answer cache, without a database.
import { describe, expect, it } from 'vitest';
import { POOL_LIMITS } from '../../apps/server/src/db/client.ts';
import { createAnswerCache } from './answer-cache.mjs';
import { countSql, encodeCursor, POOL_SETTINGS, pageSql, searchFilters, windowOf } from './queries.mjs';

describe("the references' SQL", () => {
  it('pools connections as the server does (size, idle time, timeouts)', () => {
    expect(POOL_SETTINGS).toEqual(POOL_LIMITS);
  });

  it('pages by offset without a cursor and by keyset after one, one row more than the page', () => {
    const first = windowOf({ page: '3', limit: '10' });
    expect(first).toEqual({ limit: 10, after: undefined, offset: 20 });
    expect(pageSql(['status'], first)).toMatch(
      /where status = \$1 and hidden_at is null order by created_at desc, id desc limit \$2 offset \$3$/,
    );

    const cursor = encodeCursor({ position_at: '2026-11-24 06:44:01.123456+00', id: '0b9d6c3e-0000-4000-8000-000000000001' });
    const after = windowOf({ page: '7', limit: '10', cursor });
    expect(after).toEqual({
      limit: 10,
      after: { at: '2026-11-24 06:44:01.123456+00', id: '0b9d6c3e-0000-4000-8000-000000000001' },
      offset: 0,
    });
    expect(pageSql(['status'], after)).toMatch(
      /where status = \$1 and hidden_at is null and created_at <= \$2::timestamptz and \(created_at < \$2::timestamptz or id < \$3::uuid\) order by created_at desc, id desc limit \$4 offset \$5$/,
    );
  });

  it('counts from the counter rows when they exist and the filters are theirs, otherwise count(*)', () => {
    const { filters } = searchFilters({ blood: 'B+', division: 'Dhaka', district: 'Gazipur' });
    expect(countSql(filters, 'request_counts')).toBe(
      'select coalesce(sum(total), 0)::int as count from request_counts where blood = $1 and division = $2 and district = $3',
    );
    expect(countSql(filters, 'count(*)')).toMatch(/^select count\(\*\)::int as count from donation_requests where blood = \$1/);
    expect(countSql(['requester_id'], 'request_counts')).toMatch(/from donation_requests where requester_id = \$1$/);
  });

  it("sums each division's rows for all its districts when the district is not a filter (decision 0050)", () => {
    expect(countSql(['status'], 'request_counts')).toBe(
      "select coalesce(sum(total), 0)::int as count from request_counts where district = '*' and status = $1",
    );
    expect(countSql(['blood', 'division'], 'request_counts')).toMatch(/where district = '\*' and blood = \$1 and division = \$2$/);
  });

  it('answers the total with the page, in one statement, as the app does', () => {
    const total = countSql(['status'], 'request_counts');
    expect(pageSql(['status'], windowOf({}), 'id', total)).toBe(
      `select id, (${total}) as list_total from donation_requests where status = $1 and hidden_at is null order by created_at desc, id desc limit $2 offset $3`,
    );
  });

  it("leaves out hidden requests (decision 0040) but from a requester's own list", () => {
    expect(pageSql(['requester_id'], windowOf({}))).toMatch(/where requester_id = \$1 order by/);
    expect(countSql(['blood'], 'count(*)')).toMatch(/where blood = \$1 and hidden_at is null$/);
  });
});

describe("the cached reference's answer cache", () => {
  it('shares one load between callers and loads again once the time to live is past', async () => {
    const cache = createAnswerCache(30);
    let loads = 0;
    const load = async () => ++loads;
    expect(await Promise.all([cache.get('/a', load), cache.get('/a', load)])).toEqual([1, 1]);
    await new Promise((resolve) => setTimeout(resolve, 40));
    expect(await cache.get('/a', load)).toBe(2);
  });

  it('does not keep a failed load', async () => {
    const cache = createAnswerCache(10_000);
    await expect(cache.get('/b', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('/b', async () => 'up')).toBe('up');
  });
});
