import { requestPermissions } from '@grant/shared';
import type { DonationRequestRow } from '../../db/schema/index';
import { type Actor, actsAsAdmin } from '../../lib/actor';

/**
 * Who may report a request and who moderates (decision 0040). Route-level access (active accounts
 * report, admins moderate) is declared on the routes; these are the rules that depend on the request.
 */
export const moderationPolicy = {
  /** Reporting (the rule: requestPermissions in packages/shared). */
  canReport: (actor: Actor, request: Pick<DonationRequestRow, 'requesterId'>) =>
    requestPermissions.canReport(actor, actor.id === request.requesterId),

  /** The queue, hiding and dismissing are admin decisions. */
  canModerate: (actor: Actor) => actsAsAdmin(actor),
};
