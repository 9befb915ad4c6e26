// EXPLAIN (ANALYZE) of the list queries of /api/search and /api/pending on the benchmark's data, as
// the references send them (first page, a keyset page, the total): each must be served from an
// index, never a sequential scan of donation_requests.
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
      const parts = [
        ['first page', pageSql(c.filters, {}), [...c.params, 11, 0]],
        [`total (${countSource})`, countSql(c.filters, countSource), c.params],
      ];
      if (c.name === 'pending' && middle[0]) {
        parts.push(['keyset page', pageSql(c.filters, { after: middle[0] }), [...c.params, middle[0].at, middle[0].id, 11, 0]]);
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
