import type { DonationRequestRow } from '../../db/schema/index';

/**
 * A request still asking donors, so its waves and alerts go on: pending, short of donors, and not
 * hidden after reports (decision 0040).
 */
export const isAskingDonors = (request: Pick<DonationRequestRow, 'status' | 'pledgedCount' | 'bags' | 'hiddenAt'>): boolean =>
  request.status === 'pending' && request.pledgedCount < request.bags && request.hiddenAt === null;
