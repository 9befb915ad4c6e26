import { and, count, countDistinct, desc, eq, inArray, isNull, min, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { donationRequests, type RequestReportRow, requestReports, users } from '../../db/schema/index';
import type { PageWindow } from '../../lib/paging';

export type NewReport = Pick<RequestReportRow, 'requestId' | 'reporterId' | 'reason'> & { note?: string };

const isOpen = isNull(requestReports.resolution);

/** The SQL of reports and the moderation queue (decision 0040). */
export function createReportsRepository(db: Database) {
  return {
    /** Keeps a report; false when this person had reported the request already (the unique pair). */
    async insert(report: NewReport): Promise<boolean> {
      const rows = await db
        .insert(requestReports)
        .values(report)
        .onConflictDoNothing({ target: [requestReports.requestId, requestReports.reporterId] })
        .returning({ id: requestReports.id });
      return rows.length > 0;
    },

    /**
     * A page of the requests with open reports, the most reported first, then the longest waiting,
     * with the request's own columns; its total is the number of such requests.
     */
    async queue(window: PageWindow) {
      const reports = count(requestReports.id);
      const [rows, [total]] = await Promise.all([
        db
          .select({
            id: donationRequests.id,
            recipientName: donationRequests.recipientName,
            hospitalName: donationRequests.hospitalName,
            blood: donationRequests.blood,
            component: donationRequests.component,
            neededBy: donationRequests.neededBy,
            division: donationRequests.division,
            district: donationRequests.district,
            status: donationRequests.status,
            requesterName: donationRequests.requesterName,
            requesterEmail: donationRequests.requesterEmail,
            createdAt: donationRequests.createdAt,
            verifiedAt: donationRequests.verifiedAt,
          })
          .from(requestReports)
          .innerJoin(donationRequests, eq(donationRequests.id, requestReports.requestId))
          .where(isOpen)
          .groupBy(donationRequests.id)
          .orderBy(desc(reports), min(requestReports.createdAt), donationRequests.id)
          .offset(window.offset)
          .limit(window.limit),
        db
          .select({ value: countDistinct(requestReports.requestId) })
          .from(requestReports)
          .where(isOpen),
      ]);
      return { rows, total: total?.value ?? 0 };
    },

    /** The open reports of these requests, newest first, with each reporter's name. */
    openReportsOf: (requestIds: string[]) =>
      requestIds.length === 0
        ? Promise.resolve([])
        : db
            .select({
              requestId: requestReports.requestId,
              reason: requestReports.reason,
              note: requestReports.note,
              reporterName: users.name,
              createdAt: requestReports.createdAt,
            })
            .from(requestReports)
            .innerJoin(users, eq(users.id, requestReports.reporterId))
            .where(and(isOpen, inArray(requestReports.requestId, requestIds)))
            .orderBy(desc(requestReports.createdAt)),

    /**
     * Closes the request's open reports as `resolution` by `adminId`, in `tx`. Answers their reasons:
     * none when another admin closed them first (the UPDATE waits for their transaction, then finds
     * them closed).
     */
    async resolveOpen(requestId: string, resolution: 'upheld' | 'dismissed', adminId: string, tx: Database = db) {
      return tx
        .update(requestReports)
        .set({ resolution, resolvedAt: sql`now()`, resolvedBy: adminId })
        .where(and(eq(requestReports.requestId, requestId), isOpen))
        .returning({ reason: requestReports.reason });
    },

    /** Runs `work` in one transaction. */
    transaction: <T>(work: (tx: Database) => Promise<T>) => db.transaction(work),
  };
}

export type ReportsRepository = ReturnType<typeof createReportsRepository>;
export type QueueRow = Awaited<ReturnType<ReportsRepository['queue']>>['rows'][number];
export type OpenReportRow = Awaited<ReturnType<ReportsRepository['openReportsOf']>>[number];
