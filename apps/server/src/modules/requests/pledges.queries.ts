import type { RequestResponse } from '@grant/shared';
import { and, asc, count, eq, isNull, lt, notExists, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { nextVersion } from '../../db/row-version';
import { type DonationRequestRow, donationRequests, requestDeclines, requestPledges } from '../../db/schema/index';

/** Who pledges: copied onto the pledge (and onto the request as its first donor) like the spec's donorName / donorEmail. */
export interface Pledger {
  id: string;
  name: string;
  email: string;
}

/**
 * The answers donors give to a request (decision 0027): pledges ("I can donate") and declines
 * ("Not this time"). Part of the requests repository's queries, so that they run in its transactions.
 */
export function pledgesQueries(db: Database) {
  /** How `userId` answered the request: pledged, declined, or not at all (null). One round trip: the detail page asks on every view. */
  const prepareResponseOf = () => {
    const requestId = sql.placeholder('requestId');
    const userId = sql.placeholder('userId');
    return db
      .select({
        pledged: sql<boolean>`exists (select 1 from ${requestPledges} where ${requestPledges.requestId} = ${requestId} and ${requestPledges.donorId} = ${userId})`,
        declined: sql<boolean>`exists (select 1 from ${requestDeclines} where ${requestDeclines.requestId} = ${requestId} and ${requestDeclines.userId} = ${userId})`,
      })
      .from(sql`(select 1) as asked`)
      .prepare('request_response_of');
  };
  // Prepared at its first use: a transaction makes its own statements, and most never ask.
  let preparedResponseOf: ReturnType<typeof prepareResponseOf> | undefined;
  async function responseOf(requestId: string, userId: string): Promise<RequestResponse | null> {
    preparedResponseOf ??= prepareResponseOf();
    const [answer] = await preparedResponseOf.execute({ requestId, userId });
    return answer?.pledged ? 'pledged' : answer?.declined ? 'declined' : null;
  }

  return {
    /**
     * The lock the pledge's foreign key takes on the donor's row (KEY SHARE), taken before the place:
     * an erasure of this donor (which holds their row) then makes the pledge wait before it holds
     * the request and its counter rows, which the erasure may need (decision 0050).
     */
    async lockPledger(donorId: string): Promise<void> {
      await db.execute(sql`select 1 from users where id = ${donorId} for key share`);
    },

    /**
     * Takes one of the request's open places, in one conditional UPDATE: only while it is pending and
     * has fewer pledges than bags, so of any number of concurrent donors exactly the missing number
     * win. The last place moves it to inprogress; the first donor stays its `donor_*` (the spec's
     * single donor). Answers undefined when there was no place to take.
     */
    async takePlace(id: string, donor: Pledger): Promise<DonationRequestRow | undefined> {
      const [row] = await db
        .update(donationRequests)
        .set({
          pledgedCount: sql`${donationRequests.pledgedCount} + 1`,
          status: sql`case when ${donationRequests.pledgedCount} + 1 >= ${donationRequests.bags} then 'inprogress' else 'pending' end`,
          donorId: sql`coalesce(${donationRequests.donorId}, ${donor.id}::uuid)`,
          donorName: sql`coalesce(${donationRequests.donorName}, ${donor.name}::text)`,
          donorEmail: sql`coalesce(${donationRequests.donorEmail}, ${donor.email}::text)`,
          updatedAt: nextVersion(donationRequests.updatedAt),
        })
        .where(
          and(
            eq(donationRequests.id, id),
            eq(donationRequests.status, 'pending'),
            lt(donationRequests.pledgedCount, donationRequests.bags),
            // A request hidden after reports takes no more pledges (decision 0040).
            isNull(donationRequests.hiddenAt),
          ),
        )
        .returning();
      return row;
    },

    /** The pledge itself; false when this donor had pledged already (the unique pair). */
    async insertPledge(requestId: string, donor: Pledger, recordedBy: string | null = null): Promise<boolean> {
      const inserted = await db
        .insert(requestPledges)
        .values({ requestId, donorId: donor.id, donorName: donor.name, donorEmail: donor.email, recordedBy })
        .onConflictDoNothing({ target: [requestPledges.requestId, requestPledges.donorId] })
        .returning({ id: requestPledges.id });
      return inserted.length > 0;
    },

    /**
     * "Not this time", in one statement that also checks the rest: only for an existing request the
     * person has not pledged to. Answers whether a decline is now on record (false: they pledged, or
     * the request is gone); recording it again changes nothing.
     */
    async insertDecline(requestId: string, userId: string): Promise<boolean> {
      const pledged = db
        .select({ id: requestPledges.id })
        .from(requestPledges)
        .where(and(eq(requestPledges.requestId, requestId), eq(requestPledges.donorId, userId)));
      const inserted = await db
        .insert(requestDeclines)
        .select(
          db
            .select({
              requestId: donationRequests.id,
              userId: sql`${userId}::uuid`.as('user_id'),
              createdAt: sql`now()`.as('created_at'),
            })
            .from(donationRequests)
            .where(and(eq(donationRequests.id, requestId), notExists(pledged))),
        )
        .onConflictDoNothing()
        .returning({ userId: requestDeclines.userId });
      return inserted.length > 0 || (await responseOf(requestId, userId)) === 'declined';
    },

    /** A donor who declined and then pledges after all counts as pledged only. */
    async deleteDecline(requestId: string, userId: string): Promise<void> {
      await db.delete(requestDeclines).where(and(eq(requestDeclines.requestId, requestId), eq(requestDeclines.userId, userId)));
    },

    responseOf,

    /** Every pledge of a request, first first. */
    pledgesOf: (requestId: string) =>
      db
        .select()
        .from(requestPledges)
        .where(eq(requestPledges.requestId, requestId))
        .orderBy(asc(requestPledges.createdAt), asc(requestPledges.id)),

    async countDeclines(requestId: string): Promise<number> {
      const [row] = await db.select({ value: count() }).from(requestDeclines).where(eq(requestDeclines.requestId, requestId));
      return row?.value ?? 0;
    },
  };
}
