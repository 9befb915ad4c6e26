// One size's load: every read route on the five servers, read-only and then mixed (reads while
// writes.mjs creates and confirms requests on the app). Each mode begins with a pass that is not
// counted (every route on every server for the warm-up's length: the pages the first round reads
// are in memory for every server alike), then `rounds` rounds, the servers of a route in rotating
// order (who goes first changes every route and round; with five rounds each server takes each
// place once per route), and per route and server the min and median. One load generator, started
// once, makes every run.
import { startLoadGenerator } from './processes.mjs';
import { familyOf, SERVERS } from './servers.mjs';
import { startWrites, WRITES_PER_SECOND } from './writes.mjs';

export const CONNECTIONS = 50;
export const MODES = [
  { key: 'read', label: 'read-only' },
  { key: 'mixed', label: `mixed: reads while ${WRITES_PER_SECOND} writes a second (creates and confirms) go to the app` },
];

/**
 * Answers { [mode]: [{ name, label, note, servers: { [server]: figures } }] } and the mixed mode's
 * writes. `cpus`: where the load generator runs (processes.mjs cpuPlacement).
 */
export async function measureSize({ urls, routes, size, tokens, pendingIds, cpus, log }) {
  const out = {};
  let writes;
  const generator = startLoadGenerator({ cpus });
  const targetOf = (route, key) => target(route, key, urls[key], size, tokens.reader);
  try {
    for (const mode of MODES) {
      log(`  ${mode.label}`);
      const writer = mode.key === 'mixed' ? startWrites({ url: urls.app, tokens: tokens.writers, pendingIds }) : undefined;
      try {
        if (size.warmupSeconds) {
          const warmUp = routes.flatMap((route) =>
            SERVERS.map(({ key }) => ({ ...targetOf(route, key), seconds: size.warmupSeconds, warmupSeconds: 0 })),
          );
          await generator.run(warmUp);
          log(`    warmed up: every route on every server for ${size.warmupSeconds} s, not counted`);
        }
        const runs = routes.map(() => Object.fromEntries(SERVERS.map(({ key }) => [key, []])));
        for (let round = 0; round < size.rounds; round++) {
          for (const [i, route] of routes.entries()) {
            const order = rotate(SERVERS, round + i);
            const summaries = await generator.run(order.map(({ key }) => targetOf(route, key)));
            for (const [j, { key }] of order.entries()) runs[i][key].push(summaries[j]);
            log(
              `    round ${round + 1}, ${route.label}: ${order.map(({ key }, j) => `${key} ${Math.round(summaries[j].rps)}`).join(', ')}`,
            );
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
  } finally {
    await generator.stop();
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
