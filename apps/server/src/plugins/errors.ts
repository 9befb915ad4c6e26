import { ERROR_TEXTS, MESSAGES } from '@grant/shared';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable, rootCause } from '../db/unavailable';
import { AppError } from '../lib/app-error';

const REASONS: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  402: 'Payment Required',
  403: 'Forbidden',
  404: 'Not Found',
  406: 'Not Acceptable',
  409: 'Conflict',
  412: 'Precondition Failed',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

const reason = (statusCode: number) => REASONS[statusCode] ?? (statusCode >= 500 ? 'Internal Server Error' : 'Bad Request');

/** Field names as a person reads them: `donationDate` stays, `body.email` becomes `email`. */
function validationMessage(error: FastifyError): string {
  if (!hasZodFastifySchemaValidationErrors(error)) return error.message;
  const first = error.validation[0];
  const message = first?.message ?? ERROR_TEXTS.invalidRequest;
  const field = first?.instancePath?.replace(/^\//, '').replaceAll('/', '.');
  const generic = /^(Invalid input|Required|Expected|Invalid option|Unrecognized key)/i.test(message);
  return field && generic ? `${field}: ${message}` : message;
}

/** PostgreSQL refuses text it cannot store (a NUL character, a broken encoding): that is the caller's input. */
const UNSTORABLE_TEXT_CODES = new Set(['22021', '22P05']);
const isUnstorableText = (error: unknown): boolean => {
  for (let e = error as { code?: unknown; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (typeof e.code === 'string' && UNSTORABLE_TEXT_CODES.has(e.code)) return true;
  }
  return false;
};

/** One error shape, `{statusCode, error, message}`; a 5xx never shows a stack or SQL. */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      // A 5xx of our own (a payment provider out of reach, say): its cause goes to the log, not to the caller.
      if (error.statusCode >= 500) request.log.error({ err: error.cause ?? error }, 'request failed');
      return reply
        .status(error.statusCode)
        .headers(error.headers)
        .send({ statusCode: error.statusCode, error: reason(error.statusCode), message: error.message });
    }
    if (error.validation) {
      return reply.status(400).send({ statusCode: 400, error: reason(400), message: validationMessage(error) });
    }
    if (isUnstorableText(error)) {
      return reply.status(400).send({ statusCode: 400, error: reason(400), message: ERROR_TEXTS.unstorableText });
    }
    if (isDatabaseUnavailable(error)) {
      // Only the driver's own error is logged: Drizzle's wrapper carries the query's parameters.
      const cause = rootCause(error) as { code?: unknown; message?: unknown };
      request.log.warn({ db: { code: cause.code, message: cause.message } }, 'database unavailable');
      return reply
        .status(503)
        .header('retry-after', '5')
        .send({ statusCode: 503, error: reason(503), message: MESSAGES.serviceUnavailable });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500 && !isResponseSerializationError(error)) {
      if (status === 429) reply.header('retry-after', reply.getHeader('retry-after') ?? '60');
      return reply.status(status).send({ statusCode: status, error: reason(status), message: error.message });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ statusCode: 500, error: reason(500), message: ERROR_TEXTS.internalError });
  });
});
