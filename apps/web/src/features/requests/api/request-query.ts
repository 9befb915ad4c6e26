import type { donationRequestSchema } from '@grant/shared';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';
import { requestPath } from './request-path';

// Apart from requests-api.ts: the details route's loader, in the entry script, starts reading a
// request with these, and the entry must stay small (bench/README.md, initial JS).

/** Every request list shares the 'requests' key, so one invalidation refreshes them all after a change. */
export const requestKeys = {
  all: ['requests'] as const,
  search: ['requests', 'search'] as const,
  pending: ['requests', 'pending'] as const,
  one: (id: string) => ['requests', 'one', id] as const,
  responses: (id: string) => ['requests', 'responses', id] as const,
  own: (email: string) => ['requests', 'own', email] as const,
  filtered: ['requests', 'filtered'] as const,
};

/** One request, as the details page reads it (and its route starts reading it, ../request-details-preload.ts). */
export const requestQuery = (id: string) =>
  queryOptions({
    queryKey: requestKeys.one(id),
    queryFn: () => apiRequest<typeof donationRequestSchema>(requestPath(id)),
  });

/** Starts reading a request into the cache before its page renders (the details route's loader). */
export const prefetchRequest = (id: string) => queryClient.prefetchQuery(requestQuery(id));
