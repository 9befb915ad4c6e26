// What the database says about the surge's requests: during the window, whether first-wave work is
// still queued; afterwards, the waves and notifications to hold the arrived pushes against.
import { withClient } from '../lib/dataset.mjs';

/**
 * Unfinished jobs that can still bring a first-wave push: the wave job itself (or the pre-wave
 * notify-donors job) and the push deliveries of first waves (CONTRACT.md's job types), whatever their
 * run_at, so a delivery waiting for its retry keeps the window open.
 */
const FIRST_WAVE_WORK = `
  select count(*)::int as jobs from jobs
  where done_at is null and failed_at is null
    and ((type in ('request.alert-wave', 'request.notify-donors') and coalesce(payload->>'wave', '1') = '1')
      or (type = 'alert.deliver' and payload->>'channel' = 'push' and payload->>'wave' = '1'))`;

/**
 * Waits until no first-wave work is left (then one more second for pushes on the wire) or until
 * `windowMs` has passed, logging progress every 10 s. Answers how long it waited and whether the work ran out.
 */
export async function waitForFirstWaves({ url, ids, pushService, windowMs, log }) {
  const started = performance.now();
  let lastLog = started;
  let seen = false;
  return withClient(url, async (client) => {
    for (;;) {
      const {
        rows: [work],
      } = await client.query(FIRST_WAVE_WORK);
      const {
        rows: [waves],
      } = await client.query('select count(*)::int as first from alert_waves where number = 1 and request_id = any($1::uuid[])', [ids]);
      const elapsed = performance.now() - started;
      if (performance.now() - lastLog >= 10_000) {
        lastLog = performance.now();
        log(
          `  +${Math.round(elapsed / 1000)} s: ${waves.first} of ${ids.length} first waves sent, ${work.jobs} first-wave jobs left, ${pushService.arrivals.length} pushes arrived`,
        );
      }
      // Never having seen such work (job types other than the contract's, say), it waits the whole
      // window; a first wave sent is such work seen, however soon the jobs were done.
      seen ||= work.jobs > 0 || waves.first > 0;
      if ((seen && work.jobs === 0) || elapsed >= windowMs) {
        await new Promise((resolve) => setTimeout(resolve, 1000));
        return { waitedMs: Math.round(performance.now() - started), workLeft: work.jobs };
      }
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  });
}

/**
 * The surge requests' alert waves and notifications (every wave), each notification with whether a
 * push was due: the donor chose push and has a device (the seeded donors have no quiet hours).
 * Also how many donors each request's first wave could reach, and the jobs that failed for good.
 */
export function readOutcome(url, ids) {
  return withClient(url, async (client) => {
    const waves = await client.query(
      `select request_id as "requestId", number, recipients, created_at as "createdAt"
       from alert_waves where request_id = any($1::uuid[])`,
      [ids],
    );
    const notifications = await client.query(
      `select n.id, n.request_id as "requestId", n.user_id as "userId", n.wave, n.pushed_at as "pushedAt",
              u.alert_push and exists (select 1 from push_subscriptions s where s.user_id = n.user_id) as "pushDue"
       from notifications n join users u on u.id = n.user_id
       where n.request_id = any($1::uuid[])`,
      [ids],
    );
    // Whether a first wave can reach anyone (exact group, same district: CONTRACT.md): if not, no
    // wave is owed. 1 or 0, not a count: a count reads every match of Dhaka's third of the donors.
    const candidates = await client.query(
      `select r.id, (exists (select 1 from users u
                     where u.available and u.status = 'Active' and u.division = r.division
                       and u.blood = r.blood and u.district = r.district and u.id <> r.requester_id))::int as candidates
       from donation_requests r where r.id = any($1::uuid[])`,
      [ids],
    );
    const failedJobs = await client.query(
      `select type, count(*)::int as count, min(last_error) as "lastError" from jobs
       where failed_at is not null group by type order by type`,
    );
    return {
      waves: waves.rows,
      notifications: notifications.rows,
      candidates: new Map(candidates.rows.map((r) => [r.id, r.candidates])),
      failedJobs: failedJobs.rows,
    };
  });
}
