import type { FastifyReply } from 'fastify';

/** The media type of server-sent events, asked for in Accept and answered in Content-Type. */
export const EVENT_STREAM = 'text/event-stream';

/** A comment line now and then keeps proxies and phones from closing a quiet stream. */
const HEARTBEAT_MS = 20_000;
/** Changes this close together are told once: a wave of alerts touches a request many times. */
const COALESCE_MS = 300;
/**
 * A stream ends after this; the browser opens a new one at once, through the auth check again, so a
 * session that ended (signed out, blocked) stops getting events.
 */
const STREAM_MAX_MS = 10 * 60_000;

/**
 * Server-sent events for the triage board: `event: change` after a change that may move it (the
 * board then reads its page again). The answer is written here, past Fastify's own (hijacked): it
 * never ends by itself, so no hook may wait for it, compress it or add to it.
 */
export function streamBoardChanges(
  reply: FastifyReply,
  onBoardChange: (listener: () => void) => () => void,
  headers: Record<string, string>,
): { end: () => void; ended: Promise<void> } {
  reply.hijack();
  const out = reply.raw;
  out.writeHead(200, {
    ...headers,
    'content-type': `${EVENT_STREAM}; charset=utf-8`,
    'cache-control': 'no-store',
    // nginx and the like would otherwise hold the events back in their buffer.
    'x-accel-buffering': 'no',
  });
  out.write('retry: 2000\n\n');
  let pending: NodeJS.Timeout | undefined;
  const stop = onBoardChange(() => {
    pending ??= setTimeout(() => {
      pending = undefined;
      out.write(`event: change\ndata: ${Date.now()}\n\n`);
    }, COALESCE_MS);
  });
  const heartbeat = setInterval(() => out.write(': still here\n\n'), HEARTBEAT_MS);
  const timeLimit = setTimeout(() => out.end(), STREAM_MAX_MS);
  const ended = new Promise<void>((resolve) =>
    out.once('close', () => {
      stop();
      clearInterval(heartbeat);
      clearTimeout(timeLimit);
      clearTimeout(pending);
      resolve();
    }),
  );
  return { end: () => out.end(), ended };
}
