import type { RequestStatus } from '@grant/shared';
import { and, count, eq, inArray, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { preparedSql, preparedStatement } from '../../db/prepared';
import { nextVersion, versionCondition } from '../../db/row-version';
import { type DonationRequestRow, donationRequests, type NewDonationRequestRow } from '../../db/schema/index';
import { type Page, type PageWindow, pageOf, startOf } from '../../lib/paging';
import { createReadCache, type ReadCache } from '../../lib/read-cache';
import { pledgesQueries } from './pledges.queries';
import { ALL_REQUEST_LISTS, changesLocation, listTags, type RequestFilter, requestTag, tagsOfRequest } from './request-cache-tags';
import { type PageColumns, type PublicRequestRow, requestListQueries } from './request-lists.queries';

export type { RequestFilter } from './request-cache-tags';
export type { PublicRequestRow } from './request-lists.queries';

/** The columns a requester may change with PATCH /update/{id}. */
export type RequestEdits = Partial<
  Pick<
    NewDonationRequestRow,
    | 'recipientName'
    | 'hospitalName'
    | 'message'
    | 'division'
    | 'district'
    | 'blood'
    | 'donationDate'
    | 'donationTime'
    | 'urgency'
    | 'bags'
    | 'component'
    | 'neededBy'
    | 'hospitalId'
    | 'locationLat'
    | 'locationLon'
  >
>;

/** A status change, with the donor when a donation is confirmed. */
export type RequestTransition = Pick<NewDonationRequestRow, 'status'> &
  Partial<Pick<NewDonationRequestRow, 'donorId' | 'donorName' | 'donorEmail' | 'finishedAt'>>;

/** The status that follows a change of bags (see updateIfStatus); nothing when bags stay. */
const statusForBags = (changes: RequestEdits | RequestTransition) =>
  'bags' in changes && changes.bags !== undefined
    ? {
        status: sql`case when ${donationRequests.pledgedCount} = 0 then ${donationRequests.status}
          when ${donationRequests.pledgedCount} >= ${changes.bags} then 'inprogress' else 'pending' end`,
      }
    : {};

export function createRequestsRepository(db: Database, cache: ReadCache = createReadCache()) {
  /** Runs `work` in a transaction whose writes' tags are collected, then invalidates them once it commits. */
  async function inTransaction<T>(work: (requests: RequestsQueries, tx: Database) => Promise<T>, also: (tags: string[]) => Promise<void>) {
    const tags: string[] = [];
    const result = await db.transaction((tx) =>
      work(
        requestsQueries(tx, undefined, (written) => tags.push(...written)),
        tx,
      ),
    );
    await also(tags);
    cache.invalidate(tags);
    return result;
  }
  const queries = requestsQueries(db, cache, (tags) => cache.invalidate(tags));

  return {
    ...queries,

    /** Runs `work` in one transaction, with the queries bound to it, and the transaction itself (for the audit log). */
    transaction: <T>(work: (requests: RequestsQueries, tx: Database) => Promise<T>): Promise<T> => inTransaction(work, async () => {}),

    /**
     * A transaction that changes request `id` through other repositories (an alert wave writes its
     * counts): the request's lists are invalidated once it commits, as if it had been written here.
     * `work` may hand over the request's row as it read it (`seen`), when the transaction changes
     * none of the columns its lists are filtered by: its tags come from it rather than a read after.
     */
    transactionAbout: <T>(id: string, work: (tx: Database, seen: (row: DonationRequestRow) => void) => Promise<T>): Promise<T> => {
      let seenRow: DonationRequestRow | undefined;
      return inTransaction(
        (_, tx) =>
          work(tx, (row) => {
            seenRow = row;
          }),
        async (tags) => {
          const row = seenRow ?? (await queries.byId.execute({ id }))[0];
          tags.push(...(row ? tagsOfRequest(row) : [ALL_REQUEST_LISTS, requestTag(id)]));
        },
      );
    },
  };
}

// A request's creation runs these for every request: built and named once (db/prepared.ts).
const lockRequesterStatement = preparedSql(
  'requests_lock_requester',
  sql`select pg_advisory_xact_lock(hashtextextended(${sql.placeholder('key')}, 0))`,
);
const countOpenStatement = preparedStatement((db) =>
  db
    .select({ value: count() })
    .from(donationRequests)
    .where(
      and(eq(donationRequests.requesterId, sql.placeholder('requesterId')), inArray(donationRequests.status, ['pending', 'inprogress'])),
    )
    .prepare('requests_count_open'),
);

/** A request by id, prepared at its first use: a transaction makes its own statements, and most never read by id. */
function byIdStatement(db: Database) {
  const prepare = () =>
    db
      .select()
      .from(donationRequests)
      .where(eq(donationRequests.id, sql.placeholder('id')))
      .limit(1)
      .prepare('requests_by_id');
  let byId: ReturnType<typeof prepare> | undefined;
  return () => {
    byId ??= prepare();
    return byId;
  };
}

/**
 * Pages (each with its total) and single requests are read through a cache of a few seconds
 * (lib/read-cache.ts), tagged with their filter; every write hands its row's tags to `written`, which invalidates them at
 * once or, inside a transaction (no `cache`: every read is fresh), once it commits.
 */
function requestsQueries(db: Database, cache: ReadCache | undefined, written: (tags: string[]) => void) {
  const lists = requestListQueries(db);
  const byId = byIdStatement(db);
  const cached = <T>(key: string, load: () => Promise<T>, tags: readonly string[]): Promise<T> =>
    cache ? cache.get(key, load, { tags }) : load();
  const pledges = pledgesQueries(db);
  /** A written row invalidates every list it is in; a changed place or blood group, every list. */
  const changed = <T extends DonationRequestRow | undefined>(row: T, changes: object = {}): T => {
    if (row) written(changesLocation(changes) ? [ALL_REQUEST_LISTS, requestTag(row.id)] : tagsOfRequest(row));
    return row;
  };

  /**
   * `Row`: what `shown` reads (PublicRequestRow for 'public'). A page is kept with its total, which
   * its statement answers with the rows; a page with no rows asks for the total alone.
   */
  function listOf<Row extends PublicRequestRow>(shown: PageColumns, filter: RequestFilter, window: PageWindow): Promise<Page<Row>> {
    return cached(
      `page ${shown} ${JSON.stringify(filter)} ${startOf(window)} ${window.limit}`,
      async () => {
        const { rows, total } = await lists.page(shown, filter, window);
        return pageOf<PublicRequestRow>(rows, window, total ?? (await lists.count(filter))) as Page<Row>;
      },
      listTags(filter),
    );
  }

  return {
    ...pledges,

    /** A request by id, uncached, as a statement (an alert wave's transaction reads it). */
    get byId() {
      return byId();
    },

    /** Takes a pledge's place (pledges.queries.ts); the request's lists change with it. */
    takePlace: async (id: string, donor: Parameters<typeof pledges.takePlace>[1]) => changed(await pledges.takePlace(id, donor)),

    /** A page of whole requests, for those who may see them (the caller's own, staff's lists). */
    list: (filter: RequestFilter, window: PageWindow): Promise<Page<DonationRequestRow>> =>
      listOf<DonationRequestRow>('all', filter, window),

    /** A page of the public columns only (PUBLIC_COLUMNS): pending requests, search. */
    listPublic: (filter: RequestFilter, window: PageWindow): Promise<Page<PublicRequestRow>> =>
      listOf<PublicRequestRow>('public', filter, window),

    /**
     * Inside a transaction: queues this requester's request creations one behind the other until it
     * ends, so that counting their open requests and then inserting one cannot interleave with another.
     */
    async lockRequester(requesterId: string): Promise<void> {
      await lockRequesterStatement.on(db).execute({ key: `open-requests:${requesterId}` });
    },

    /** How many of a requester's requests are still open: pending or in progress. */
    async countOpenOf(requesterId: string): Promise<number> {
      const [row] = await countOpenStatement.on(db).execute({ requesterId });
      return row?.value ?? 0;
    },

    async insert(values: NewDonationRequestRow): Promise<DonationRequestRow> {
      const [row] = await db.insert(donationRequests).values(values).returning();
      if (!row) throw new Error('The donation request was not stored.');
      return changed(row);
    },

    async findById(id: string): Promise<DonationRequestRow | undefined> {
      return cached(`id ${id}`, async () => (await byId().execute({ id }))[0], [requestTag(id)]);
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
      const [row] = await db
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
        .returning();
      return changed(row, changes);
    },

    /** Marks the request verified by `userId`, unless it already is; answers the row when it changed. */
    async markVerified(id: string, userId: string): Promise<DonationRequestRow | undefined> {
      const [row] = await db
        .update(donationRequests)
        .set({ verifiedAt: sql`now()`, verifiedBy: userId })
        .where(and(eq(donationRequests.id, id), isNull(donationRequests.verifiedAt)))
        .returning();
      return changed(row);
    },

    /**
     * Hides the request (decision 0040) unless it already is: it leaves every list but its
     * requester's, and its alert waves stop. Answers the row when it changed.
     */
    async markHidden(id: string, adminId: string, reason: string): Promise<DonationRequestRow | undefined> {
      const [row] = await db
        .update(donationRequests)
        .set({ hiddenAt: sql`now()`, hiddenBy: adminId, hiddenReason: reason, nextWaveAt: null })
        .where(and(eq(donationRequests.id, id), isNull(donationRequests.hiddenAt)))
        .returning();
      return changed(row);
    },

    /** How many of a requester's requests are hidden (the block rule). */
    async countHiddenOf(requesterId: string): Promise<number> {
      const [row] = await db
        .select({ value: count() })
        .from(donationRequests)
        .where(and(eq(donationRequests.requesterId, requesterId), isNotNull(donationRequests.hiddenAt)));
      return row?.value ?? 0;
    },

    async deleteById(id: string): Promise<number> {
      const [deleted] = await db.delete(donationRequests).where(eq(donationRequests.id, id)).returning();
      changed(deleted);
      return deleted ? 1 : 0;
    },
  };
}

type RequestsQueries = ReturnType<typeof requestsQueries>;
export type RequestsRepository = ReturnType<typeof createRequestsRepository>;
