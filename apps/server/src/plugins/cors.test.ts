import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { loadConfig } from '../config';

const partner = 'https://partner.example.org';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ corsOrigins: [partner] });
});
afterAll(() => t.close());

describe('CORS', () => {
  it('lets a configured origin read answers, with the headers a list needs', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/blogs', headers: { origin: partner } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['access-control-allow-origin']).toBe(partner);
    expect(String(res.headers['access-control-expose-headers'])).toContain('x-total-count');
    expect(res.headers['access-control-allow-credentials']).toBeUndefined();
  });

  it('answers a configured origin’s preflight for a signed-in edit', async () => {
    const res = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/auth/profile',
      headers: { origin: partner, 'access-control-request-method': 'PATCH', 'access-control-request-headers': 'authorization,if-match' },
    });
    expect(res.statusCode).toBe(204);
    expect(res.headers['access-control-allow-origin']).toBe(partner);
    expect(String(res.headers['access-control-allow-methods'])).toContain('PATCH');
    expect(String(res.headers['access-control-allow-headers'])).toContain('authorization');
  });

  it('gives any other origin no CORS header, so browsers keep its pages out', async () => {
    for (const origin of ['https://evil.example', 'null', `${partner}.evil.example`]) {
      const read = await t.app.inject({ method: 'GET', url: '/api/blogs', headers: { origin } });
      expect(read.headers['access-control-allow-origin']).toBeUndefined();
      const preflight = await t.app.inject({
        method: 'OPTIONS',
        url: '/api/auth/profile',
        headers: { origin, 'access-control-request-method': 'PATCH' },
      });
      expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
    }
  });

  it('reads CORS_ORIGINS as a list of origins and refuses anything else', () => {
    const base = { NODE_ENV: 'test' as const };
    expect(loadConfig({ ...base }).corsOrigins).toEqual([]);
    expect(loadConfig({ ...base, CORS_ORIGINS: `${partner}, http://localhost:5173` }).corsOrigins).toEqual([
      partner,
      'http://localhost:5173',
    ]);
    expect(() => loadConfig({ ...base, CORS_ORIGINS: 'https://partner.example.org/path' })).toThrow(/not an origin/);
    expect(() => loadConfig({ ...base, CORS_ORIGINS: '*' })).toThrow(/not an origin/);
  });
});
