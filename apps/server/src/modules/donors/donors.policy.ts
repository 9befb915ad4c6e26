import type { RequestStatus } from '@grant/shared';
import type { DonationRequestRow } from '../../db/schema/index';
import type { Actor } from '../../lib/actor';

/** A request still looking for (or waiting on) a donor: the only time its requester needs to call one. */
const OPEN: readonly RequestStatus[] = ['pending', 'inprogress'];

/**
 * Who may see what of a donor. Donors are listed by name, group and place to anyone; their phone
 * and e-mail go only to the active requester of an open request the donor matches, never to other
 * signed-in people, staff included, and never on public answers.
 */
export const donorsPolicy = {
  canSeeDonorContacts: (actor: Actor | undefined, request: Pick<DonationRequestRow, 'requesterId' | 'status'>): boolean =>
    actor !== undefined && actor.status === 'Active' && actor.id === request.requesterId && OPEN.includes(request.status),
};
