// The surge's database: donors spread over every district and blood group, each with one push
// subscription at the stand-in, and the requesters with their sessions. Set-based SQL over
// generate_series: a million donors and their subscriptions without a round trip per row.
import { BLOOD_WEIGHTS, createMigratedDatabase, insertSessions, weighted, withClient } from '../lib/dataset.mjs';
import { OWN_LOCATION_SHARE, SURGE_HOSPITALS } from './places.mjs';
import { donorSpread, SLOTS } from './spread.mjs';

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
  // A bulk load: nothing is lost if the machine stops, the benchmark starts again.
  await client.query('set synchronous_commit = off');
  await client.query('select setseed(0.17)');
  // The hospitals the requests name (places.mjs) are the directory's own (migration 0025).
  const { rows: found } = await client.query('select id from hospitals where id = any($1::text[])', [SURGE_HOSPITALS.map((h) => h.id)]);
  if (found.length !== SURGE_HOSPITALS.length)
    throw new Error('The surge hospitals are not all in the hospital directory (migration 0025).');
  const spread = await donorSpread(client);
  const column = (key) => spread.spots.map((s) => s[key]);
  // Eligible (never donated), available, active donors with push and in-app alerts on and e-mail off
  // (the surge measures pushes; e-mail would add its own delivery work to the CPU per request) and
  // no quiet hours, so each one's push is due whatever the hour; half of them read Bangla. Each is
  // drawn to a spot (a Dhaka thana or upazila, or another district's centre) by its share; half of
  // them chose that area (its centre: area_id, or the centre itself without area data), the other
  // half shared their own location, a normal scatter around it (SPREAD_KM) rounded to 0.01 degree as
  // the app stores it. The users_keep_geo trigger (migration 0024) derives geo_lat/lon and geo_cell.
  await client.query(
    `insert into users (id, name, email, division, district, blood, role, language, quiet_start, quiet_end, created_at,
                        alert_email, area_id, location_lat, location_lon)
     select md5(n::text)::uuid, 'Surge Donor ' || n, 'donor' || n || '@surge.grant.test',
            ($2::text[])[s], ($1::text[])[s], ($3::text[])[b], 'donner',
            case when n % 2 = 0 then 'bn' else 'en' end, null, null, now() - make_interval(days => n % 1500), false,
            case when own then null else ($7::text[])[s] end,
            case when own then round((($5::float8[])[s] + g1 * ($4::float8[])[s] / 111.2)::numeric, 2)::float8
                 when ($7::text[])[s] is null then ($5::float8[])[s] end,
            case when own then round((($6::float8[])[s] + g2 * ($4::float8[])[s] / (111.2 * cos(radians(($5::float8[])[s]))))::numeric, 2)::float8
                 when ($7::text[])[s] is null then ($6::float8[])[s] end
     from (select n, ($8::int[])[1 + floor(random() * $9::int)::int] s, 1 + floor(random() * 100)::int b,
                  random() * 100 < $10::int own,
                  sqrt(-2 * ln(1 - random())) * cos(2 * pi() * random()) g1,
                  sqrt(-2 * ln(1 - random())) * cos(2 * pi() * random()) g2
           from generate_series(1, $11::int) n) g`,
    [
      column('district'),
      column('division'),
      weighted(BLOOD_WEIGHTS),
      column('sdKm'),
      column('lat'),
      column('lon'),
      column('areaId'),
      spread.slots,
      SLOTS,
      OWN_LOCATION_SHARE,
      size.donors,
    ],
  );
  log(`  ${size.donors.toLocaleString('en')} donors in ${seconds(started)} s (Dhaka's areas from the ${spread.source})`);
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
