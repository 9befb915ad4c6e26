import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { signedInUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { conflict } from '../lib/app-error';
import { errorsPlugin } from './errors';

/** Traces of internals that no answer may show. */
const expectNoInternals = (body: string) => {
  expect(body).not.toMatch(/"stack"|\n\s+at |node_modules|\.ts:\d+|select |insert into/i);
};

describe('error answers of the app', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers malformed JSON with a 400 {statusCode, error, message}', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": "a@example.test", ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(['error', 'message', 'statusCode']);
    expect(body).toMatchObject({ statusCode: 400, error: 'Bad Request', message: expect.any(String) });
    expectNoInternals(res.body);
  });

  it('answers text the database cannot store (a NUL character) with a 400, not a 500', async () => {
    const { headers } = await signedInUser(t);
    const inFuture = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/request',
      headers,
      payload: {
        recipientName: 'Nul',
        hospitalName: 'Square Hospital',
        message: 'before\u0000after',
        division: 'Dhaka',
        district: 'Dhaka',
        blood: 'A+',
        donationDate: inFuture,
        donationTime: '10:00 AM',
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/cannot be stored/);
    expectNoInternals(res.body);
  });

  it('names the field in a validation message', async () => {
    const { headers } = await signedInUser(t, { role: 'admin' });
    const res = await t.app.inject({ method: 'GET', url: '/api/users?page=abc', headers });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^page\b/);
  });

  it.each([
    ['GET', '/api/x'],
    ['POST', '/api/nothing/here?with=query'],
    ['DELETE', '/api/users'],
    ['GET', '/not-an-api-page'],
  ])('answers %s %s, which does not exist, with a JSON 404', async (method, url) => {
    const res = await t.app.inject({ method: method as 'GET', url });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ statusCode: 404, error: 'Not Found', message: `Nothing lives at ${method} ${url.split('?')[0]}.` });
  });

  it('shows no stack, path or SQL in any error answer', async () => {
    const answers = await Promise.all([
      t.app.inject({ method: 'POST', url: '/api/auth/login', headers: { 'content-type': 'application/json' }, payload: '{' }),
      t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'nope' } }),
      t.app.inject({ method: 'GET', url: '/api/users' }),
      t.app.inject({ method: 'PATCH', url: '/api/block/not-a-uuid', headers: { authorization: 'Bearer forged' } }),
      t.app.inject({ method: 'POST', url: '/api/auth/register', headers: { 'content-type': 'text/plain' }, payload: 'x' }),
      t.app.inject({ method: 'GET', url: '/api/x' }),
    ]);
    for (const res of answers) {
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expectNoInternals(res.body);
    }
  });
});

describe('errorsPlugin', () => {
  async function appThrowing(error: unknown) {
    const app = Fastify({ logger: false });
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    await app.register(errorsPlugin);
    app.get('/boom', async () => {
      throw error;
    });
    app.get('/bad-shape', { schema: { response: { 200: z.object({ n: z.number() }) } } }, async () => ({ n: 'not a number' }) as never);
    return app;
  }

  it('turns an AppError into its status and message', async () => {
    const app = await appThrowing(conflict('Already taken.'));
    const res = await app.inject({ method: 'GET', url: '/boom' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ statusCode: 409, error: 'Conflict', message: 'Already taken.' });
  });

  it('hides an unexpected error behind a generic 500, without stack or SQL', async () => {
    const app = await appThrowing(new Error('relation "users" does not exist: select password_hash from users'));
    const res = await app.inject({ method: 'GET', url: '/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      statusCode: 500,
      error: 'Internal Server Error',
      message: 'Something went wrong on our side. Please try again.',
    });
  });

  it('answers a response that breaks its own schema with a 500, not the data', async () => {
    const app = await appThrowing(undefined);
    const res = await app.inject({ method: 'GET', url: '/bad-shape' });
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('not a number');
  });
});
