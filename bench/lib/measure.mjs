// One size's load: every read route on the five servers, read-only and then mixed (reads while
// writes.mjs creates and confirms requests on the app), `rounds` times each, the servers of a route
// in rotating order (who goes first changes every route and round, so no server always follows the
// same neighbour or meets the machine's busiest moment), and per route and server the min and median.
import { runLoad } from './processes.mjs';
import { familyOf, SERVERS } from './servers.mjs';
import { startWrites, WRITES_PER_SECOND } from './writes.mjs';

export const CONNECTIONS = 50;
export const MODES = [
  { key: 'read', label: 'read-only' },
  { key: 'mixed', label: `mixed: reads while ${WRITES_PER_SECOND} writes a second (creates and confirms) go to the app` },
];

/** Answers { [mode]: [{ name, label, note, servers: { [server]: figures } }] } and the mixed mode's writes. */
export async function measureSize({ urls, routes, size, tokens, pendingIds, log }) {
  const out = {};
  let writes;
  for (const mode of MODES) {
    log(`  ${mode.label}`);
    const writer = mode.key === 'mixed' ? startWrites({ url: urls.app, tokens: tokens.writers, pendingIds }) : undefined;
    try {
      const runs = routes.map(() => Object.fromEntries(SERVERS.map(({ key }) => [key, []])));
      for (let round = 0; round < size.rounds; round++) {
        for (const [i, route] of routes.entries()) {
          const order = rotate(SERVERS, round + i);
          const summaries = await runLoad(order.map(({ key }) => target(route, key, urls[key], size, tokens.reader)));
          for (const [j, { key }] of order.entries()) runs[i][key].push(summaries[j]);
          log(`    round ${round + 1}, ${route.label}: ${order.map(({ key }, j) => `${key} ${Math.round(summaries[j].rps)}`).join(', ')}`);
        }
      }
      out[mode.key] = routes.map((route, i) => ({
        name: route.name,
        label: route.label,
        note: route.note,
        servers: Object.fromEntries(SERVERS.map(({ key }) => [key, figures(runs[i][key])])),
      }));
    } finally {
      if (writer) writes = await writer.stop();
    }
  }
  return { modes: out, writes };
}

function target(route, server, url, size, token) {
  const paths = Array.isArray(route.paths) ? route.paths : route.paths[familyOf(server)];
  return {
    url,
    paths,
    headers: route.signedIn ? { authorization: `Bearer ${token}` } : {},
    connections: CONNECTIONS,
    seconds: size.loadSeconds,
    warmupSeconds: size.warmupSeconds,
  };
}

const rotate = (list, by) => list.map((_, i) => list[(i + by) % list.length]);

export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** Req/s median and min, latency p50 and p99 median and p99's worst, and the answers of every run summed. */
function figures(runs) {
  return {
    rps: median(runs.map((r) => r.rps)),
    rpsMin: Math.min(...runs.map((r) => r.rps)),
    p50: median(runs.map((r) => r.p50)),
    p99: median(runs.map((r) => r.p99)),
    p99Max: Math.max(...runs.map((r) => r.p99)),
    requests: runs.reduce((sum, r) => sum + r.requests, 0),
    non2xx: runs.reduce((sum, r) => sum + r.non2xx, 0),
    errors: runs.reduce((sum, r) => sum + r.errors, 0),
    runs: runs.map((r) => ({ rps: Math.round(r.rps), p99: r.p99 })),
  };
}
