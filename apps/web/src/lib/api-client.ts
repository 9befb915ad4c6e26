import { ERROR_TEXTS, PAGE_HEADERS } from '@grant/shared';
import type { z } from 'zod';
import { translate } from '../i18n/locale';
import { apiUrl, bearer } from './api-address';
import { takeEarlyCall } from './early-calls';
import { tokenStorage } from './token-storage';

/** An API failure with the server's own, human-readable message. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

type Listener = () => void;
const sessionEndedListeners = new Set<Listener>();

/** Lets the auth context hear when the server says the stored token no longer works. */
export function onSessionEnded(listener: Listener): () => void {
  sessionEndedListeners.add(listener);
  return () => sessionEndedListeners.delete(listener);
}

interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  json?: unknown;
  form?: FormData;
  signal?: AbortSignal;
  /** Extra request headers, such as an Idempotency-Key. */
  headers?: Record<string, string>;
}

/** Every call to our API goes through here: Bearer token, JSON in, a stored token dropped when the server no longer knows it. */
export async function open(path: string, options: RequestOptions): Promise<Response> {
  const headers = new Headers(options.headers);
  const token = tokenStorage.get();
  if (token) headers.set('authorization', bearer(token));
  let body: BodyInit | undefined;
  if (options.form) body = options.form;
  else if (options.json !== undefined) {
    headers.set('content-type', 'application/json');
    body = JSON.stringify(options.json);
  }

  // A plain GET may already be on its way, started by the page's early script.
  const early = (options.method ?? 'GET') === 'GET' && !options.headers ? takeEarlyCall(path, token) : undefined;
  let response: Response;
  try {
    response = await (early ?? fetch(apiUrl(path), { method: options.method ?? 'GET', headers, body, signal: options.signal }));
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, ERROR_TEXTS.networkProblem);
  }

  if (response.status === 401 && token) {
    tokenStorage.clear();
    for (const listener of sessionEndedListeners) listener();
  }
  return response;
}

export const refusal = (response: Response, payload: unknown) => {
  const message = (payload as { message?: unknown } | undefined)?.message;
  return new ApiError(response.status, typeof message === 'string' ? message : `The server answered ${response.status}.`);
};

/** A call with a JSON answer: its body and headers, or the server's message as an ApiError. */
async function send(path: string, options: RequestOptions): Promise<{ data: unknown; headers: Headers }> {
  const response = await open(path, options);
  // No content: what `noContentSchema` (z.null()) declares for such routes.
  if (response.status === 204) return { data: null, headers: response.headers };
  const payload: unknown = await response.json().catch(() => undefined);
  if (!response.ok) throw refusal(response, payload);
  return { data: payload, headers: response.headers };
}

/** A stream of server-sent events (its body, still arriving), or the server's refusal as an ApiError. */
export async function apiStream(path: string, signal: AbortSignal): Promise<ReadableStream<Uint8Array>> {
  const response = await open(path, { signal, headers: { accept: 'text/event-stream' } });
  if (!response.ok || !response.body) throw refusal(response, await response.json().catch(() => undefined));
  return response.body;
}

/**
 * A call whose answer has the type of `S`, the shared schema its server route declares as `response`, named
 * as `apiRequest<typeof sessionUserSchema>(...)`: the type is written once, and no schema (nor zod) joins
 * the app's JavaScript for it. The answer is not parsed again here: the server's serializer already checks
 * it against that same schema before sending it.
 */
export async function apiRequest<S extends z.ZodType>(path: string, options: RequestOptions = {}): Promise<z.output<S>> {
  return (await send(path, options)).data as z.output<S>;
}

export interface Page<T> {
  items: T[];
  total: number;
  /** The list counts only up to a cap and has more: `total` is that cap (X-Total-Count-Capped). */
  totalCapped: boolean;
  /** Asks for the next page from where this one ends (X-Next-Cursor); absent on the last page, and from a server without cursors. */
  nextCursor?: string;
}

/**
 * A paginated list: the answer stays an array (the spec's contract), the total rides in X-Total-Count and the
 * way on in X-Next-Cursor. `S` is the route's list schema, as for apiRequest.
 */
export async function apiPage<S extends z.ZodArray>(path: string, options: RequestOptions = {}): Promise<Page<z.output<S>[number]>> {
  const { data, headers } = await send(path, options);
  const items = data as z.output<S>;
  return {
    items,
    total: Number(headers.get(PAGE_HEADERS.total) ?? items.length),
    totalCapped: headers.get(PAGE_HEADERS.totalCapped) === 'true',
    nextCursor: headers.get(PAGE_HEADERS.nextCursor) || undefined,
  };
}

/** The server refused an edit made against a version of the record that has changed since (If-Match, 412). */
export const isEditConflict = (error: unknown): boolean => error instanceof ApiError && error.status === 412;

/** The server has no such record (404): the page shows the app's 404 page rather than an error to retry. */
export const isNotFound = (error: unknown): boolean => error instanceof ApiError && error.status === 404;

/** The error's message for people, in the chosen language (the server writes English). */
export const errorMessage = (error: unknown): string =>
  translate(typeof error === 'string' ? error : error instanceof Error ? error.message : 'Something went wrong.');
