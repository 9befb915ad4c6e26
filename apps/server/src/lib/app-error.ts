/** The one error type services throw; the error plugin turns it into `{statusCode, error, message}`. */
export type AppErrorCode =
  | 'BAD_REQUEST'
  | 'UNAUTHORIZED'
  | 'PAYMENT_REQUIRED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'NOT_ACCEPTABLE'
  | 'CONFLICT'
  | 'PRECONDITION_FAILED'
  | 'PAYLOAD_TOO_LARGE'
  | 'UNSUPPORTED_MEDIA_TYPE'
  | 'TOO_MANY_REQUESTS'
  | 'SERVICE_UNAVAILABLE';

const STATUS: Record<AppErrorCode, number> = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  PAYMENT_REQUIRED: 402,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  NOT_ACCEPTABLE: 406,
  CONFLICT: 409,
  PRECONDITION_FAILED: 412,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  TOO_MANY_REQUESTS: 429,
  SERVICE_UNAVAILABLE: 503,
};

export class AppError extends Error {
  readonly statusCode: number;

  constructor(
    readonly code: AppErrorCode,
    message: string,
    /** Sent with the answer, such as `retry-after` with a 429. */
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'AppError';
    this.statusCode = STATUS[code];
  }
}

export const badRequest = (message: string) => new AppError('BAD_REQUEST', message);
export const unauthorized = (message: string) => new AppError('UNAUTHORIZED', message);
export const forbidden = (message: string) => new AppError('FORBIDDEN', message);
export const notFound = (message: string) => new AppError('NOT_FOUND', message);
/** The caller asked for an answer in a form this route does not give (its Accept header). */
export const notAcceptable = (message: string) => new AppError('NOT_ACCEPTABLE', message);
export const conflict = (message: string) => new AppError('CONFLICT', message);
/** An edit sent with If-Match for a version the record has moved past (optimistic concurrency). */
export const preconditionFailed = (message: string) => new AppError('PRECONDITION_FAILED', message);
/** A card the payment provider refused; the message is the provider's. */
export const paymentRequired = (message: string) => new AppError('PAYMENT_REQUIRED', message);
export const serviceUnavailable = (message: string) => new AppError('SERVICE_UNAVAILABLE', message);
