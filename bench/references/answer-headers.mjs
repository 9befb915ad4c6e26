// The headers the app puts on every answer of a benchmarked route (Helmet's security headers,
// cache-control, vary, and on the public lists a weak ETag of the body), sent by the references too,
// so that every server writes the same answer, header for header, and only the work around it
// differs (decision 0035). Read from the running app once, before the references start, and handed
// to them in ANSWER_HEADERS.
import { createHash } from 'node:crypto';

/** Headers that belong to one answer (its length, date, page, validator), not to every answer of its kind. */
const PER_ANSWER = new Set([
  'content-length',
  'content-type',
  'content-encoding',
  'date',
  'connection',
  'keep-alive',
  'etag',
  'x-total-count',
  'x-next-cursor',
]);

const constantHeadersOf = (response) => Object.fromEntries([...response.headers].filter(([name]) => !PER_ANSWER.has(name)));

/** A GET as the benchmark's load makes it: uncompressed (autocannon sends no Accept-Encoding), with a token if given. */
export const askPlain = (base, path, token) =>
  fetch(new URL(path, base), { headers: { 'accept-encoding': 'identity', ...(token ? { authorization: `Bearer ${token}` } : {}) } });

/**
 * What the app sends with a public list (`/api/pending`) and with a signed-in answer (every other
 * API answer carries the same: `no-store`, as `/api/health` shows): { public, signedIn }.
 */
export async function answerHeadersOf(appUrl) {
  const [list, health] = await Promise.all([askPlain(appUrl, '/api/pending?page=1&limit=1'), askPlain(appUrl, '/api/health')]);
  if (!list.ok || !health.ok) throw new Error(`The app's answers for the references' headers: ${list.status}, ${health.status}`);
  await Promise.all([list.arrayBuffer(), health.arrayBuffer()]);
  return { public: constantHeadersOf(list), signedIn: constantHeadersOf(health) };
}

const given = JSON.parse(process.env.ANSWER_HEADERS ?? '{"public":{},"signedIn":{}}');

/** The app's weak ETag of a body (plugins/http-caching.ts): the first 27 characters of its SHA-256, base64url. */
const weakEtag = (body) => `W/"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;

/** The headers of an answer of a route: the signed-in set, or the public set with the body's ETag. */
export const answerHeaders = (signedIn, body) =>
  signedIn ? given.signedIn : { ...given.public, ...(given.public['cache-control'] ? { etag: weakEtag(body) } : {}) };
