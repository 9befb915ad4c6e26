// The benchmark's own database: created, migrated with the server's migrations, filled in a few
// set-based INSERT ... SELECT statements (generate_series, no row-by-row round trips), dropped at the end.
import { createHash, randomBytes } from 'node:crypto';
import path from 'node:path';
import { DISTRICTS, DIVISIONS } from '@grant/shared';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { BLOG_IMAGE, BLOG_TITLE } from './blog-images.mjs';

const MIGRATIONS_DIR = path.resolve(import.meta.dirname, '../../apps/server/drizzle');

/** Share of each blood group in Bangladesh's population (percent, rounded): O+ and B+ are common, negatives rare. */
export const BLOOD_WEIGHTS = { 'A+': 25, 'A-': 1, 'B+': 31, 'B-': 1, 'AB+': 9, 'AB-': 1, 'O+': 31, 'O-': 1 };
/** A service that has run a few years: most requests are finished, a tenth still wait for a donor. */
const STATUS_WEIGHTS = { pending: 10, inprogress: 5, done: 70, canceled: 15 };
const HOSPITALS = [
  'Dhaka Medical College Hospital',
  'Square Hospital',
  'Chittagong Medical College Hospital',
  'Upazila Health Complex',
  'Sadar Hospital',
  'Ibn Sina Hospital',
];
const MESSAGES = [
  'Thalassemia patient needs blood every month; please come to the blood bank on the ground floor.',
  'Surgery scheduled in the morning. Two bags needed, any donor with the same group please call.',
  'Accident case, urgent. The family is waiting at the emergency department.',
  'Mother after childbirth, one bag needed before noon.',
];

/** One value per percent point, so `arr[1 + floor(random() * 100)]` in SQL draws by weight. */
export function weighted(weights) {
  const out = Object.entries(weights).flatMap(([value, weight]) => Array(weight).fill(value));
  if (out.length !== 100) throw new Error(`weights must sum to 100, not ${out.length}`);
  return out;
}

/** Every district with its division, in the order of packages/shared; Dhaka's districts weigh more, as in life. */
export function places() {
  const divisionName = new Map(DIVISIONS.map((d) => [d.id, d.name]));
  const rows = DISTRICTS.map((d) => ({ district: d.name, division: divisionName.get(d.divisionId) }));
  const busy = rows.filter((r) => r.division === 'Dhaka' || r.district === 'Chattogram' || r.district === 'Comilla');
  return [...rows, ...busy, ...busy];
}

export const databaseUrlOf = (serverUrl, name) => {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
};

export async function withClient(url, work) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** The signed-in caller of the benchmark: a donor with a few hundred requests of their own, and a session token. */
export const BENCH_USER = { number: 1, email: 'user1@bench.grant.test', name: 'Bench User 1' };

/**
 * Request creation is limited per account (config requestLimits): the load's POST /api/request is
 * spread over this many donors, each with a session, as many people asking at once would be.
 */
export const BENCH_WRITERS = 1000;

export async function createDataset({ serverUrl, size, log }) {
  const { name, url, drop } = await createMigratedDatabase(serverUrl, `grant_bench_${process.pid}`);
  try {
    const { token, writerTokens } = await withClient(url, (client) => fill(client, size, log));
    return { name, url, token, writerTokens, drop };
  } catch (error) {
    await drop();
    throw error;
  }
}

/** A new database on the server, migrated with the server's migrations; `drop()` removes it. */
export async function createMigratedDatabase(serverUrl, name) {
  const url = databaseUrlOf(serverUrl, name);
  await withClient(serverUrl, (c) => c.query(`create database ${name}`));
  const drop = () => dropDatabase(serverUrl, name);
  try {
    await withClient(url, (client) => migrate(drizzle(client), { migrationsFolder: MIGRATIONS_DIR }));
  } catch (error) {
    await drop();
    throw error;
  }
  return { name, url, drop };
}

export async function dropDatabase(serverUrl, name) {
  await withClient(serverUrl, (c) => c.query(`drop database if exists ${name} with (force)`));
}

/** One connection throughout, so setseed makes the random draws repeatable. */
async function fill(pool, size, log) {
  const started = performance.now();
  const spots = places();
  const params = {
    districts: spots.map((p) => p.district),
    divisions: spots.map((p) => p.division),
    blood: weighted(BLOOD_WEIGHTS),
    statuses: weighted(STATUS_WEIGHTS),
  };
  await pool.query('select setseed(0.42)');
  // Users: ids derived from their number (md5 -> uuid), so requests can name a requester without a join.
  await pool.query(
    `insert into users (id, name, email, password_hash, division, district, blood, role, created_at)
     select md5(n::text)::uuid, 'Bench User ' || n, 'user' || n || '@bench.grant.test', null,
            ($2::text[])[p], ($1::text[])[p], ($3::text[])[1 + (n * 37) % 100],
            case when n % 1000 = 0 then 'volunteer' else 'donner' end,
            now() - make_interval(days => (n % 1500))
     from generate_series(1, $4::int) n, lateral (select 1 + (n * 7919) % cardinality($1::text[]) as p) pick`,
    [params.districts, params.divisions, params.blood, size.users],
  );
  log(`  ${size.users.toLocaleString('en')} users in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  // Requests: a random requester (user 1, the bench's caller, every 5,000th), place, group, status and age up to three years.
  const requestsStarted = performance.now();
  // The counter rows' trigger (decision 0033) would update them once per row: counted once afterwards instead.
  await pool.query('alter table donation_requests disable trigger request_counts_follow');
  await pool.query(
    `insert into donation_requests (requester_id, requester_name, requester_email, recipient_name, hospital_name, message,
       division, district, blood, donation_date, donation_time, status, donor_id, donor_name, donor_email, created_at, updated_at)
     select md5(r::text)::uuid, 'Bench User ' || r, 'user' || r || '@bench.grant.test', 'Recipient ' || n,
            ($5::text[])[1 + n % cardinality($5::text[])], ($6::text[])[1 + n % cardinality($6::text[])],
            ($2::text[])[p], ($1::text[])[p], ($3::text[])[b], (created + make_interval(days => n % 10))::date, (8 + n % 12) || ':00',
            st, donor, case when donor is null then null else 'Bench User ' || d end,
            case when donor is null then null else 'user' || d || '@bench.grant.test' end, created, created
     from (select n, case when n % 5000 = 0 then 1 else 1 + floor(random() * $7::int)::int end r,
                  1 + floor(random() * cardinality($1::text[]))::int p, 1 + floor(random() * 100)::int b,
                  ($4::text[])[1 + floor(random() * 100)::int] st, 1 + floor(random() * $7::int)::int d,
                  now() - make_interval(secs => random() * 3 * 365 * 86400) created
           from generate_series(1, $8::int) n) g,
          lateral (select case when st in ('inprogress', 'done') then md5(d::text)::uuid end donor) x`,
    [params.districts, params.divisions, params.blood, params.statuses, HOSPITALS, MESSAGES, size.users, size.requests],
  );
  await pool.query(
    `insert into request_counts (status, blood, division, district, total)
     select status, blood, division, district, count(*) from donation_requests group by 1, 2, 3, 4
     on conflict (status, blood, division, district) do update set total = excluded.total`,
  );
  // Each division's rows for all its districts (migration 0020, decision 0050).
  await pool.query(
    `insert into request_counts (status, blood, division, district, total)
     select status, blood, division, '*', sum(total) from request_counts where district <> '*' group by 1, 2, 3
     on conflict (status, blood, division, district) do update set total = excluded.total`,
  );
  await pool.query('alter table donation_requests enable trigger request_counts_follow');
  log(`  ${size.requests.toLocaleString('en')} donation requests in ${((performance.now() - requestsStarted) / 1000).toFixed(1)} s`);
  // What a long-lived database holds beside the requests: the pledges of the taken ones, declines, and
  // a few weeks of alerts. Without them the planner, seeing empty tables, picks plans (sequential
  // scans inside the alert waves' donor query) that collapse as the mixed mode fills those tables.
  const answersStarted = performance.now();
  await pool.query(
    `insert into request_pledges (request_id, donor_id, donor_name, donor_email, created_at)
     select id, donor_id, donor_name, donor_email, created_at from donation_requests where donor_id is not null`,
  );
  // The donors' recent alert times (users.recent_alerts) follow this one insert in one statement of
  // its trigger (decision 0056), for every donor it names at once.
  await pool.query(
    `insert into notifications (user_id, request_id, created_at, read_at)
     select md5((1 + floor(random() * $1::int))::int::text)::uuid, r.id, r.created_at + interval '1 minute',
            case when random() < 0.6 then r.created_at + interval '1 hour' end
     from (select id, created_at from donation_requests order by created_at desc limit $2::int) r,
          generate_series(1, 30)
     on conflict do nothing`,
    [size.users, Math.ceil(size.requests / 100)],
  );
  await pool.query(
    `insert into request_declines (request_id, user_id, created_at)
     select request_id, user_id, created_at + interval '2 hours' from notifications where random() < 0.1
     on conflict do nothing`,
  );
  log(`  pledges, alerts and declines in ${((performance.now() - answersStarted) / 1000).toFixed(1)} s`);
  await pool.query(
    `insert into blogs (title, content, image_url, author_id, author_email, created_at)
     select $3 || n, repeat($1::text, 6 + n % 10), '/uploads/' || $4 || n || '.webp',
            md5('1000')::uuid, 'user1000@bench.grant.test', now() - make_interval(days => n)
     from generate_series(1, $2::int) n`,
    [`${MESSAGES[0]} ${MESSAGES[1]}\n\n`, size.blogs, BLOG_TITLE, BLOG_IMAGE],
  );
  // The writers: users 2 to BENCH_WRITERS + 1 (user 1 is the reader above).
  const [token, ...writerTokens] = await insertSessions(pool, [
    BENCH_USER.number,
    ...Array.from({ length: BENCH_WRITERS }, (_, i) => i + 2),
  ]);
  // Fresh statistics and visibility map, as autovacuum would leave a long-lived table (index-only scans need the latter).
  await pool.query('vacuum analyze');
  log(`  filled and analyzed in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return { token, writerTokens };
}

/**
 * A session for each user number (user ids are md5 of their number, as filled here), stored as the
 * app stores them (the SHA-256 of the token); answers the bearer tokens in the same order.
 */
export async function insertSessions(client, numbers) {
  const tokens = numbers.map(() => randomBytes(32).toString('base64url'));
  const sha256 = (text) => createHash('sha256').update(text).digest('hex');
  await client.query(
    `insert into sessions (user_id, token_hash, user_agent, expires_at)
     select md5(number::text)::uuid, hash, 'bench', now() + interval '1 day'
     from unnest($1::int[], $2::text[]) as s(number, hash)`,
    [numbers, tokens.map(sha256)],
  );
  return tokens;
}

/** Ids to fetch one by one: a fixed random sample of existing requests. */
export async function sampleRequestIds(url, count) {
  return withClient(url, async (c) => {
    const { rows } = await c.query('select id from donation_requests tablesample system (1) repeatable (7) limit $1', [count]);
    return rows.map((r) => r.id);
  });
}

/** Requests `count` pending ones, none asked for by a writer (users 2 to BENCH_WRITERS + 1), for the mixed mode's confirms. */
export async function samplePendingIds(url, count) {
  return withClient(url, async (c) => {
    const { rows } = await c.query(
      `select id from donation_requests
       where status = 'pending' and requester_id <> all (select md5(n::text)::uuid from generate_series(2, $2::int + 1) n)
       order by md5(id::text) limit $1`,
      [count, BENCH_WRITERS],
    );
    return rows.map((r) => r.id);
  });
}

/** How many requests and pending requests the data set holds now. */
export async function countRequests(url) {
  return withClient(url, async (c) => {
    const { rows } = await c.query(
      `select count(*)::int as requests, count(*) filter (where status = 'pending')::int as pending from donation_requests`,
    );
    return rows[0];
  });
}
