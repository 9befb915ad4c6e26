/**
 * EXPLAIN ANALYZE of an alert wave's candidate query at 1,000,000 donors (decision 0025), on the
 * PostgreSQL server of TEST_DATABASE_URL (a throw-away database):
 *
 *   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx bench/wave-candidates.ts
 */
import { compatibleDonorGroups, DISTRICTS, DIVISIONS } from '@grant/shared';
import { type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { openDatabase } from '../apps/server/src/db/client';
import { createWaveCandidatesRepository } from '../apps/server/src/modules/donors/wave-candidates.repository';

const DONORS = Number(process.env.DONORS ?? 1_000_000);
const serverUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const name = `grant_waves_${process.pid}`;
const admin = new pg.Client({ connectionString: serverUrl });
await admin.connect();
await admin.query(`create database ${name}`);
const url = new URL(serverUrl);
url.pathname = `/${name}`;
const handle = openDatabase({ kind: 'postgres', url: url.toString() });
await handle.migrate();
const { db } = handle;
// Loading runs past the app's 2 s statement timeout, on a connection of its own; the query measured below does not.
const loader = new pg.Client({ connectionString: url.toString() });
await loader.connect();
const dialect = new PgDialect();
const load = (statement: SQL) => loader.query(dialect.sqlToQuery(statement).sql, dialect.sqlToQuery(statement).params);
const places = DISTRICTS.map((d) => `('${d.name.replace(/'/g, "''")}', '${DIVISIONS.find((v) => v.id === d.divisionId)?.name}')`).join(',');
const started = performance.now();
for (let from = 0; from < DONORS; from += 100_000) {
  await load(
    sql.raw(`insert into users (name, email, division, district, blood, available)
      select 'Donor ' || i, 'donor' || i || '@bench.test', p.division, p.district,
        (array['A+','A-','B+','B-','AB+','AB-','O+','O-'])[1 + (i / 64) % 8], i % 10 <> 0
      from generate_series(${from}, ${Math.min(from + 100_000, DONORS) - 1}) i
      join (select row_number() over () - 1 as n, district, division from (values ${places}) v(district, division)) p on p.n = i % 64`),
  );
}
const [requester] = (await db.execute(sql`select id from users limit 1`)).rows as { id: string }[];
// 1,000 requests this week and 400,000 alerts among them: every tenth donor had one, every tenth
// another three (at the weekly cap), so the count and the cap have work to do.
await load(sql`insert into donation_requests (requester_id, requester_name, requester_email, recipient_name, hospital_name, message,
  division, district, blood, donation_date, donation_time)
  select ${requester?.id}, 'R', 'r@bench.test', 'P', 'H', 'M', 'Dhaka', 'Dhaka', 'O+', current_date, '10:00 AM' from generate_series(1, 1000)`);
for (const [ending, alerts] of [
  ['1', 1],
  ['2', 3],
] as const) {
  await load(sql`insert into notifications (user_id, request_id, created_at)
    select u.id, r.id, now() - random() * interval '7 days'
    from (select id, row_number() over () as n from users where email like ${`%${ending}@bench.test`}) u
    join (select id, row_number() over () - 1 as n from donation_requests) r on (r.n - u.n % 1000 + 1000) % 1000 < ${alerts}`);
}
await load(sql`analyze`);
console.log(`data: ${((performance.now() - started) / 1000).toFixed(0)} s`);

const [request] = (await db.execute(sql`select id from donation_requests limit 1`)).rows as { id: string }[];
const waves = createWaveCandidatesRepository(db);
for (const [reach, blood, groups] of [
  ['district', 'O+', ['O+']],
  ['district', 'AB+', compatibleDonorGroups('AB+')],
  ['division', 'O+', compatibleDonorGroups('O+')],
  ['division', 'AB+', compatibleDonorGroups('AB+')],
] as const) {
  const query = waves.query({
    match: { blood, compatibleGroups: [...groups], division: 'Dhaka', district: 'Dhaka', reach, lastDonationBy: '2026-06-01' },
    requestId: request?.id ?? '',
    limit: 100,
    weeklyCap: 3,
  });
  const plan = (await db.execute(sql`explain (analyze, buffers) ${query}`)).rows as Record<string, string>[];
  const lines = plan.map((row) => Object.values(row).join(' '));
  console.log(`\n== ${reach}, ${blood} (${groups.length} groups)`);
  console.log(
    lines
      .filter((line) => /Index|Seq Scan|rows=/.test(line))
      .slice(0, 12)
      .join('\n'),
  );
  console.log(lines.filter((line) => /Execution Time|Planning Time/.test(line)).join('\n'));
}
await loader.end();
await handle.close();
await admin.query(`drop database ${name} with (force)`);
await admin.end();
