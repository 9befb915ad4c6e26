import { requestPermissions } from '@grant/shared';
import type { DonationRequestRow } from '../../db/schema/index';
import { type Actor, actsAsAdmin, actsAsStaff } from '../../lib/actor';

type RequestOwner = Pick<DonationRequestRow, 'requesterId'>;
type RequestParties = Pick<DonationRequestRow, 'requesterId' | 'donorId'>;

const isRequester = (actor: Actor, request: RequestOwner) => actor.id === request.requesterId;

/**
 * Who may do what with donation requests. Route-level access (public, signed in, active, staff) is
 * declared on the routes; these are the rules that depend on the request or the person asked about.
 * Staff powers always need an active account (`actsAsStaff`, `actsAsAdmin`).
 */
export const requestsPolicy = {
  /** A person lists their own requests; active volunteers and admins list anyone's, or everyone's. */
  canListRequestsOf: (actor: Actor, email: string | undefined) => (email !== undefined && actor.email === email) || actsAsStaff(actor),

  /**
   * Nobody donates to their own request: the requester is refused with 403 (a rule about who, not
   * about the request's state, which is what 409 reports).
   */
  canConfirm: (actor: Actor, request: RequestOwner) => !isRequester(actor, request),

  /** A request an admin hid after reports (decision 0040) is still seen by its requester and active staff; to others it is gone. */
  canSeeHidden: (actor: Actor, request: RequestOwner) => isRequester(actor, request) || actsAsStaff(actor),

  /** A request is checked with the hospital, and marked so, by active staff. */
  canVerify: (actor: Actor) => actsAsStaff(actor),

  /** A pledge taken by phone is recorded by active staff (the call sheet). */
  canRecordPledge: (actor: Actor) => actsAsStaff(actor),

  /** "Not this time" is for donors asked to give: never the requester of their own request. */
  canDecline: (actor: Actor, request: RequestOwner) => !isRequester(actor, request),

  /** Who answered a request: notified, declined, pledged (the rule: requestPermissions in packages/shared). */
  canSeeResponses: (actor: Actor, request: RequestOwner) => requestPermissions.canSeeResponses(actor, isRequester(actor, request)),

  /** Marking done or canceled (the rule: requestPermissions in packages/shared). */
  canFinish: (actor: Actor, request: RequestOwner) => requestPermissions.canFinish(actor, isRequester(actor, request)),

  /** Editing (the rule: requestPermissions in packages/shared). */
  canEdit: (actor: Actor, request: RequestOwner) => requestPermissions.canEdit(actor, isRequester(actor, request)),

  /** A donor's email is for the requester, the donor and active staff, not for every signed-in reader. */
  canSeeDonorContact: (actor: Actor, request: RequestParties) =>
    isRequester(actor, request) || actor.id === request.donorId || actsAsStaff(actor),

  /** How many donors a request reached is for its requester and active staff. */
  canSeeNotifiedCount: (actor: Actor, request: RequestOwner) => isRequester(actor, request) || actsAsStaff(actor),

  /** Which of a per-account limit applies: volunteers and admins file requests for others, so theirs is higher. */
  creationLimitOf: (actor: Actor | null, limit: { donor: number; staff: number }) =>
    actor && actsAsStaff(actor) ? limit.staff : limit.donor,

  /** Deleting (the rule: requestPermissions in packages/shared). */
  canDelete: (actor: Actor, request: RequestOwner) => requestPermissions.canDelete(actor, isRequester(actor, request)),

  /** An admin deleting someone else's request acts as an admin: the deletion goes into the audit log. */
  isAdminDeletion: (actor: Actor, request: RequestOwner) => !isRequester(actor, request) && actsAsAdmin(actor),
};
