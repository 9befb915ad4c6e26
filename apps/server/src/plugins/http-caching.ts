import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ReadCache } from '../lib/read-cache';

/** A whole answer of a public list, kept in the read cache: the same bytes for every caller. */
interface KeptAnswer {
  payload: string;
  etag: string;
  total: string | undefined;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set on a public list answered by its handler: keeps the answer for the next callers. */
    keepAnswer: ((answer: KeptAnswer) => void) | null;
  }
}

/**
 * Public lists that every caller sees alike: a browser may keep them but asks again each time
 * (`no-cache`), and gets 304 with no body when nothing changed. `public` says the answer is the same
 * for a signed-in caller too (the web app sends its token on every call), so the service worker may
 * keep it for a bad connection (apps/web/src/sw/offline.ts). Every other API answer stays `no-store`
 * (plugins/security.ts) and carries no ETag, since no cache may keep it anyway.
 */
export const REVALIDATED_ROUTES = new Set(['/api/pending', '/api/search', '/api/blogs', '/api/blogs/:id']);
export const REVALIDATE = 'public, no-cache';

/** Does an If-None-Match header name this (weak) ETag? Weak comparison, as RFC 9110 asks for GET. */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || bare(tag) === bare(etag));
}

/**
 * Weak ETags on cacheable JSON answers of GET /api (the public lists above and the place lists,
 * which set their own max-age), hashed from the serialized body before compression; a matching
 * If-None-Match turns the answer into a 304. Registered before the compression plugin, and before
 * the auth plugin: a public list is the same for everyone.
 *
 * With `answers` (the app's read cache, lib/read-cache.ts), the public lists' whole answers are kept
 * there too, cleared with the rows they come from: a busy list is answered from memory, without its
 * handler, serializer or hash (bench/README.md).
 */
export const httpCachingPlugin = fp(async (app: FastifyInstance, opts: { answers?: ReadCache } = {}) => {
  app.decorateRequest('keepAnswer', null);

  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return;
    if (!REVALIDATED_ROUTES.has(request.routeOptions.url ?? '')) return;
    reply.header('cache-control', REVALIDATE);
    if (!opts.answers) return;
    const key = `answer ${request.url}`;
    const kept = opts.answers.peek<KeptAnswer>(key);
    if (!kept) {
      request.keepAnswer = opts.answers.reserve<KeptAnswer>(key);
      return;
    }
    if (kept.total !== undefined) reply.header('x-total-count', kept.total);
    return reply.header('etag', kept.etag).type('application/json; charset=utf-8').send(kept.payload);
  });

  app.addHook('onSend', async (request, reply, payload) => {
    if ((request.method !== 'GET' && request.method !== 'HEAD') || reply.statusCode !== 200) return payload;
    if (typeof payload !== 'string' || !request.url.startsWith('/api/')) return payload;
    const cacheControl = String(reply.getHeader('cache-control') ?? '');
    if (!cacheControl || cacheControl.includes('no-store')) return payload;
    let etag = reply.getHeader('etag') as string | undefined;
    if (!etag) {
      etag = `W/"${createHash('sha256').update(payload).digest('base64url').slice(0, 27)}"`;
      reply.header('etag', etag);
      const total = reply.getHeader('x-total-count');
      request.keepAnswer?.({ payload, etag, total: total === undefined ? undefined : String(total) });
    }
    if (!matchesEtag(request.headers['if-none-match'], etag)) return payload;
    reply.code(304);
    return '';
  });
});
