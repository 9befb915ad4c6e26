import {
  BLOOD_GROUPS,
  DIVISIONS,
  type Insights,
  type InsightsQuery,
  REQUEST_STATUSES,
  type RequestsOnDay,
  todayInDhaka,
} from '@grant/shared';
import type { ReadCache } from '../../lib/read-cache';
import { requestListTag } from '../requests/request-cache-tags';
import type { InsightsRepository, InsightsScope } from './insights.repository';

const DAY_MS = 86_400_000;
/** Dhaka is UTC+6 all year. */
const DHAKA_OFFSET_MS = 6 * 3_600_000;

/** Kept a few seconds at most: every change of any request invalidates them (the unfiltered list's tag). */
const INSIGHTS_CACHE = { ttlMs: 10_000, tags: [requestListTag({})] };

/** The `days` days ending today in Dhaka, oldest first, as YYYY-MM-DD. */
function lastDays(days: number, now: Date): string[] {
  const today = Date.parse(`${todayInDhaka(now)}T00:00:00Z`);
  return Array.from({ length: days }, (_, i) => new Date(today - (days - 1 - i) * DAY_MS).toISOString().slice(0, 10));
}

/** Every key of `keys` with its count from `rows`, zero where it has none, in the order of `keys`. */
function withZeros<K extends string>(keys: readonly K[], rows: { key: string; requests: number }[]): { key: K; requests: number }[] {
  const counts = new Map(rows.map((row) => [row.key, row.requests]));
  return keys.map((key) => ({ key, requests: counts.get(key) ?? 0 }));
}

/**
 * The insights page (decision 0041): the map of open requests by district, and the figures of the
 * requests created over the last 7, 30 or 90 days (in a division or district, if chosen).
 */
export function createInsightsService(deps: { insights: InsightsRepository; cache: ReadCache; now?: () => Date }) {
  const { insights } = deps;
  const now = deps.now ?? (() => new Date());

  async function load({ days, division, district }: InsightsQuery): Promise<Insights> {
    const dayKeys = lastDays(days, now());
    const scope: InsightsScope = { from: new Date(Date.parse(`${dayKeys[0]}T00:00:00Z`) - DHAKA_OFFSET_MS), division, district };
    const [openByDistrict, perDayRows, totals, medianMinutesToFirstPledge, byBlood, byDivision] = await Promise.all([
      insights.openByDistrict(),
      insights.perDay(scope),
      insights.totals(scope),
      insights.medianMinutesToFirstPledge(scope),
      insights.byBlood(scope),
      insights.byDivision(scope),
    ]);
    const perDay = dayKeys.map((day): RequestsOnDay => {
      const ofDay = perDayRows.filter((row) => row.day === day);
      const counts = Object.fromEntries(
        REQUEST_STATUSES.map((status) => [status, ofDay.find((row) => row.status === status)?.requests ?? 0]),
      );
      return { day, ...(counts as Omit<RequestsOnDay, 'day'>) };
    });
    return {
      days,
      openByDistrict,
      perDay,
      requests: totals.requests,
      filled: totals.filled,
      medianMinutesToFirstPledge,
      medianMinutesToDone: totals.medianMinutesToDone,
      byBlood: withZeros(
        BLOOD_GROUPS,
        byBlood.map((row) => ({ key: row.blood, requests: row.requests })),
      ).map(({ key, requests }) => ({
        blood: key,
        requests,
      })),
      byDivision: withZeros(
        DIVISIONS.map((d) => d.name),
        byDivision.map((row) => ({ key: row.division, requests: row.requests })),
      ).map(({ key, requests }) => ({ division: key, requests })),
    };
  }

  return {
    overview: (query: InsightsQuery) => deps.cache.get(`insights ${JSON.stringify(query)}`, () => load(query), INSIGHTS_CACHE),
  };
}

export type InsightsService = ReturnType<typeof createInsightsService>;
