import type { insightsSchema } from '@grant/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export interface InsightsFilters {
  days: string;
  division: string;
  district: string;
}

/** The insights of a period and place; the last answer stays on screen while the next loads. */
export const useInsights = (filters: InsightsFilters) => {
  const query = new URLSearchParams(Object.entries(filters).filter(([, value]) => value !== ''));
  return useQuery({
    queryKey: ['insights', query.toString()],
    queryFn: () => apiRequest<typeof insightsSchema>(`/insights?${query}`),
    placeholderData: keepPreviousData,
  });
};
