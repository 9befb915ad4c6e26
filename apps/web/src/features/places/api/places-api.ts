import type { areaListSchema, hospitalListSchema } from '@grant/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** How many hospitals the combobox offers at once: enough to choose from, few enough to read. */
const HOSPITAL_CHOICES = 8;

const placeKeys = {
  hospitals: (district: string, q: string) => ['places', 'hospitals', district, q] as const,
  areas: (district: string) => ['places', 'areas', district] as const,
};

/** The directory's hospitals of a district whose name (in either language) holds `q`. */
export const useHospitalSearch = (district: string, q: string, enabled: boolean) =>
  useQuery({
    queryKey: placeKeys.hospitals(district, q),
    queryFn: ({ signal }) => {
      const query = new URLSearchParams({ limit: String(HOSPITAL_CHOICES) });
      if (district) query.set('district', district);
      if (q) query.set('q', q);
      return apiRequest<typeof hospitalListSchema>(`/hospitals?${query}`, { signal });
    },
    enabled,
    // The list stays while the next letters' answer comes, so the options do not flicker away.
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
  });

/** A district's upazilas and city thanas (the directory does not change while the app runs). */
export const useAreas = (district: string) =>
  useQuery({
    queryKey: placeKeys.areas(district),
    queryFn: () => apiRequest<typeof areaListSchema>(`/areas?${new URLSearchParams({ district })}`),
    enabled: Boolean(district),
    staleTime: Number.POSITIVE_INFINITY,
  });
