// The load generator, run as a child process by bench/lib/processes.mjs: receives lists of targets
// ({ url, paths, method, headers, authorizations, body, connections, seconds, warmupSeconds }) over IPC,
// one list at a time, runs autocannon against each target in turn, cycling through `paths`, and sends
// back their summaries; it ends when its parent disconnects.
import autocannon from 'autocannon';

/** `authorizations`: when given, each request takes the next one (many accounts rather than one). */
async function run({ url, paths, method = 'GET', headers = {}, authorizations, body, connections, seconds }) {
  let next = 0;
  const result = await autocannon({
    url,
    connections,
    duration: seconds,
    requests: [
      {
        method,
        headers: body ? { ...headers, 'content-type': 'application/json' } : headers,
        body: body ? JSON.stringify(body) : undefined,
        setupRequest: (request) => {
          const n = next++;
          const authorization = authorizations?.[n % authorizations.length];
          const path = paths[n % paths.length];
          return authorization ? { ...request, path, headers: { ...request.headers, authorization } } : { ...request, path };
        },
      },
    ],
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

process.on('message', async (targets) => {
  const summaries = [];
  for (const target of targets) {
    if (target.warmupSeconds) await run({ ...target, seconds: target.warmupSeconds });
    summaries.push(await run(target));
  }
  process.send(summaries);
});
process.once('disconnect', () => process.exit(0));
