import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Public lists that every caller sees alike: a browser may keep them but asks again each time
 * (`no-cache`), and gets 304 with no body when nothing changed. Every other API answer stays
 * `no-store` (plugins/security.ts) and carries no ETag, since no cache may keep it anyway.
 */
export const REVALIDATED_ROUTES = new Set(['/api/pending', '/api/search', '/api/blogs', '/api/blogs/:id']);
export const REVALIDATE = 'no-cache';

/** Does an If-None-Match header name this (weak) ETag? Weak comparison, as RFC 9110 asks for GET. */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || bare(tag) === bare(etag));
}

/**
 * Weak ETags on cacheable JSON answers of GET /api (the public lists above and the place lists,
 * which set their own max-age), hashed from the serialized body before compression; a matching
 * If-None-Match turns the answer into a 304. Registered before the compression plugin.
 */
export const httpCachingPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onRequest', async (request, reply) => {
    if (request.method === 'GET' || request.method === 'HEAD') {
      if (REVALIDATED_ROUTES.has(request.routeOptions.url ?? '')) reply.header('cache-control', REVALIDATE);
    }
  });

  app.addHook('onSend', async (request, reply, payload) => {
    if ((request.method !== 'GET' && request.method !== 'HEAD') || reply.statusCode !== 200) return payload;
    if (typeof payload !== 'string' || !request.url.startsWith('/api/')) return payload;
    const cacheControl = String(reply.getHeader('cache-control') ?? '');
    if (!cacheControl || cacheControl.includes('no-store')) return payload;
    const etag = `W/"${createHash('sha256').update(payload).digest('base64url').slice(0, 27)}"`;
    reply.header('etag', etag);
    if (!matchesEtag(request.headers['if-none-match'], etag)) return payload;
    reply.code(304);
    return '';
  });
});
