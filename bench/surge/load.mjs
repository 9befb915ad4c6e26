// The surge's requests: which ones (a fixed draw, the same every run) and their sending, evenly
// spread over the load's seconds, from the requesters in turn, to the servers in turn.
import { todayInDhaka } from '@grant/shared';
import { BLOOD_WEIGHTS, places, weighted } from '../lib/dataset.mjs';
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

/** `count` request bodies: urgency by share, one to three bags, places weighted as the donors are, groups by population share. */
export function planRequests(count, seed = 17) {
  const random = randomOf(seed);
  const pick = (list) => list[Math.floor(random() * list.length)];
  const spots = places();
  const groups = weighted(BLOOD_WEIGHTS);
  const bags = Object.entries(BAGS_SHARES).flatMap(([n, share]) => Array(share).fill(Number(n)));
  const today = todayInDhaka();
  return urgencies(count, random).map((urgency, i) => {
    const spot = pick(spots);
    return {
      recipientName: `Surge Patient ${i + 1}`,
      hospitalName: `${spot.district} Sadar Hospital`,
      message: 'Needed for surgery; please come to the blood bank.',
      division: spot.division,
      district: spot.district,
      blood: pick(groups),
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
