import { PAYMENT_RULES, STATS_WINDOW_DAYS, type Stats, statChange } from '@grant/shared';
import type { StatsRepository } from './stats.repository';

const DAY_MS = 86_400_000;

/**
 * The admin home's stat cards: totals of all time, and the last 30 days against the 30 before
 * (requests and users by when they were created, funding by when it was paid).
 */
export function createStatsService(deps: { stats: StatsRepository; now?: () => Date }) {
  const now = deps.now ?? (() => new Date());
  return {
    async overview(): Promise<Stats> {
      const end = now().getTime();
      const windows = {
        currentFrom: new Date(end - STATS_WINDOW_DAYS * DAY_MS),
        previousFrom: new Date(end - 2 * STATS_WINDOW_DAYS * DAY_MS),
      };
      const [requests, users, funding] = await Promise.all([
        deps.stats.requests(windows),
        deps.stats.users(windows),
        deps.stats.fundingMinor(windows),
      ]);
      const taka = (minor: number) => minor / PAYMENT_RULES.minorPerUnit;
      return {
        totalRequests: requests.total,
        totalUsers: users.total,
        totalFunding: taka(funding.total),
        changes: {
          requests: statChange(requests.current, requests.previous),
          users: statChange(users.current, users.previous),
          funding: statChange(taka(funding.current), taka(funding.previous)),
        },
      };
    },
  };
}

export type StatsService = ReturnType<typeof createStatsService>;
