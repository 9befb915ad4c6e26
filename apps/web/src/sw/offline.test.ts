import { describe, expect, it } from 'vitest';
import { isPublicRead, mayKeep } from './offline';

const ORIGIN = 'https://grant.example';
const get = (path: string) => [{ method: 'GET' }, new URL(path, ORIGIN), ORIGIN] as const;

describe('what the service worker keeps for a bad connection', () => {
  it('only the public lists, read with GET on this origin', () => {
    for (const path of ['/api/pending?page=1&limit=10', '/api/search?blood=A%2B', '/api/blogs?page=1', '/api/blogs/42', '/api/district']) {
      expect(isPublicRead(...get(path)), path).toBe(true);
    }
    for (const path of [
      '/api/auth/me',
      '/api/donors/me',
      '/api/notifications',
      '/api/request/a@b.org',
      '/api/push/key',
      '/api/pending/x',
    ]) {
      expect(isPublicRead(...get(path)), path).toBe(false);
    }
    expect(isPublicRead({ method: 'POST' }, new URL('/api/blogs', ORIGIN), ORIGIN)).toBe(false);
    expect(isPublicRead({ method: 'GET' }, new URL('https://other.example/api/pending'), ORIGIN)).toBe(false);
  });

  const answer = (status: number, cacheControl?: string) =>
    new Response(status === 304 ? null : '[]', { status, headers: cacheControl ? { 'cache-control': cacheControl } : {} });
  const anonymous = new Request(`${ORIGIN}/api/pending`);
  const signedIn = new Request(`${ORIGIN}/api/pending`, { headers: { authorization: 'Bearer secret' } });

  it('keeps an answer to a signed-in call only when the server marks it public', () => {
    expect(mayKeep(anonymous, answer(200, 'no-cache'))).toBe(true);
    expect(mayKeep(signedIn, answer(200, 'public, no-cache'))).toBe(true);
    expect(mayKeep(signedIn, answer(200, 'no-cache'))).toBe(false);
    expect(mayKeep(signedIn, answer(200))).toBe(false);
  });

  it('never keeps what the server forbids storing, or a failure', () => {
    expect(mayKeep(anonymous, answer(200, 'no-store'))).toBe(false);
    expect(mayKeep(anonymous, answer(200, 'private, max-age=60'))).toBe(false);
    expect(mayKeep(signedIn, answer(200, 'public, no-store'))).toBe(false);
    expect(mayKeep(anonymous, answer(304, 'public, no-cache'))).toBe(false);
    expect(mayKeep(anonymous, answer(500, 'public'))).toBe(false);
  });
});
