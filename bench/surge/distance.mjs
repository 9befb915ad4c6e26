// How near the hospital the first waves reached (issue 48: in Dhaka, the median distance of wave-1
// donors at most a fifth of a same-district wave's on the same population). Both sides are measured
// on the run's own database after its window: the donors each Dhaka request's wave 1 told (its
// notifications, at the donors' geo point), and for the same requests the same number of donors
// chosen the way waves chose before issue 48 (decision 0025/0047): the request's district, a group
// that may give its component, exact group first, fewest alerts this week, then by id.
import { compatibleDonorGroupsFor } from '@grant/shared';
import { withClient } from '../lib/dataset.mjs';
import { BENCH_APPLICATION } from './cpu.mjs';

/** The haversine of packages/shared places/geo.ts distanceKm, in SQL, from (lat1, lon1) to (lat2, lon2). */
export const distanceSql = (lat1, lon1, lat2, lon2) =>
  `(12742 * asin(least(1, sqrt(power(sin(radians(${lat2} - ${lat1}) / 2), 2)
     + cos(radians(${lat1})) * cos(radians(${lat2})) * power(sin(radians(${lon2} - ${lon1}) / 2), 2)))))`;

/** Requests compared on both sides: every Dhaka request at the small size, an even sample of them at the full one. */
const SAMPLE = 40;
const WEEK_MS = 7 * 86_400_000;
const NOBODY_TOLD = '00000000-0000-0000-0000-000000000000';

const alertsSince = Array.from(
  { length: 10 },
  (_, i) => `when (u.recent_alerts[${i + 1}] is null or u.recent_alerts[${i + 1}] <= $4::timestamptz) then ${i}`,
).join(' ');

/**
 * A wave's candidate query as main had it before issue 48 (66c0103, wave-candidates.repository.ts
 * as drizzle wrote it; the group list one array parameter, the week's start one parameter, the
 * request's district first by construction): also the plan check's "before" figure. $1 district,
 * $2 groups, $3 exact group, $4 the week's start, $5 how many, $6 the requester, $7 the weekly cap
 * or null (critical requests have none), $8 the request. The seeded donors never gave blood, so the
 * last-donation condition is left out.
 */
export const SAME_DISTRICT_WAVE = `
  select u.id from users u
  where u.available = true and u.status = 'Active' and u.division = 'Dhaka' and u.blood = any($2::text[]) and u.district = $1
    and u.id <> $6
    and not exists (select 1 from notifications n where n.request_id = $8 and n.user_id = u.id)
    and not exists (select 1 from request_declines d where d.request_id = $8 and d.user_id = u.id)
    and not exists (select 1 from request_pledges p where p.request_id = $8 and p.donor_id = u.id)
    and ($7::int is null or u.recent_alerts[$7::int] is null or u.recent_alerts[$7::int] <= $4::timestamptz)
  order by u.blood = $3 desc, case ${alertsSince} else 10 end asc, u.id asc
  limit $5`;

/** Its donors' distances from the request's point ($9, $10), for another request id than the one told ($8). */
const SAME_DISTRICT_DISTANCES = `
  select ${distanceSql('$9::float8', '$10::float8', 'u.geo_lat', 'u.geo_lon')} as km
  from (${SAME_DISTRICT_WAVE}) w join users u on u.id = w.id`;

export const sameDistrictParams = (request, limit, weeklyCap, now = Date.now()) => [
  request.district,
  compatibleDonorGroupsFor(request.blood, request.component),
  request.blood,
  new Date(now - WEEK_MS).toISOString(),
  limit,
  request.requesterId,
  request.urgency === 'critical' ? null : weeklyCap,
  request.id,
];

const median = (values) => {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/**
 * Answers { requests, wave1: { donors, medianKm }, sameDistrict: { donors, medianKm }, ratio,
 * wave1AllMedianKm } over the Dhaka requests among `ids` whose wave 1 told someone.
 */
export function measureDistances(url, ids, { weeklyCap }) {
  return withClient(`${url}?application_name=${BENCH_APPLICATION}-distance`, async (client) => {
    const { rows: requests } = await client.query(
      `select r.id, r.district, r.blood, r.component, r.urgency, r.requester_id as "requesterId", r.geo_lat as lat, r.geo_lon as lon,
              array_agg(${distanceSql('r.geo_lat', 'r.geo_lon', 'u.geo_lat', 'u.geo_lon')}) as kms
       from donation_requests r
       join notifications n on n.request_id = r.id and n.wave = 1
       join users u on u.id = n.user_id
       where r.id = any($1::uuid[]) and r.district = 'Dhaka'
       group by r.id order by r.created_at, r.id`,
      [ids],
    );
    const step = Math.max(1, requests.length / SAMPLE);
    const sample = Array.from({ length: Math.min(SAMPLE, requests.length) }, (_, i) => requests[Math.floor(i * step)]);
    const wave1 = sample.flatMap((r) => r.kms);
    const sameDistrict = [];
    for (const request of sample) {
      // As if nobody had been told yet: a request id no notification names.
      const params = [...sameDistrictParams({ ...request, id: NOBODY_TOLD }, request.kms.length, weeklyCap), request.lat, request.lon];
      const { rows } = await client.query(SAME_DISTRICT_DISTANCES, params);
      sameDistrict.push(...rows.map((row) => row.km));
    }
    const wave1Median = median(wave1);
    const sameMedian = median(sameDistrict);
    return {
      requests: sample.length,
      dhakaRequests: requests.length,
      wave1: { donors: wave1.length, medianKm: wave1Median },
      sameDistrict: { donors: sameDistrict.length, medianKm: sameMedian },
      ratio: wave1Median !== null && sameMedian ? wave1Median / sameMedian : null,
      wave1AllMedianKm: median(requests.flatMap((r) => r.kms)),
    };
  });
}
