import { MESSAGES } from '@grant/shared';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { errorsPlugin } from './errors';

/** A query failing the way Drizzle reports it: its own error (with the parameters), the driver's as the cause. */
const failedQuery = (cause: Error) => new Error('Failed query: select * from users where email = $1\nparams: a@b.test', { cause });

async function appThrowing(error: Error) {
  const lines: string[] = [];
  const app = Fastify({ logger: { level: 'info', stream: { write: (line: string) => lines.push(line) } } });
  await app.register(errorsPlugin);
  app.get('/query', async () => {
    throw error;
  });
  return { app, lines };
}

describe('errors when the database cannot be reached', () => {
  it('answers 503 with a message a person can act on, and logs only the driver error', async () => {
    const { app, lines } = await appThrowing(
      failedQuery(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' })),
    );
    const res = await app.inject({ method: 'GET', url: '/query' });
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('5');
    expect(res.json()).toEqual({ statusCode: 503, error: 'Service Unavailable', message: MESSAGES.serviceUnavailable });
    const logged = lines.join('');
    expect(logged).toContain('ECONNREFUSED');
    expect(logged).not.toContain('a@b.test');
    await app.close();
  });

  it('answers a connection ended by the server (pg_terminate_backend) the same way', async () => {
    const { app } = await appThrowing(failedQuery(Object.assign(new Error('terminating connection'), { code: '57P01' })));
    expect((await app.inject({ method: 'GET', url: '/query' })).statusCode).toBe(503);
    await app.close();
  });

  it('leaves other database errors a 500', async () => {
    const { app } = await appThrowing(failedQuery(Object.assign(new Error('syntax error'), { code: '42601' })));
    expect((await app.inject({ method: 'GET', url: '/query' })).statusCode).toBe(500);
    await app.close();
  });
});
