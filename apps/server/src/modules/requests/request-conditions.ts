import { and, isNull, sql } from 'drizzle-orm';
import { donationRequests } from '../../db/schema/index';

/**
 * What "open" means for a request in SQL, for every module that counts or lists open requests (the
 * triage board, the insights' map): pending, or in progress without all its donors. Written as the
 * partial index donation_requests_triage_idx (migration 0010) says it, so the planner reads from it.
 */
const isOpenRequest = sql`(${donationRequests.status} = 'pending' or (${donationRequests.status} = 'inprogress' and ${donationRequests.pledgedCount} < ${donationRequests.bags}))`;

/** An open request that no admin hid after reports (decision 0040): on the board, and on the map of needs. */
export const isOpenAndListed = and(isOpenRequest, isNull(donationRequests.hiddenAt));
