// The reference's stand-in for the app's read cache (apps/server/src/lib/read-cache.ts), for the
// "bare Fastify with the same cache" row: whole answers kept `ttlMs` by key (the URL, and the caller
// on signed-in routes), callers missing the same key at once sharing one load, a failed load not kept.
// What it cannot do: see writes. The app clears what a write changes at once; a reference keeps its
// answers their full time to live, stale or not (bench/README.md says so beside the figures).
export function createAnswerCache(ttlMs, maxEntries = 5000) {
  const entries = new Map();
  return {
    /** The kept value of `key`, or `load()`'s, kept from now on for `keyTtlMs`. */
    get(key, load, keyTtlMs = ttlMs) {
      const hit = entries.get(key);
      if (hit && hit.expires > Date.now()) return hit.value;
      const value = load();
      entries.delete(key);
      entries.set(key, { value, expires: Date.now() + keyTtlMs });
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value);
      value.catch(() => {
        if (entries.get(key)?.value === value) entries.delete(key);
      });
      return value;
    },
  };
}

/** How long the app keeps a session found by its token (SESSION_CACHE_MS in the server's sessions repository). */
export const SESSION_CACHE_MS = 1000;
