import { createHash } from 'node:crypto';
import http, { type IncomingMessage, type OutgoingHttpHeaders, type ServerResponse } from 'node:http';
import { Negotiator } from '@fastify/accept-negotiator';
import type { FastifyServerFactory } from 'fastify';
import type { ReadCache } from '../lib/read-cache';
import { bearerToken } from './auth';
import { COMPRESSION_THRESHOLD, compressed, ENCODINGS, type Encoding } from './compression';

/**
 * A whole answer kept in the read cache (decisions 0034 and 0046): a public list's, the same for
 * every caller, or one caller's own. plugins/http-caching.ts keeps them; this file finds and sends them.
 */
export interface KeptAnswer {
  payload: string;
  /** A public list's (a caller's own answer has none: no cache may keep it). */
  etag?: string;
  /** The page's headers (total, next cursor). */
  headers: Record<string, string>;
  /** Every header of the answer as sent from memory, worked out once. */
  head: OutgoingHttpHeaders;
  /** Its bytes as sent, plain and compressed, each made once when first asked for. */
  bodies: Partial<Record<Encoding | 'identity', Buffer>>;
  /** A caller's own: not sent once their session may have ended (Actor.sessionValidUntil, ms). */
  validUntil?: number;
}

/** Where a public list's answer is kept: by its URL alone, since it is the same for everyone. */
export const publicAnswerKey = (url: string) => `answer ${url}`;

/**
 * Where a caller's own answer is kept: by their token (hashed) and the URL, so that it is found before
 * the auth hook runs. A token is one session of one person; the answer goes when the session does
 * (it carries the sessions' and users' tags, and lives no longer than a session found by its token).
 */
export const callerAnswerKey = (token: string, url: string) => `answer ${createHash('sha256').update(token).digest('base64url')} ${url}`;

/** Each request's caller key, made once: the listener and then Fastify's hooks may both ask for it. */
const callerKeys = new WeakMap<IncomingMessage, string | null>();

/** Where this caller's own answer to this request would be kept; undefined without a bearer token. */
export function callerKeyOf(request: IncomingMessage): string | undefined {
  let key = callerKeys.get(request);
  if (key === undefined) {
    const token = bearerToken(request);
    key = token === undefined ? null : callerAnswerKey(token, request.url ?? '');
    callerKeys.set(request, key);
  }
  return key ?? undefined;
}

/** A GET or HEAD from this origin (a cross-origin call takes the ordinary way, where CORS answers it). */
export const mayBeAnsweredFromMemory = (request: Pick<IncomingMessage, 'method' | 'headers'>) =>
  (request.method === 'GET' || request.method === 'HEAD') && request.headers.origin === undefined;

/**
 * The kept answer to this request, if there is one. Only the routes that keep answers write these
 * keys, so the URL (and the caller's token) is enough to find one, without knowing the route.
 */
export function keptAnswerFor(answers: ReadCache, request: IncomingMessage): KeptAnswer | undefined {
  if (!mayBeAnsweredFromMemory(request)) return undefined;
  const kept = answers.peek<KeptAnswer>(publicAnswerKey(request.url ?? ''));
  if (kept) return kept;
  const key = callerKeyOf(request);
  return sendable(key === undefined ? undefined : answers.peek<KeptAnswer>(key));
}

/** A caller's own answer is not sent once their session may have ended. */
const sendable = (own: KeptAnswer | undefined) => (own && Date.now() < (own.validUntil ?? 0) ? own : undefined);

/**
 * The answer to this request that another request's handler is making now, if one is (ReadCache
 * `coming`): after a write has cleared a busy list, the callers that come before its new answer is
 * kept wait for that one instead of each making it again. Resolves undefined when it is not kept.
 */
export function answerComingFor(answers: ReadCache, request: IncomingMessage): Promise<KeptAnswer | undefined> | undefined {
  if (!mayBeAnsweredFromMemory(request)) return undefined;
  const publicAnswer = answers.coming<KeptAnswer>(publicAnswerKey(request.url ?? ''));
  if (publicAnswer) return publicAnswer;
  const key = callerKeyOf(request);
  return key === undefined ? undefined : answers.coming<KeptAnswer>(key)?.then(sendable);
}

/** Does an If-None-Match header name this (weak) ETag? Weak comparison, as RFC 9110 asks for GET. */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || bare(tag) === bare(etag));
}

const encodings = new Negotiator<Encoding>({ supportedValues: [...ENCODINGS] });

const bodyOf = (kept: KeptAnswer, encoding: Encoding | 'identity'): Buffer => {
  let body = kept.bodies[encoding];
  if (!body) {
    body = encoding === 'identity' ? Buffer.from(kept.payload) : compressed(kept.payload, encoding);
    kept.bodies[encoding] = body;
  }
  return body;
};

/**
 * Sends a kept answer at once, written whole with the headers worked out when it was kept: no hook,
 * no serializer, no hash, no compression of its own (decision 0034); 304 when the caller has it.
 */
export function sendKept(request: IncomingMessage, response: ServerResponse, kept: KeptAnswer) {
  if (kept.etag && matchesEtag(request.headers['if-none-match'], kept.etag)) {
    response.writeHead(304, kept.head);
    response.end();
    return;
  }
  const accepted = request.headers['accept-encoding'];
  // In bytes, as the compression plugin counts (a Bangla character is three).
  const encoding = accepted && Buffer.byteLength(kept.payload) >= COMPRESSION_THRESHOLD ? encodings.negotiate(accepted) : null;
  const body = bodyOf(kept, encoding ?? 'identity');
  const length = { 'content-length': body.length };
  response.writeHead(200, encoding ? { ...kept.head, ...length, 'content-encoding': encoding } : { ...kept.head, ...length });
  response.end(request.method === 'HEAD' ? undefined : body);
}

/** Fastify's options, its defaults filled in, that concern the server it would make (fastify/lib/server.js). */
interface ServerSettings {
  http?: http.ServerOptions;
  keepAliveTimeout: number;
  requestTimeout: number;
  connectionTimeout: number;
  maxRequestsPerSocket: number;
}

/**
 * The app's HTTP server (Fastify's `serverFactory`), whose own listener sends kept answers before
 * Fastify sees the request (decision 0046): routing, the request and reply objects and the hooks cost
 * about as much as the rest of such an answer. `inFront()` says when it may (not while the app closes,
 * when Fastify answers 503; not when each request is logged at debug, which Fastify's way does);
 * otherwise, and for every other request, Fastify answers, and its first hook sends kept answers the
 * same way (plugins/http-caching.ts), for `inject` too.
 */
export function keptAnswersFirst(answers: ReadCache, inFront: () => boolean): FastifyServerFactory {
  return (handler, fastifyOptions) => {
    const options = fastifyOptions as unknown as ServerSettings;
    const send = (request: IncomingMessage, response: ServerResponse, kept: KeptAnswer | undefined) => {
      if (!kept || !inFront()) return handler(request, response);
      try {
        sendKept(request, response, kept);
      } catch {
        // Outside Fastify nothing would turn a throw into an answer: the process would end. Fastify's
        // way answers instead (its hook sends the same or its error handler a 500), if nothing has gone out.
        if (!response.headersSent) handler(request, response);
        else response.destroy();
      }
    };
    const server = http.createServer(options.http ?? {}, (request, response) => {
      if (!inFront()) return handler(request, response);
      const kept = keptAnswerFor(answers, request);
      if (kept) return send(request, response, kept);
      const coming = answerComingFor(answers, request);
      if (!coming) return handler(request, response);
      coming.then((answer) => send(request, response, answer));
    });
    // What Fastify sets on the server it makes itself (fastify/lib/server.js), from its own defaults.
    server.keepAliveTimeout = options.keepAliveTimeout;
    server.requestTimeout = options.requestTimeout;
    server.setTimeout(options.connectionTimeout);
    if (options.maxRequestsPerSocket > 0) server.maxRequestsPerSocket = options.maxRequestsPerSocket;
    return server;
  };
}
