// The limit: the read routes of the benchmark on bare Fastify, the same SQL through the same pool
// settings, and nothing else (no validation, hooks, headers, logging or compression).
// Usage: node bench/references/bare-fastify.mjs <port> <database url>
import Fastify from 'fastify';
import { actorOf, createPool, PATHS, ROUTES, SIGNED_IN } from './queries.mjs';

const [port, url] = process.argv.slice(2);
const pool = createPool(url);
const app = Fastify({ logger: false });

for (const [name, answer] of Object.entries(ROUTES)) {
  app.get(PATHS[name], async (request, reply) => {
    const actor = SIGNED_IN.has(name) ? await actorOf(pool, request.headers.authorization) : undefined;
    if (SIGNED_IN.has(name) && !actor) return reply.code(401).send({ statusCode: 401, error: 'Unauthorized' });
    const found = await answer(pool, { query: request.query, params: request.params, actor });
    if (!found) return reply.code(404).send({ statusCode: 404, error: 'Not Found' });
    if (found.total !== undefined) reply.header('x-total-count', String(found.total));
    return found.rows;
  });
}
app.get('/api/health', async () => ({ ok: true }));

await app.listen({ port: Number(port), host: '127.0.0.1' });
process.once('SIGTERM', () => app.close().then(() => pool.end()));
