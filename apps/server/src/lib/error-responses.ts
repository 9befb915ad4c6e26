import { errorResponseSchema } from '@grant/shared';

/** A route's error answers, all in the one error shape: `response: { 200: x, ...errorResponses(400, 401, 404) }`. */
export function errorResponses<S extends number>(...statuses: S[]): Record<S, typeof errorResponseSchema> {
  return Object.fromEntries(statuses.map((status) => [status, errorResponseSchema])) as Record<S, typeof errorResponseSchema>;
}
