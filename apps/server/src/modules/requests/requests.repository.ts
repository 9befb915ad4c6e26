import type { RequestStatus } from '@grant/shared';
import { and, count, desc, eq, inArray, lte, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { nextVersion, versionCondition } from '../../db/row-version';
import { type DonationRequestRow, donationRequests, type NewDonationRequestRow } from '../../db/schema/index';
import { memoize } from '../../lib/memoize';
import type { Page, PageWindow } from '../../lib/paging';
import { createReadCache, type ReadCache } from '../../lib/read-cache';
import { pledgesQueries } from './pledges.queries';

/**
 * The equality filters of every request list. Each combination the routes use is served by an index
 * that also orders by created_at: (status, created_at), (requester_id, created_at),
 * (blood, division, district, created_at), (blood, division, created_at), or (created_at) alone.
 */
export interface RequestFilter {
  status?: RequestStatus;
  requesterId?: string;
  blood?: string;
  division?: string;
  district?: string;
}

/** The columns a requester may change with PATCH /update/{id}. */
export type RequestEdits = Partial<
  Pick<
    NewDonationRequestRow,
    'recipientName' | 'hospitalName' | 'message' | 'division' | 'district' | 'blood' | 'donationDate' | 'donationTime' | 'urgency' | 'bags'
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

/** The status that follows a change of bags (see updateIfStatus); nothing when bags stay. */
const statusForBags = (changes: RequestEdits | RequestTransition) =>
  'bags' in changes && changes.bags !== undefined
    ? {
        status: sql`case when ${donationRequests.pledgedCount} = 0 then ${donationRequests.status}
          when ${donationRequests.pledgedCount} >= ${changes.bags} then 'inprogress' else 'pending' end`,
      }
    : {};

export function createRequestsRepository(db: Database, cache: ReadCache = createReadCache()) {
  return {
    ...requestsQueries(db, cache),

    /** Runs `work` in one transaction, with the queries bound to it, and the transaction itself (for the audit log). */
    async transaction<T>(work: (requests: RequestsQueries, tx: Database) => Promise<T>): Promise<T> {
      const result = await db.transaction((tx) => work(requestsQueries(tx), tx));
      cache.clear();
      return result;
    },
  };
}

const FILTER_COLUMNS = ['status', 'requesterId', 'blood', 'division', 'district'] as const;

/**
 * The hot reads as prepared statements: Drizzle builds each SQL text once rather than on every
 * request (most of a list's CPU time in the server), and PostgreSQL parses it once per connection.
 * A list has one statement per combination of filters; its page query is the same as `pageQuery`'s.
 */
function preparedStatements(db: Database) {
  const filterColumns = (filter: RequestFilter) => FILTER_COLUMNS.filter((column) => filter[column] !== undefined);
  const placeholders = (columns: readonly (typeof FILTER_COLUMNS)[number][]) =>
    and(...columns.map((column) => eq(donationRequests[column], sql.placeholder(column))));
  const pages = memoize((columns: string) => {
    const filtered = FILTER_COLUMNS.filter((column) => columns.split(',').includes(column));
    return db
      .select()
      .from(donationRequests)
      .where(placeholders(filtered))
      .orderBy(desc(donationRequests.createdAt), desc(donationRequests.id))
      .offset(sql.placeholder('offset'))
      .limit(sql.placeholder('limit'))
      .prepare(`requests_page_${filtered.join('_') || 'all'}`);
  });
  const counts = memoize((columns: string) => {
    const filtered = FILTER_COLUMNS.filter((column) => columns.split(',').includes(column));
    return db
      .select({ value: count() })
      .from(donationRequests)
      .where(placeholders(filtered))
      .prepare(`requests_count_${filtered.join('_') || 'all'}`);
  });
  return {
    page: (filter: RequestFilter, page: PageWindow) => pages(filterColumns(filter).join(',')).execute({ ...filter, ...page }),
    count: (filter: RequestFilter) => counts(filterColumns(filter).join(',')).execute({ ...filter }),
    byId: db
      .select()
      .from(donationRequests)
      .where(eq(donationRequests.id, sql.placeholder('id')))
      .limit(1)
      .prepare('requests_by_id'),
  };
}

/**
 * Pages, totals and single requests are read through a cache of a few seconds (lib/read-cache.ts)
 * that every write clears; inside a transaction `cache` is absent and every read is fresh.
 */
function requestsQueries(db: Database, cache?: ReadCache) {
  const statements = preparedStatements(db);
  const cached = <T>(key: string, load: () => Promise<T>): Promise<T> => (cache ? cache.get(key, load) : load());
  const countOf = (filter: RequestFilter) => async () => {
    const [total] = await statements.count(filter);
    return total?.value ?? 0;
  };
  /** Every write clears the cache once it is done (a transaction's, once it commits). */
  const changed = <T>(result: T): T => {
    cache?.clear();
    return result;
  };

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
    ...pledgesQueries(db),

    pageQuery,

    async list(filter: RequestFilter, page: PageWindow): Promise<Page<DonationRequestRow>> {
      const key = JSON.stringify(filter);
      const [rows, total] = await Promise.all([
        cached(`page ${key} ${page.offset} ${page.limit}`, () => statements.page(filter, page)),
        cached(`count ${key}`, countOf(filter)),
      ]);
      return { rows, total };
    },

    /**
     * Inside a transaction: queues this requester's request creations one behind the other until it
     * ends, so that counting their open requests and then inserting one cannot interleave with another.
     */
    async lockRequester(requesterId: string): Promise<void> {
      await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`open-requests:${requesterId}`}, 0))`);
    },

    /** How many of a requester's requests are still open: pending or in progress. */
    async countOpenOf(requesterId: string): Promise<number> {
      const [row] = await db
        .select({ value: count() })
        .from(donationRequests)
        .where(and(eq(donationRequests.requesterId, requesterId), inArray(donationRequests.status, ['pending', 'inprogress'])));
      return row?.value ?? 0;
    },

    async insert(values: NewDonationRequestRow): Promise<DonationRequestRow> {
      const [row] = changed(await db.insert(donationRequests).values(values).returning());
      if (!row) throw new Error('The donation request was not stored.');
      return row;
    },

    async findById(id: string): Promise<DonationRequestRow | undefined> {
      return cached(`id ${id}`, async () => (await statements.byId.execute({ id }))[0]);
    },

    /**
     * Changes a request only while its status is one of `from` (and, given a `version`, only while
     * it is still at that version), in one conditional UPDATE: of many concurrent callers, exactly
     * one sees the old status or version and wins. Answers undefined when nothing was changed (no
     * such request, its status had moved on, or someone else changed it since `version`).
     * A change of bags also needs them to be at least the pledges made, and moves the status with
     * them: enough pledges for the new bags -> inprogress, fewer -> pending again (more donors can
     * then pledge). A request without pledges keeps its status.
     */
    async updateIfStatus(
      id: string,
      from: readonly RequestStatus[],
      changes: RequestEdits | RequestTransition,
      version?: Date,
    ): Promise<DonationRequestRow | undefined> {
      const [row] = changed(
        await db
          .update(donationRequests)
          .set({ ...changes, ...statusForBags(changes), updatedAt: nextVersion(donationRequests.updatedAt) })
          .where(
            and(
              eq(donationRequests.id, id),
              inArray(donationRequests.status, [...from]),
              versionCondition(donationRequests.updatedAt, version),
              'bags' in changes && changes.bags !== undefined ? lte(donationRequests.pledgedCount, changes.bags) : undefined,
            ),
          )
          .returning(),
      );
      return row;
    },

    async deleteById(id: string): Promise<number> {
      const deleted = changed(await db.delete(donationRequests).where(eq(donationRequests.id, id)).returning({ id: donationRequests.id }));
      return deleted.length;
    },
  };
}

type RequestsQueries = ReturnType<typeof requestsQueries>;
export type RequestsRepository = ReturnType<typeof createRequestsRepository>;
