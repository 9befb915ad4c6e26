// The surge's requests: which ones (a fixed draw, the same every run but for neededBy, hours from now) and their sending, evenly
// spread over the load's seconds, from the requesters in turn, to the servers in turn.
import { todayInDhaka } from '@grant/shared';
import { BLOOD_WEIGHTS, places, weighted } from '../lib/dataset.mjs';
import { COMPONENT_SHARES, DHAKA_REQUEST_SHARE, NEEDED_WITHIN_HOURS, SURGE_HOSPITALS } from './places.mjs';
import { BAGS_SHARES, URGENCY_SHARES } from './sizes.mjs';

/** mulberry32: a small seeded generator, so every run asks for the same requests. */
function randomOf(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Exactly the shares of each urgency (rounded), in a shuffled order. */
function urgencies(count, random) {
  const out = Object.entries(URGENCY_SHARES).flatMap(([urgency, share]) => Array(Math.round((count * share) / 100)).fill(urgency));
  while (out.length < count) out.push('normal');
  out.length = count;
  for (let i = out.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

const drawOf = (random, shares) => {
  const slots = Object.entries(shares).flatMap(([value, share]) => Array(share).fill(value));
  return () => slots[Math.floor(random() * slots.length)];
};

/**
 * `count` request bodies: urgency by share, one to three bags, a dengue season's components; half
 * at one of the Dhaka hospitals of places.mjs (by hospitalId), the rest in the other districts
 * weighted as the donors are (at their district's centre, no hospital named); groups by population
 * share; neededBy a few hours ahead for critical ones (NEEDED_WITHIN_HOURS). `now`: ms.
 */
export function planRequests(count, seed = 17, now = Date.now()) {
  const random = randomOf(seed);
  const pick = (list) => list[Math.floor(random() * list.length)];
  const others = places().filter((p) => p.district !== 'Dhaka');
  const groups = weighted(BLOOD_WEIGHTS);
  const bags = Object.entries(BAGS_SHARES).flatMap(([n, share]) => Array(share).fill(Number(n)));
  const component = drawOf(random, COMPONENT_SHARES);
  const today = todayInDhaka();
  return urgencies(count, random).map((urgency, i) => {
    const hospital = random() * 100 < DHAKA_REQUEST_SHARE ? pick(SURGE_HOSPITALS) : undefined;
    const spot = hospital ?? pick(others);
    const [from, to] = NEEDED_WITHIN_HOURS[urgency];
    const neededBy = new Date(now + (from + random() * (to - from)) * 3_600_000);
    return {
      recipientName: `Surge Patient ${i + 1}`,
      hospitalName: hospital?.name ?? `${spot.district} Sadar Hospital`,
      ...(hospital ? { hospitalId: hospital.id } : {}),
      message: 'Dengue patient, platelets falling; please come to the blood bank.',
      division: spot.division,
      district: spot.district,
      blood: pick(groups),
      component: component(),
      neededBy: neededBy.toISOString(),
      donationDate: today,
      donationTime: '10:00',
      urgency,
      bags: pick(bags),
    };
  });
}

const sleepUntil = (at) => new Promise((resolve) => setTimeout(resolve, Math.max(0, at - performance.now())));

/**
 * Sends each body with `POST /api/request` at its moment (`seconds` spread evenly), request i from
 * requester i mod n to server i mod m. Resolves with one row per request: the body, its server,
 * when it was sent and answered (performance.now() ms), the status and the new request's id.
 */
export function sendRequests(bodies, { urls, tokens, seconds }) {
  const gapMs = (seconds * 1000) / bodies.length;
  const start = performance.now();
  return Promise.all(
    bodies.map(async (body, i) => {
      await sleepUntil(start + i * gapMs);
      const server = i % urls.length;
      const sentAt = performance.now();
      try {
        const response = await fetch(`${urls[server]}/api/request`, {
          method: 'POST',
          headers: { authorization: `Bearer ${tokens[i % tokens.length]}`, 'content-type': 'application/json' },
          body: JSON.stringify(body),
        });
        const answeredAt = performance.now();
        const json = await response.json().catch(() => ({}));
        return {
          body,
          server,
          sentAt,
          answeredAt,
          status: response.status,
          id: json.insertedId,
          error: response.ok ? undefined : json.message,
        };
      } catch (error) {
        return { body, server, sentAt, answeredAt: performance.now(), status: 0, error: error.message };
      }
    }),
  );
}
