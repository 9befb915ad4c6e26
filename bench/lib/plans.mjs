// EXPLAIN (ANALYZE) of the list queries of /api/search and /api/pending on the benchmark's data:
// each must be served from an index, never a sequential scan of donation_requests.
import pg from 'pg';
import { pageSql, searchWhere } from '../references/queries.mjs';

const CASES = [
  { name: 'search (group, division, district)', ...searchWhere({ blood: 'B+', division: 'Dhaka', district: 'Gazipur' }) },
  { name: 'search (group, division)', ...searchWhere({ blood: 'AB-', division: 'Rajshahi' }) },
  { name: 'pending', where: 'where status = $1', params: ['pending'] },
];

export async function explainLists(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const plans = [];
    for (const c of CASES) {
      const sql = pageSql(c.where, c.params.length);
      for (const [part, text, params] of [
        ['first page', sql.rows, [...c.params, 10, 0]],
        ['count', sql.count, c.params],
      ]) {
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
