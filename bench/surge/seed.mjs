// The surge's database: donors spread over every district and blood group, each with one push
// subscription at the stand-in, and the requesters with their sessions. Set-based SQL over
// generate_series: a million donors and their subscriptions without a round trip per row.
import { BLOOD_WEIGHTS, createMigratedDatabase, insertSessions, places, weighted, withClient } from '../lib/dataset.mjs';

/** Donors are users 1..donors; the requesters come after them (user ids are md5 of the number). */
export const requesterNumbers = (size) => Array.from({ length: size.requesters }, (_, i) => size.donors + 1 + i);

/**
 * `pushBaseUrl`: the stand-in's address; each donor's endpoint is `${pushBaseUrl}/push/<user id>`.
 * `keys`: the browser keys every subscription shares ({ p256dh, auth }).
 */
export async function createSurgeDataset({ serverUrl, size, pushBaseUrl, keys, log }) {
  const { name, url, drop } = await createMigratedDatabase(serverUrl, `grant_surge_${process.pid}`);
  try {
    const tokens = await withClient(url, (client) => fill(client, { size, pushBaseUrl, keys, log }));
    return { name, url, tokens, drop };
  } catch (error) {
    await drop();
    throw error;
  }
}

async function fill(client, { size, pushBaseUrl, keys, log }) {
  const started = performance.now();
  const seconds = (from) => ((performance.now() - from) / 1000).toFixed(1);
  const spots = places();
  // A bulk load: nothing is lost if the machine stops, the benchmark starts again.
  await client.query('set synchronous_commit = off');
  await client.query('select setseed(0.17)');
  // Eligible (never donated), available, active donors with every alert channel on (the default) and
  // no quiet hours, so each one's push is due whatever the hour; half of them read Bangla.
  await client.query(
    `insert into users (id, name, email, division, district, blood, role, language, quiet_start, quiet_end, created_at)
     select md5(n::text)::uuid, 'Surge Donor ' || n, 'donor' || n || '@surge.grant.test',
            ($2::text[])[p], ($1::text[])[p], ($3::text[])[b], 'donner',
            case when n % 2 = 0 then 'bn' else 'en' end, null, null, now() - make_interval(days => n % 1500)
     from (select n, 1 + floor(random() * cardinality($1::text[]))::int p, 1 + floor(random() * 100)::int b
           from generate_series(1, $4::int) n) g`,
    [spots.map((s) => s.district), spots.map((s) => s.division), weighted(BLOOD_WEIGHTS), size.donors],
  );
  log(`  ${size.donors.toLocaleString('en')} donors in ${seconds(started)} s`);
  const subscriptionsStarted = performance.now();
  await client.query(
    `insert into push_subscriptions (user_id, endpoint, p256dh, auth)
     select md5(n::text)::uuid, $1 || '/push/' || md5(n::text)::uuid, $2, $3 from generate_series(1, $4::int) n`,
    [pushBaseUrl, keys.p256dh, keys.auth, size.donors],
  );
  log(`  ${size.donors.toLocaleString('en')} push subscriptions in ${seconds(subscriptionsStarted)} s`);
  // Requesters are not available as donors: every alert goes to the seeded donors.
  const numbers = requesterNumbers(size);
  await client.query(
    `insert into users (id, name, email, division, district, blood, role, available)
     select md5(n::text)::uuid, 'Surge Requester ' || n, 'requester' || n || '@surge.grant.test', 'Dhaka', 'Dhaka', 'O+', 'donner', false
     from unnest($1::int[]) n`,
    [numbers],
  );
  const tokens = await insertSessions(client, numbers);
  await client.query('vacuum analyze');
  log(`  ${numbers.length} requesters with a session; filled and analyzed in ${seconds(started)} s`);
  return tokens;
}
