// The wave query's plan (issue 48: a wave reads about the rows it alerts, at most 10 times the rows
// it returns). After the window, a new critical B+ platelet request at Dhaka Medical College
// Hospital gets its first wave from the app's own code (createServices' alertWaves.sendWave, as
// the wave job runs it); each candidate query it sends is run first as EXPLAIN (ANALYZE, BUFFERS)
// on the same connection, in the same transaction and with its settings. Then, for comparison, the
// same-district query of before issue 48 (distance.mjs) for the same request and as many donors.
import pg from 'pg';
import { loadConfig } from '../../apps/server/src/config';
import { openDatabase } from '../../apps/server/src/db/client';
import { createServices } from '../../apps/server/src/services';
import { withClient } from '../lib/dataset.mjs';
import { BENCH_APPLICATION } from './cpu.mjs';
import { SAME_DISTRICT_WAVE, sameDistrictParams } from './distance.mjs';
import { PLAN_HOSPITAL } from './places.mjs';

/** A wave's candidate query: a select of donors (users) with a limit; not the wave's writes. */
const isCandidateQuery = (text) => typeof text === 'string' && /^\s*(with|select)\b/i.test(text) && /from "users"/.test(text) && /\blimit\b/i.test(text);

/** While `work` runs, every candidate query any pg client sends is explained first, in its place. */
async function explainingCandidates(work) {
  const original = pg.Client.prototype.query;
  const plans = [];
  pg.Client.prototype.query = function query(config, values, callback) {
    const text = typeof config === 'string' ? config : config?.text;
    if (!isCandidateQuery(text)) return original.call(this, config, values, callback);
    const params = typeof config === 'string' ? values : (config.values ?? values);
    const run = async () => {
      const explained = await original.call(this, { text: `explain (analyze, buffers, format json) ${text}`, values: params });
      plans.push({ text, plan: explained.rows[0]['QUERY PLAN'][0] });
      return original.call(this, config, typeof values === 'function' ? undefined : values);
    };
    const done = typeof callback === 'function' ? callback : typeof values === 'function' ? values : undefined;
    if (!done) return run();
    run().then(
      (result) => done(null, result),
      (error) => done(error),
    );
    return undefined;
  };
  try {
    await work();
  } finally {
    pg.Client.prototype.query = original;
  }
  return plans;
}

const SCANS = new Set(['Seq Scan', 'Index Scan', 'Index Only Scan', 'Bitmap Heap Scan', 'Bitmap Index Scan']);

/**
 * What a plan read: index entries (the rows an index scan's condition matched, before its filter)
 * and heap rows fetched (rows an index scan or a heap scan visited, an index-only scan's heap
 * fetches), summed over every scan node and its loops; shared buffers hit and read of the whole.
 */
export function planReads(plan) {
  const totals = { indexEntries: 0, heapRows: 0 };
  const walk = (node) => {
    if (SCANS.has(node['Node Type'])) {
      const loops = node['Actual Loops'] ?? 1;
      const visited = ((node['Actual Rows'] ?? 0) + (node['Rows Removed by Filter'] ?? 0) + (node['Rows Removed by Index Recheck'] ?? 0)) * loops;
      const type = node['Node Type'];
      if (type === 'Index Scan' || type === 'Index Only Scan' || type === 'Bitmap Index Scan') totals.indexEntries += visited;
      if (type === 'Index Scan' || type === 'Seq Scan' || type === 'Bitmap Heap Scan') totals.heapRows += visited;
      if (type === 'Index Only Scan') totals.heapRows += node['Heap Fetches'] ?? 0;
    }
    for (const child of node.Plans ?? []) walk(child);
  };
  walk(plan.Plan);
  return {
    ...totals,
    rowsRead: totals.indexEntries + totals.heapRows,
    returned: plan.Plan['Actual Rows'],
    buffersHit: plan.Plan['Shared Hit Blocks'] ?? 0,
    buffersRead: plan.Plan['Shared Read Blocks'] ?? 0,
    ms: plan['Execution Time'],
    indexes: [...new Set(JSON.stringify(plan).match(/"Index Name":"[^"]+"/g) ?? [])].map((s) => s.slice(14, -1)),
  };
}

const sumReads = (reads) =>
  reads.reduce(
    (sum, r) => ({
      indexEntries: sum.indexEntries + r.indexEntries,
      heapRows: sum.heapRows + r.heapRows,
      rowsRead: sum.rowsRead + r.rowsRead,
      returned: Math.max(sum.returned, r.returned),
      buffersHit: sum.buffersHit + r.buffersHit,
      buffersRead: sum.buffersRead + r.buffersRead,
      ms: sum.ms + r.ms,
      indexes: [...new Set([...sum.indexes, ...r.indexes])],
    }),
    { indexEntries: 0, heapRows: 0, rowsRead: 0, returned: 0, buffersHit: 0, buffersRead: 0, ms: 0, indexes: [] },
  );

/** The request of the plan check, written as the app would store it (its triggers fill geo_lat/lon). */
async function insertPlanRequest(client) {
  const { rows } = await client.query(
    `insert into donation_requests (requester_id, requester_name, requester_email, recipient_name, hospital_name, message,
       division, district, blood, donation_date, donation_time, urgency, bags, component, needed_by, hospital_id)
     select id, name, email, 'Plan Patient', $1, 'Platelets within three hours.', 'Dhaka', 'Dhaka', 'B+',
            (now() at time zone 'Asia/Dhaka')::date, '10:00', 'critical', 1, 'platelets', now() + interval '3 hours', $2
     from users where email like 'requester%' order by email limit 1
     returning id, requester_id as "requesterId", district, blood, component, urgency, geo_lat as lat, geo_lon as lon`,
    [PLAN_HOSPITAL.name, PLAN_HOSPITAL.id],
  );
  return rows[0];
}

const appConfig = (url) => loadConfig({ ...process.env, NODE_ENV: 'test', DATABASE_URL: url, DEMO_DATA: '0' });

/** The app's weekly alert cap as the servers run it (ALERTS_PER_WEEK, its default). */
export const surgeWeeklyCap = () => appConfig('postgres://127.0.0.1/unused').alerts.weeklyCap;

/** Answers { request, app: { statements, ...reads }, before: reads } (see planReads). */
export async function explainWaveQuery(url, { weeklyCap }) {
  const request = await withClient(`${url}?application_name=${BENCH_APPLICATION}-plan`, insertPlanRequest);
  const config = appConfig(url);
  const handle = openDatabase({ kind: 'postgres', url });
  let outcome;
  let plans;
  try {
    const services = createServices(handle.db, config);
    plans = await explainingCandidates(async () => {
      outcome = await services.alertWaves.sendWave(request.id, 1);
    });
  } finally {
    await handle.close();
  }
  const app = { statements: plans.length, outcome, ...sumReads(plans.map((p) => planReads(p.plan))) };
  const before = await withClient(`${url}?application_name=${BENCH_APPLICATION}-plan`, async (client) => {
    // The first wave before issue 48: the exact group only (district-exact), as many donors.
    const params = sameDistrictParams({ ...request, component: 'whole_blood' }, Math.max(1, app.returned), weeklyCap);
    params[1] = [request.blood];
    const explained = await client.query(`explain (analyze, buffers, format json) ${SAME_DISTRICT_WAVE}`, params);
    return planReads(explained.rows[0]['QUERY PLAN'][0]);
  });
  return { request: { blood: request.blood, component: request.component, urgency: request.urgency, hospital: PLAN_HOSPITAL.name }, app, before };
}
