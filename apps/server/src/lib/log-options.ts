import { type FastifyBaseLogger, type FastifyReply, type FastifyRequest, LogController } from 'fastify';
import type { AppConfig } from '../config';

/**
 * Never logged: credentials, and card fields wherever they might appear (the offline payment
 * provider receives them in the body of POST /api/payments; nothing logs bodies, this is the net).
 */
export const REDACTED_LOG_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.body.card',
  'body.card',
  'card',
  '*.card',
  'cardNumber',
  '*.cardNumber',
];

/** Query parameters that carry a secret: the reset link's token, an OAuth code and state, and the like. */
const SECRET_QUERY_KEYS = /token|code|secret|password|challenge|state|key/i;

/** The URL as logged: the values of secret-bearing query parameters are replaced. */
export function urlWithoutSecrets(url: string): string {
  const query = url.indexOf('?');
  if (query === -1) return url;
  // Most queries have no secret-bearing key: those are logged as they are, unparsed. A key written
  // with percent escapes is read the slow way, as URLSearchParams decodes it.
  const keys = url.slice(query + 1).replace(/=[^&]*/g, '');
  if (!/[%+]/.test(keys) && !SECRET_QUERY_KEYS.test(keys)) return url;
  const params = new URLSearchParams(url.slice(query + 1));
  const secretKeys = [...params.keys()].filter((key) => SECRET_QUERY_KEYS.test(key));
  if (secretKeys.length === 0) return url;
  for (const key of secretKeys) params.set(key, '[Redacted]');
  return `${url.slice(0, query)}?${params.toString()}`;
}

/** Fastify's request log line, with the URL cleaned of secrets (a reset link is a GET with its token). */
export const logSerializers = {
  req: (request: FastifyRequest) => ({
    method: request.method,
    url: urlWithoutSecrets(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  }),
};

/** Where the log goes: a terminal or not, and the npm script that started the server, if any. */
interface LogOutput {
  isTTY?: boolean;
  script?: string;
}

/**
 * Readable lines for a person at a terminal (pino-pretty, in a worker thread); JSON lines
 * everywhere else: in production, and whenever the output goes to a file, a pipe or a log collector.
 * `npm run dev` counts as a terminal: it runs the server under concurrently, whose pipe is no TTY.
 */
export function prettyTransport(
  env: AppConfig['env'],
  output: LogOutput = { isTTY: process.stdout.isTTY, script: process.env.npm_lifecycle_event },
) {
  if (env === 'production' || !(output.isTTY || output.script === 'dev')) return undefined;
  return { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname' } };
}

/** Is every request logged, kept answers too (debug or trace)? Fastify's logger when off has no levels. */
export const logsEachRequest = (log: FastifyBaseLogger): boolean => {
  const { isLevelEnabled } = log as { isLevelEnabled?: (level: string) => boolean };
  return isLevelEnabled?.call(log, 'debug') ?? false;
};

/**
 * One line per request, once it is answered, with what it asked (method, URL, caller's address) and
 * how it went (status, time): Fastify's own two lines (incoming, then completed) cost a fifth of a
 * busy server's time at info (bench/README.md). A request is logged on arrival only at debug, and so
 * are the public lists' answers sent whole from memory (plugins/http-caching.ts, decision 0034).
 */
export class OneLinePerRequest extends LogController {
  override incomingRequest(request: FastifyRequest) {
    request.log.debug({ req: request }, 'incoming request');
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    const line = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else if (request.answeredFromMemory) reply.log.debug(line, 'request completed');
    else reply.log.info(line, 'request completed');
  }
}
