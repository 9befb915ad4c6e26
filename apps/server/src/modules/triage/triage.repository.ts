import type { RequestUrgency } from '@grant/shared';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { donationRequests, requestClaims, requestDeclines, users } from '../../db/schema/index';
import { cappedCount, type PageWindow } from '../../lib/paging';
import { isOpenAndListed } from '../requests/request-conditions';

/** The board's filters; each one left out is no filter. */
export interface TriageFilter {
  division?: string;
  district?: string;
  blood?: string;
  urgency?: RequestUrgency;
}

/** The longest list of people an admin chooses from when giving a request away. */
export const STAFF_LIST_MAX = 500;

/** What the board shows and a volunteer may take. */
const onBoard = isOpenAndListed;

/**
 * Critical first, then the soonest deadline (neededBy), then the soonest day and time of day
 * (untimed last: deadlines that are the same end of day), then the oldest. Served by
 * donation_requests_triage_idx (migration 0027).
 */
const boardOrder = [
  sql`urgency_rank(${donationRequests.urgency})`,
  donationRequests.neededBy,
  donationRequests.donationDate,
  sql`donation_minutes(${donationRequests.donationTime}) nulls last`,
  donationRequests.createdAt,
  donationRequests.id,
];

const whereOf = (filter: TriageFilter): SQL | undefined =>
  and(
    onBoard,
    filter.division ? eq(donationRequests.division, filter.division) : undefined,
    filter.district ? eq(donationRequests.district, filter.district) : undefined,
    filter.blood ? eq(donationRequests.blood, filter.blood) : undefined,
    filter.urgency ? eq(donationRequests.urgency, filter.urgency) : undefined,
  );

const declinedCount = sql<number>`(select count(*)::int from ${requestDeclines} where ${requestDeclines.requestId} = ${donationRequests.id})`;

export type TriageRow = Awaited<ReturnType<TriageQueries['list']>>['rows'][number];

/** A claim as a change of it answers: whose, since when. */
export interface Claim {
  requestId: string;
  userId: string;
  claimedAt: Date;
}

/** The board's reads and claim writes, on the database or inside a transaction. */
function triageQueries(db: Database) {
  /** The claim row `userId` would have on `requestId`, if the request is open (none otherwise): what a claim inserts. */
  const openRequestClaimedBy = (requestId: string, userId: string) =>
    db
      .select({ requestId: donationRequests.id, userId: sql`${userId}::uuid`.as('user_id'), claimedAt: sql`now()`.as('claimed_at') })
      .from(donationRequests)
      .where(and(eq(donationRequests.id, requestId), onBoard));

  /** The board's row of each request `where` lets through, with who handles it. */
  const boardRows = (where: SQL | undefined) =>
    db
      .select({
        id: donationRequests.id,
        status: donationRequests.status,
        urgency: donationRequests.urgency,
        blood: donationRequests.blood,
        recipientName: donationRequests.recipientName,
        hospitalName: donationRequests.hospitalName,
        division: donationRequests.division,
        district: donationRequests.district,
        donationDate: donationRequests.donationDate,
        donationTime: donationRequests.donationTime,
        bags: donationRequests.bags,
        pledgedCount: donationRequests.pledgedCount,
        component: donationRequests.component,
        neededBy: donationRequests.neededBy,
        notifiedCount: donationRequests.notifiedCount,
        declinedCount,
        createdAt: donationRequests.createdAt,
        verifiedAt: donationRequests.verifiedAt,
        handlerId: requestClaims.userId,
        handlerName: users.name,
        handledSince: requestClaims.claimedAt,
      })
      .from(donationRequests)
      .leftJoin(requestClaims, eq(requestClaims.requestId, donationRequests.id))
      .leftJoin(users, eq(users.id, requestClaims.userId))
      .where(where);

  return {
    /** One page of the board, with its total counted up to the cap. */
    async list(filter: TriageFilter, window: PageWindow) {
      const where = whereOf(filter);
      const [rows, total] = await Promise.all([
        boardRows(where)
          .orderBy(...boardOrder)
          .offset(window.offset)
          .limit(window.limit),
        cappedCount(db, donationRequests, where),
      ]);
      return { rows, ...total };
    },

    /** One request as the board shows it, open or not (the call sheet's heading). */
    async one(requestId: string) {
      const [row] = await boardRows(eq(donationRequests.id, requestId));
      return row;
    },

    /**
     * Takes an open request for `userId` in one statement: of two volunteers at once, the insert of
     * one finds the other's row (the primary key) and takes nothing. Answers the claim, or undefined.
     */
    async claim(requestId: string, userId: string): Promise<Claim | undefined> {
      const [row] = await db.insert(requestClaims).select(openRequestClaimedBy(requestId, userId)).onConflictDoNothing().returning();
      return row;
    },

    /** The request's claim, if any, with its handler's name. */
    async claimOf(requestId: string) {
      const [row] = await db
        .select({ userId: requestClaims.userId, claimedAt: requestClaims.claimedAt, name: users.name })
        .from(requestClaims)
        .innerJoin(users, eq(users.id, requestClaims.userId))
        .where(eq(requestClaims.requestId, requestId));
      return row;
    },

    /** Whether the request exists and is open (for the reason a claim was refused). */
    async openState(requestId: string): Promise<'open' | 'closed' | undefined> {
      const [row] = await db
        .select({ open: sql<boolean>`${onBoard}` })
        .from(donationRequests)
        .where(eq(donationRequests.id, requestId));
      return row ? (row.open ? 'open' : 'closed') : undefined;
    },

    /** Ends a claim; `byUserId`: only if that person holds it. Answers whether one ended. */
    async release(requestId: string, byUserId?: string): Promise<boolean> {
      const rows = await db
        .delete(requestClaims)
        .where(and(eq(requestClaims.requestId, requestId), byUserId ? eq(requestClaims.userId, byUserId) : undefined))
        .returning({ requestId: requestClaims.requestId });
      return rows.length > 0;
    },

    /** Gives an open request to `userId` from now on, whoever held it. */
    async reassign(requestId: string, userId: string): Promise<Claim | undefined> {
      const [row] = await db
        .insert(requestClaims)
        .select(openRequestClaimedBy(requestId, userId))
        .onConflictDoUpdate({ target: requestClaims.requestId, set: { userId, claimedAt: sql`now()` } })
        .returning();
      return row;
    },

    /** A person's role and status, locked until the transaction ends (a role change waits for it). */
    async standingOf(userId: string) {
      const [row] = await db
        .select({ role: users.role, status: users.status, name: users.name, email: users.email })
        .from(users)
        .where(eq(users.id, userId))
        .for('share');
      return row;
    },

    /** The active volunteers and admins a request can be given to, by name (at most STAFF_LIST_MAX). */
    activeStaff: () =>
      db
        .select({ id: users.id, name: users.name, email: users.email, role: users.role })
        .from(users)
        .where(and(inArray(users.role, ['volunteer', 'admin']), eq(users.status, 'Active')))
        .orderBy(users.name, users.id)
        .limit(STAFF_LIST_MAX),

    /** The request's label for the audit log: its recipient and hospital. */
    async labelOf(requestId: string) {
      const [row] = await db
        .select({ recipientName: donationRequests.recipientName, hospitalName: donationRequests.hospitalName })
        .from(donationRequests)
        .where(eq(donationRequests.id, requestId));
      return row && `${row.recipientName}, ${row.hospitalName}`;
    },
  };
}

export type TriageQueries = ReturnType<typeof triageQueries>;

export function createTriageRepository(db: Database) {
  return {
    ...triageQueries(db),
    /** Runs `work` in one transaction, with the queries bound to it, and the transaction itself (for the audit log). */
    transaction: <T>(work: (repo: TriageQueries, tx: Database) => Promise<T>) => db.transaction((tx) => work(triageQueries(tx), tx)),
  };
}

export type TriageRepository = ReturnType<typeof createTriageRepository>;
