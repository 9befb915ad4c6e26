import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Every refused call (401, 403) of the API goes to the log with who (the signed-in user, if any),
 * what (method, route, the ids in its path) and from where; pino adds when. Bodies and headers are
 * never logged, so no password or token lands here.
 */
export const accessLogPlugin = fp(async (app: FastifyInstance) => {
  // A callback, not an async hook: it runs after every answer, and a promise each time is measurable.
  app.addHook('onResponse', (request, reply, done) => {
    if ((reply.statusCode !== 401 && reply.statusCode !== 403) || !request.url.startsWith('/api/')) return done();
    request.log.warn(
      {
        accessDenied: {
          statusCode: reply.statusCode,
          userId: request.actor?.id ?? null,
          role: request.actor?.role ?? null,
          method: request.method,
          route: request.routeOptions.url ?? null,
          params: request.params,
        },
      },
      `access denied (${reply.statusCode}) to ${request.method} ${request.routeOptions.url ?? request.url}`,
    );
    done();
  });
});
