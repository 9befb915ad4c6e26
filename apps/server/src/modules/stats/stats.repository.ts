import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { donationRequests, payments, users } from '../../db/schema/index';

/** Two back-to-back windows: [previousFrom, currentFrom) and [currentFrom, now]. */
export interface StatWindows {
  previousFrom: Date;
  currentFrom: Date;
}

export interface WindowedTotal {
  total: number;
  current: number;
  previous: number;
}

const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;
const sumWhere = (value: SQL | AnyColumn, where: SQL) => sql<string>`coalesce(sum(${value}) filter (where ${where}), 0)`.mapWith(Number);

export function createStatsRepository(db: Database) {
  /** A total and the part of it in each window, in one scan of the table. */
  async function windowed(table: PgTable, value: SQL | AnyColumn, time: AnyColumn, windows: StatWindows, where: SQL = sql`true`) {
    const [row] = await db
      .select({
        total: sumWhere(value, where),
        current: sumWhere(value, sql`${where} and ${time} >= ${at(windows.currentFrom)}`),
        previous: sumWhere(value, sql`${where} and ${time} >= ${at(windows.previousFrom)} and ${time} < ${at(windows.currentFrom)}`),
      })
      .from(table);
    return { total: row?.total ?? 0, current: row?.current ?? 0, previous: row?.previous ?? 0 } satisfies WindowedTotal;
  }

  return {
    requests: (windows: StatWindows) => windowed(donationRequests, sql`1`, donationRequests.createdAt, windows),
    users: (windows: StatWindows) => windowed(users, sql`1`, users.createdAt, windows),
    /** Succeeded payments, in minor units, by the time they were paid. */
    fundingMinor: (windows: StatWindows) =>
      windowed(payments, payments.amountMinor, payments.paidAt, windows, sql`${payments.status} = 'succeeded'`),
  };
}

export type StatsRepository = ReturnType<typeof createStatsRepository>;
