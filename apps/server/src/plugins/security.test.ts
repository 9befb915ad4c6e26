import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('security headers', () => {
  it('send a strict Content-Security-Policy with no inline or foreign script', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    const csp = String(res.headers['content-security-policy']);
    const directives = Object.fromEntries(
      csp
        .split(';')
        .map((d) => d.trim().split(/\s+/))
        .map(([name, ...values]) => [name, values]),
    );

    expect(directives['default-src']).toEqual(["'self'"]);
    expect(directives['script-src']).toEqual(["'self'"]);
    expect(directives['object-src']).toEqual(["'none'"]);
    expect(directives['frame-ancestors']).toEqual(["'none'"]);
    expect(directives['base-uri']).toEqual(["'none'"]);
    expect(directives['worker-src']).toEqual(["'self'"]);
    expect(directives['manifest-src']).toEqual(["'self'"]);
    expect(csp).not.toContain('unsafe-eval');
  });

  it('forbid sniffing and framing, and send no X-Powered-By', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/division' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['x-powered-by']).toBeUndefined();
    expect(res.headers['strict-transport-security']).toMatch(/max-age=\d+/);
  });

  it('keep personal answers out of every cache, while fixed public lists may be cached', async () => {
    const personal = await t.app.inject({ method: 'GET', url: '/api/auth/me' });
    expect(personal.headers['cache-control']).toBe('no-store');
    const places = await t.app.inject({ method: 'GET', url: '/api/district' });
    expect(places.headers['cache-control']).toBe('public, max-age=86400');
    expect(places.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('come with error answers too', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/x' });
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
  });
});
