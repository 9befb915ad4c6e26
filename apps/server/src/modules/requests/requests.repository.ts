import type { RequestStatus } from '@grant/shared';
import { and, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { type DonationRequestRow, donationRequests, type NewDonationRequestRow } from '../../db/schema/index';

/**
 * The equality filters of every request list. Each combination the routes use is served by an index
 * that also orders by created_at: (status, created_at), (requester_id, created_at),
 * (blood, division, district, created_at), or (created_at) alone.
 */
export interface RequestFilter {
  status?: RequestStatus;
  requesterId?: string;
  blood?: string;
  division?: string;
  district?: string;
}

export interface PageWindow {
  offset: number;
  limit: number;
}

/** The columns a requester may change with PATCH /update/{id}. */
export type RequestEdits = Partial<
  Pick<
    NewDonationRequestRow,
    'recipientName' | 'hospitalName' | 'message' | 'division' | 'district' | 'blood' | 'donationDate' | 'donationTime'
  >
>;

/** A status change, with the donor when a donation is confirmed. */
export type RequestTransition = Pick<NewDonationRequestRow, 'status'> &
  Partial<Pick<NewDonationRequestRow, 'donorId' | 'donorName' | 'donorEmail'>>;

const whereOf = (filter: RequestFilter): SQL | undefined =>
  and(
    filter.status ? eq(donationRequests.status, filter.status) : undefined,
    filter.requesterId ? eq(donationRequests.requesterId, filter.requesterId) : undefined,
    filter.blood ? eq(donationRequests.blood, filter.blood) : undefined,
    filter.division ? eq(donationRequests.division, filter.division) : undefined,
    filter.district ? eq(donationRequests.district, filter.district) : undefined,
  );

export function createRequestsRepository(db: Database) {
  return {
    ...requestsQueries(db),

    /** Runs `work` in one transaction, with the queries bound to it, and the transaction itself (for the audit log). */
    transaction<T>(work: (requests: RequestsQueries, tx: Database) => Promise<T>): Promise<T> {
      return db.transaction((tx) => work(requestsQueries(tx), tx));
    },
  };
}

function requestsQueries(db: Database) {
  /** One page, newest first (id breaks ties). Built, not run: `list` runs it, the index tests EXPLAIN it. */
  const pageQuery = (filter: RequestFilter, page: PageWindow) =>
    db
      .select()
      .from(donationRequests)
      .where(whereOf(filter))
      .orderBy(desc(donationRequests.createdAt), desc(donationRequests.id))
      .offset(page.offset)
      .limit(page.limit);

  return {
    pageQuery,

    async list(filter: RequestFilter, page: PageWindow): Promise<{ rows: DonationRequestRow[]; total: number }> {
      const [rows, [total]] = await Promise.all([
        pageQuery(filter, page),
        db.select({ value: count() }).from(donationRequests).where(whereOf(filter)),
      ]);
      return { rows, total: total?.value ?? 0 };
    },

    async insert(values: NewDonationRequestRow): Promise<DonationRequestRow> {
      const [row] = await db.insert(donationRequests).values(values).returning();
      if (!row) throw new Error('The donation request was not stored.');
      return row;
    },

    async findById(id: string): Promise<DonationRequestRow | undefined> {
      const [row] = await db.select().from(donationRequests).where(eq(donationRequests.id, id)).limit(1);
      return row;
    },

    /**
     * Changes a request only while its status is one of `from`, in one conditional UPDATE: of many
     * concurrent callers, exactly one sees the old status and wins. Answers undefined when nothing
     * was changed (no such request, or its status had already moved on).
     */
    async updateIfStatus(
      id: string,
      from: readonly RequestStatus[],
      changes: RequestEdits | RequestTransition,
    ): Promise<DonationRequestRow | undefined> {
      const [row] = await db
        .update(donationRequests)
        .set({ ...changes, updatedAt: new Date() })
        .where(and(eq(donationRequests.id, id), inArray(donationRequests.status, [...from])))
        .returning();
      return row;
    },

    async deleteById(id: string): Promise<number> {
      const deleted = await db.delete(donationRequests).where(eq(donationRequests.id, id)).returning({ id: donationRequests.id });
      return deleted.length;
    },
  };
}

type RequestsQueries = ReturnType<typeof requestsQueries>;
export type RequestsRepository = ReturnType<typeof createRequestsRepository>;
