/**
 * Errors that mean "the database cannot be reached right now" rather than "this request is wrong":
 * the connection was refused, cut or timed out, or the server is shutting down or starting up.
 * The error handler answers them with 503 so clients retry, and the pool reconnects by itself.
 */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
/** admin_shutdown, crash_shutdown, cannot_connect_now, too_many_connections, query_canceled (statement_timeout). */
const POSTGRES_CODES = new Set(['57P01', '57P02', '57P03', '53300', '57014']);
/** node-postgres reports a lost or slow connection by message only, without a code. */
const POOL_MESSAGES =
  /Connection terminated|connection timeout|timeout exceeded when trying to connect|Query read timeout|not queryable|Connection ended/i;

type ErrorLike = { code?: unknown; message?: unknown; cause?: unknown };

/** The innermost error of a chain (Drizzle wraps the driver's error, whose message holds the query's parameters). */
export function rootCause(error: unknown): unknown {
  let e = error as ErrorLike | undefined;
  while (e && typeof e === 'object' && e.cause) e = e.cause as ErrorLike;
  return e;
}

export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e = error as ErrorLike | undefined; e && typeof e === 'object'; e = e.cause as ErrorLike | undefined) {
    const code = typeof e.code === 'string' ? e.code : '';
    if (NETWORK_CODES.has(code) || POSTGRES_CODES.has(code) || code.startsWith('08')) return true;
    if (typeof e.message === 'string' && POOL_MESSAGES.test(e.message)) return true;
  }
  return false;
}
