import { apiUrl, bearer } from './api-address';

/**
 * GET calls that a page's early script (src/page-early-calls.ts) starts as the page's HTML arrives, long
 * before the entry script has downloaded and run on a slow phone; the api client's first call for the
 * same path, with the same token, takes the answer on its way instead of asking again. They are kept
 * on the global object because the early script is a bundle of its own.
 */
const GLOBAL_KEY = '__grantEarlyCalls';

interface EarlyCall {
  token: string;
  response: Promise<Response>;
}

function calls(): Map<string, EarlyCall> {
  const holder = globalThis as typeof globalThis & { [GLOBAL_KEY]?: Map<string, EarlyCall> };
  holder[GLOBAL_KEY] ??= new Map();
  return holder[GLOBAL_KEY];
}

export function startEarlyCall(path: string, token: string): void {
  const response = fetch(apiUrl(path), { headers: { authorization: bearer(token) } });
  // Its failure is the taker's to handle (as the api client handles its own fetch's); untaken, it is nobody's.
  response.catch(() => undefined);
  calls().set(path, { token, response });
}

/** The early answer for `path`, once, if it was asked with `token` (a session that has changed since asks again). */
export function takeEarlyCall(path: string, token: string | null): Promise<Response> | undefined {
  const call = calls().get(path);
  if (!call) return undefined;
  calls().delete(path);
  return call.token === token ? call.response : undefined;
}
