import type { districtListSchema, divisionListSchema } from '@grant/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** Divisions and districts never change while the app runs. */
const divisionsQuery = queryOptions({
  queryKey: ['locations', 'divisions'],
  queryFn: () => apiRequest<typeof divisionListSchema>('/division'),
  staleTime: Number.POSITIVE_INFINITY,
});

const districtsQuery = queryOptions({
  queryKey: ['locations', 'districts'],
  queryFn: () => apiRequest<typeof districtListSchema>('/district'),
  staleTime: Number.POSITIVE_INFINITY,
});

export const useDivisions = () => useQuery(divisionsQuery);
export const useDistricts = () => useQuery(districtsQuery);
