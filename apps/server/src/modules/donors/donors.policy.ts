import { type RequestStatus, requestPermissions } from '@grant/shared';
import type { DonationRequestRow } from '../../db/schema/index';
import type { Actor } from '../../lib/actor';

/** A request still looking for (or waiting on) a donor: the only time its requester needs to call one. */
const OPEN: readonly RequestStatus[] = ['pending', 'inprogress'];

/**
 * Who may see what of a donor. Donors are listed by name, group and place (the search page: first
 * name only); a request's donors only to its requester and staff. Their phone and e-mail go only to the active requester of an open request the donor matches, never to other
 * signed-in people, staff included, and never on public answers.
 */
export const donorsPolicy = {
  /**
   * Who the donors of a request are (names, groups, places, who pledged or declined): its requester
   * and active staff; anyone else is told how many only (issue 47).
   */
  canSeeRequestDonors: (actor: Actor, request: Pick<DonationRequestRow, 'requesterId'>): boolean =>
    requestPermissions.canSeeDonorList(actor, actor.id === request.requesterId),

  canSeeDonorContacts: (actor: Actor | undefined, request: Pick<DonationRequestRow, 'requesterId' | 'status'>): boolean =>
    actor !== undefined && actor.status === 'Active' && actor.id === request.requesterId && OPEN.includes(request.status),
};
