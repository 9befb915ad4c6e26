// EXPLAIN (ANALYZE) of the list queries of /api/search and /api/pending on the benchmark's data, as
// the references send them (first page and a keyset page, each with its total; the total alone, for
// a page without rows): each must be served from an index, never a sequential scan of donation_requests.
import pg from 'pg';
import { countSourceOf, countSql, pageSql, searchFilters } from '../references/queries.mjs';

const CASES = [
  { name: 'search (group, division, district)', ...searchFilters({ blood: 'B+', division: 'Dhaka', district: 'Gazipur' }) },
  { name: 'search (group, division)', ...searchFilters({ blood: 'AB-', division: 'Rajshahi' }) },
  { name: 'pending', filters: ['status'], params: ['pending'] },
];

export async function explainLists(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const countSource = await countSourceOf(client);
    // A position halfway down the pending list: where a keyset page starts.
    const { rows: middle } = await client.query(
      `select created_at::text as at, id from donation_requests where status = 'pending'
       order by created_at desc, id desc offset (select count(*) / 2 from donation_requests where status = 'pending') limit 1`,
    );
    const plans = [];
    for (const c of CASES) {
      const total = countSql(c.filters, countSource);
      const parts = [
        [`first page with its total (${countSource})`, pageSql(c.filters, {}, undefined, total), [...c.params, 11, 0]],
        [`total alone (${countSource})`, total, c.params],
      ];
      if (c.name === 'pending' && middle[0]) {
        const keyset = pageSql(c.filters, { after: middle[0] }, undefined, total);
        parts.push(['keyset page with its total', keyset, [...c.params, middle[0].at, middle[0].id, 11, 0]]);
      }
      for (const [part, text, params] of parts) {
        const { rows } = await client.query(`explain (analyze, buffers) ${text}`, params);
        const plan = rows.map((r) => r['QUERY PLAN']).join('\n');
        const seqScan = /Seq Scan on donation_requests/.test(plan);
        const ms = Number(plan.match(/Execution Time: ([\d.]+) ms/)?.[1]);
        plans.push({ name: `${c.name}, ${part}`, plan, seqScan, ms });
      }
    }
    return plans;
  } finally {
    await client.end();
  }
}
