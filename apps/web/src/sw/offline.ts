/**
 * Which API answers the service worker may keep to show when the network fails. Only reads that are
 * the same for everyone: the public lists (apps/server/src/plugins/http-caching.ts REVALIDATED_ROUTES)
 * and the place lists. Anything else (a session, a profile, notifications, someone's requests) is never
 * stored, signed in or not.
 */
const PUBLIC_READS = [/^\/api\/pending$/, /^\/api\/search$/, /^\/api\/blogs$/, /^\/api\/blogs\/[^/]+$/, /^\/api\/(division|district)$/];

export function isPublicRead(request: Pick<Request, 'method'>, url: URL, origin: string): boolean {
  return request.method === 'GET' && url.origin === origin && PUBLIC_READS.some((path) => path.test(url.pathname));
}

/**
 * Whether an answer may be kept: a 200 that no header forbids storing. The app sends its session token
 * on every call once signed in; such an answer is kept only when the server marks it `public` (the same
 * for every caller, RFC 9111 section 3.5), as it does the public lists.
 */
export function mayKeep(request: Pick<Request, 'headers'>, response: Pick<Response, 'status' | 'headers'>): boolean {
  if (response.status !== 200) return false;
  const cacheControl = (response.headers.get('cache-control') ?? '').toLowerCase();
  if (/\b(no-store|private)\b/.test(cacheControl)) return false;
  return !request.headers.has('authorization') || /\bpublic\b/.test(cacheControl);
}
