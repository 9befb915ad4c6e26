import { createHash } from 'node:crypto';
import { PAGE_HEADERS } from '@grant/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { type ReadCache, type Reservation, SESSION_CACHE_MS, TABLE_TAGS } from '../lib/read-cache';
import {
  callerKeyOf,
  type KeptAnswer,
  keptAnswerFor,
  matchesEtag,
  mayBeAnsweredFromMemory,
  publicAnswerKey,
  sendKept,
} from './kept-answers';

const pageHeadersOf = (reply: FastifyReply): Record<string, string> => {
  const headers: Record<string, string> = {};
  for (const name of Object.values(PAGE_HEADERS)) {
    const value = reply.getHeader(name);
    if (value !== undefined) headers[name] = String(value);
  }
  return headers;
};

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Given on a public list, its whole answer is kept in the read cache with these tags (the rows it
     * shows), read from the validated request once the handler has answered.
     */
    answerTags?: (request: FastifyRequest) => readonly string[];
    /**
     * Given on a signed-in list, its answer is kept for the caller alone with these tags, once the
     * handler has answered (none: not kept).
     */
    callerAnswerTags?: (request: FastifyRequest) => readonly string[] | undefined;
  }
  interface FastifyRequest {
    /**
     * Set on a list whose answer its handler makes: keeps the answer for the next callers, who wait
     * for it meanwhile (kept-answers.ts); released when the answer goes out without being kept.
     */
    answerReservation: Reservation<KeptAnswer> | null;
    /** Answered whole from memory (logged only at debug: lib/log-options.ts). */
    answeredFromMemory: boolean;
  }
}

/**
 * Public lists that every caller sees alike: a browser may keep them but asks again each time
 * (`no-cache`), and gets 304 with no body when nothing changed. `public` says the answer is the same
 * for a signed-in caller too (the web app sends its token on every call), so the service worker may
 * keep it for a bad connection (apps/web/src/sw/offline.ts). Every other API answer stays `no-store`
 * (plugins/security.ts) and carries no ETag, since no cache may keep it anyway.
 */
export const REVALIDATED_ROUTES = new Set(['/api/pending', '/api/search', '/api/blogs', '/api/blogs/:id', '/api/hospitals', '/api/areas']);
export const REVALIDATE = 'public, no-cache';
const JSON_TYPE = 'application/json; charset=utf-8';
/** What an answer sent from memory says besides the security headers, its page headers and ETag. */
const PUBLIC_ANSWER_HEADERS = { 'cache-control': REVALIDATE, 'content-type': JSON_TYPE, vary: 'Origin, accept-encoding' };
const CALLER_ANSWER_HEADERS = { ...PUBLIC_ANSWER_HEADERS, 'cache-control': 'no-store' };

export interface HttpCachingOptions {
  /** The app's read cache (lib/read-cache.ts), to keep the public lists' whole answers in. */
  answers?: ReadCache;
  /** The headers every answer carries (plugins/security.ts), sent with the answers kept in memory. */
  securityHeaders?: Record<string, string>;
}

/** Holds the answer's place until it goes out: kept by then, or let go (an error, a 404, a 304 from the handler). */
function reserveAnswer(request: FastifyRequest, reply: FastifyReply, reservation: Reservation<KeptAnswer>) {
  request.answerReservation = reservation;
  reply.raw.once('close', reservation.release);
}

/** What else a caller's own answer depends on: their session and account (a sign-out, a block). */
const CALLER_TAGS = [TABLE_TAGS.sessions, TABLE_TAGS.users];

/**
 * Weak ETags on cacheable JSON answers of GET /api (the public lists above and the place lists,
 * which set their own max-age), hashed from the serialized body before compression; a matching
 * If-None-Match turns the answer into a 304. Registered before the compression plugin, and before
 * the auth plugin: a public list is the same for everyone.
 *
 * With `answers` (the app's read cache, lib/read-cache.ts), the public lists' whole answers are kept
 * there too (routes that declare `answerTags`), invalidated with the rows they come from: a busy list
 * is answered from memory by the first hook of all (registered before every other plugin), without
 * its handler, serializer, hash or compression (bench/README.md).
 */
export const httpCachingPlugin = fp(async (app: FastifyInstance, opts: HttpCachingOptions = {}) => {
  app.decorateRequest('answerReservation', null);
  app.decorateRequest('answeredFromMemory', false);
  const { answers } = opts;

  // First of all the app's hooks: a kept answer goes out before any other runs, a public list's or a
  // caller's own. In production the server's own listener sends them before Fastify sees the request
  // (kept-answers.ts keptAnswersFirst); they come here under `inject`, at debug and while closing.
  app.addHook('onRequest', (request, reply, done) => {
    if (!answers) return done();
    const kept = keptAnswerFor(answers, request.raw);
    if (kept) {
      request.answeredFromMemory = true;
      reply.hijack();
      sendKept(request.raw, reply.raw, kept);
      return done();
    }
    const key = mayBeAnsweredFromMemory(request.raw) && request.routeOptions.config.callerAnswerTags && callerKeyOf(request.raw);
    if (key) reserveAnswer(request, reply, answers.reserve<KeptAnswer>(key, { ttlMs: SESSION_CACHE_MS }));
    done();
  });

  // A callback, not an async hook: it runs on every request, and a promise each time is measurable.
  app.addHook('onRequest', (request, reply, done) => {
    if ((request.method !== 'GET' && request.method !== 'HEAD') || !REVALIDATED_ROUTES.has(request.routeOptions.url ?? '')) return done();
    reply.header('cache-control', REVALIDATE);
    if (!answers || !request.routeOptions.config.answerTags) return done();
    const key = publicAnswerKey(request.url);
    const kept = answers.peek<KeptAnswer>(key);
    if (!kept) {
      reserveAnswer(request, reply, answers.reserve<KeptAnswer>(key));
      return done();
    }
    // A cross-origin call for a kept answer: sent the ordinary way, so that CORS answers it.
    for (const [name, value] of Object.entries(kept.headers)) reply.header(name, value);
    reply
      .header('etag', kept.etag as string)
      .type(JSON_TYPE)
      .send(kept.payload);
  });

  // A callback, not an async hook: it runs on every answer, and a promise each time is measurable.
  app.addHook('onSend', (request, reply, payload, done) => {
    let answer: unknown;
    try {
      answer = validated(request, reply, payload);
    } catch (error) {
      return done(error as Error);
    }
    done(null, answer);
  });

  /** The answer's ETag, set and kept with the answer where it may be; '' (a 304) when the caller has it. */
  function validated(request: FastifyRequest, reply: FastifyReply, payload: unknown): unknown {
    if ((request.method !== 'GET' && request.method !== 'HEAD') || reply.statusCode !== 200) return payload;
    if (typeof payload !== 'string' || !request.url.startsWith('/api/')) return payload;
    const cacheControl = String(reply.getHeader('cache-control') ?? '');
    if (!cacheControl || cacheControl.includes('no-store')) {
      keepCallerAnswer(request, reply, payload);
      return payload;
    }
    let etag = reply.getHeader('etag') as string | undefined;
    if (!etag) {
      etag = `W/"${createHash('sha256').update(payload).digest('base64url').slice(0, 27)}"`;
      reply.header('etag', etag);
      const answerTags = request.routeOptions.config.answerTags;
      if (request.answerReservation && answerTags) {
        const headers = pageHeadersOf(reply);
        const head = { ...opts.securityHeaders, ...PUBLIC_ANSWER_HEADERS, ...headers, etag };
        request.answerReservation.keep({ payload, etag, headers, head, bodies: {} }, answerTags(request));
      }
    }
    if (!matchesEtag(request.headers['if-none-match'], etag)) return payload;
    reply.code(304);
    return '';
  }

  /** A signed-in list's answer, kept for its caller alone (the first hook sends it next time). */
  function keepCallerAnswer(request: FastifyRequest, reply: FastifyReply, payload: string) {
    const tags = request.answerReservation && request.routeOptions.config.callerAnswerTags?.(request);
    const validUntil = request.actor?.sessionValidUntil;
    if (!request.answerReservation || !tags || validUntil === undefined) return;
    const headers = pageHeadersOf(reply);
    const head = { ...opts.securityHeaders, ...CALLER_ANSWER_HEADERS, ...headers };
    request.answerReservation.keep({ payload, headers, head, bodies: {}, validUntil }, [...tags, ...CALLER_TAGS]);
  }
});
