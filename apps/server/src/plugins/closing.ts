import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** How often, while the app closes, connections that have gone idle are closed. */
const IDLE_SWEEP_MS = 100;

/**
 * Closing under load (SIGTERM, main.ts). Fastify answers requests that arrive while it closes with 503
 * and `Connection: close`, and closes the connections idle at that moment once; Node's server.close()
 * then waits for every other connection to end. A request already in flight would be answered
 * `keep-alive`, and its client (a browser, a connection pool) may keep that connection open, idle,
 * for minutes: the close would wait for it. So while closing, every answer says `Connection: close`
 * (Node then ends the connection after it), and connections that go idle anyway (an answer written
 * past Fastify's hooks) are closed every 100 ms until the server has closed.
 */
export const closingPlugin = fp(async (app: FastifyInstance) => {
  let closing = false;
  let sweep: NodeJS.Timeout | undefined;
  app.addHook('preClose', (done) => {
    closing = true;
    sweep = setInterval(() => app.server.closeIdleConnections(), IDLE_SWEEP_MS).unref();
    done();
  });
  app.addHook('onClose', (_app, done) => {
    clearInterval(sweep);
    done();
  });
  // A callback, not an async hook: it runs for every answer.
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (closing) reply.header('connection', 'close');
    done(null, payload);
  });
});
