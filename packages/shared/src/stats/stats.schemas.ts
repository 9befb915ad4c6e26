import { z } from 'zod';

/** The last 30 days against the 30 before: new requests, new users, or taka given. */
export const statChangeSchema = z.object({
  current: z.number(),
  previous: z.number(),
  difference: z.number(),
  /** The difference as a whole percentage of `previous`; null when there was nothing before to compare with. */
  percent: z.number().int().nullable(),
});
export type StatChange = z.infer<typeof statChangeSchema>;

/** GET /api/stats: the admin home's three stat cards. Funding is in whole taka. */
export const statsSchema = z.object({
  totalRequests: z.number().int(),
  totalUsers: z.number().int(),
  totalFunding: z.number(),
  changes: z.object({ requests: statChangeSchema, users: statChangeSchema, funding: statChangeSchema }),
});
export type Stats = z.infer<typeof statsSchema>;

export const STATS_WINDOW_DAYS = 30;

/** The Total Funding card's change hints: fixed figures in the spec (sections 2 and 9), shown as it gives them. */
export const FUNDING_CHANGE_HINTS = ['40 (2%)', '90 (14%)'] as const;

/** The change between two windows; the percentage is rounded, and undefined from zero. */
export function statChange(current: number, previous: number): StatChange {
  const difference = current - previous;
  return { current, previous, difference, percent: previous === 0 ? null : Math.round((difference / previous) * 100) };
}
