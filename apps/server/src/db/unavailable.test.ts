import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable, rootCause } from './unavailable';

const withCode = (code: string, message = 'failed') => Object.assign(new Error(message), { code });
/** How Drizzle reports a failed query: its own error, with the driver's as the cause. */
const wrapped = (cause: Error) => new Error('Failed query: select 1\nparams: secret', { cause });

describe('isDatabaseUnavailable', () => {
  it.each([
    ['refused', withCode('ECONNREFUSED')],
    ['reset', withCode('ECONNRESET')],
    ['admin shutdown (pg_terminate_backend)', withCode('57P01')],
    ['server starting up', withCode('57P03')],
    ['connection failure class 08', withCode('08006')],
    ['statement timeout', withCode('57014')],
    ['cut while in use', new Error('Connection terminated unexpectedly')],
    ['no connection within connectionTimeoutMillis', new Error('timeout exceeded when trying to connect')],
    ['no reply within query_timeout', new Error('Query read timeout')],
  ])('knows %s, also wrapped by Drizzle', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
    expect(isDatabaseUnavailable(wrapped(error))).toBe(true);
  });

  it.each([
    ['a unique violation', withCode('23505')],
    ['text that cannot be stored', withCode('22021')],
    ['a bug', new TypeError('x is undefined')],
  ])('leaves %s to the other answers', (_name, error) => {
    expect(isDatabaseUnavailable(wrapped(error))).toBe(false);
  });

  it('finds the driver error under the wrapper (its message carries no query parameters)', () => {
    const cause = withCode('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432');
    expect(rootCause(wrapped(cause))).toBe(cause);
  });
});
