import type { statsSchema } from '@grant/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** The admin home's stat cards; a payment invalidates ['stats'] so Total Funding follows it. */
export const useStats = () => useQuery({ queryKey: ['stats'], queryFn: () => apiRequest<typeof statsSchema>('/stats') });
