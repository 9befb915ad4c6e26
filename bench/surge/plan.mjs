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
import { planReads, sumReads } from './plan-reads.mjs';

/** A wave's candidate query: a select of donors (users) with a limit; not the wave's writes. */
const isCandidateQuery = (text) =>
  typeof text === 'string' && /^\s*(with|select)\b/i.test(text) && /from "users"/.test(text) && /\blimit\b/i.test(text);

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
  return {
    request: { blood: request.blood, component: request.component, urgency: request.urgency, hospital: PLAN_HOSPITAL.name },
    app,
    before,
  };
}
