// The limit: the read routes of the benchmark on bare Fastify, the same SQL through the same pool
// settings, and nothing else (no validation, hooks, logging or compression; the app's headers, fixed).
// With a time to live (third argument, ms), also "bare Fastify with the same cache": what the app
// keeps, kept as long: public answers whole (their JSON and headers) by URL, sessions by token 1 s,
// the dashboard's answer by URL and caller, a request by id (its caller's response looked up each
// time, as the app does); see answer-cache.mjs for what it cannot do (see writes). Every answer
// carries the app's own headers (answer-headers.mjs), so the bytes sent are the same.
// Usage: node bench/references/bare-fastify.mjs <port> <database url> [cache ms]
import Fastify from 'fastify';
import { createAnswerCache, SESSION_CACHE_MS } from './answer-cache.mjs';
import { answerHeaders } from './answer-headers.mjs';
import { actorOf, listHeaders, openDatabase, PATHS, ROUTES, ROW_CACHED, SIGNED_IN } from './queries.mjs';

const [port, url, cacheMs] = process.argv.slice(2);
const db = await openDatabase(url);
const app = Fastify({ logger: false });
const cache = Number(cacheMs) > 0 ? createAnswerCache(Number(cacheMs)) : undefined;

/** The whole answer of a route: status, headers and the JSON text. */
async function answerOf(name, request) {
  const actor = SIGNED_IN.has(name) ? await callerOf(request.headers.authorization) : undefined;
  if (SIGNED_IN.has(name) && !actor) return { status: 401, headers: {}, body: JSON.stringify({ statusCode: 401, error: 'Unauthorized' }) };
  const keep = cache && ROW_CACHED.has(name) ? (key, load) => cache.get(key, load) : undefined;
  const make = async () => {
    const found = await ROUTES[name](db, { query: request.query, params: request.params, actor, keep });
    if (!found) return { status: 404, headers: {}, body: JSON.stringify({ statusCode: 404, error: 'Not Found' }) };
    const body = JSON.stringify(found.rows);
    return { status: 200, headers: { ...answerHeaders(SIGNED_IN.has(name), body), ...listHeaders(found) }, body };
  };
  if (!cache || keep) return make();
  return cache.get(actor ? `${actor.id} ${request.url}` : request.url, make);
}

const callerOf = (authorization) =>
  cache && authorization
    ? cache.get(`session ${authorization}`, () => actorOf(db.pool, authorization), SESSION_CACHE_MS)
    : actorOf(db.pool, authorization);

for (const name of Object.keys(ROUTES)) {
  app.get(PATHS[name], async (request, reply) => {
    const answer = await answerOf(name, request);
    return reply.code(answer.status).headers(answer.headers).type('application/json; charset=utf-8').send(answer.body);
  });
}
app.get('/api/health', async () => ({ ok: true, countSource: db.countSource, cacheMs: cache ? Number(cacheMs) : 0 }));

await app.listen({ port: Number(port), host: '127.0.0.1' });
process.once('SIGTERM', () => app.close().then(() => db.pool.end()));
