import { type Actor, actsAsAdmin } from '../../lib/actor';

/** Who may do what with the blood bank directory; route-level access is on the routes. */
export const bloodBanksPolicy = {
  /** Admins keep the directory and name its managers. */
  canKeepDirectory: (actor: Actor) => actsAsAdmin(actor),
  /** A bank's managers update its stock, and any admin. */
  canUpdateStock: (actor: Actor, isManager: boolean) => actsAsAdmin(actor) || (actor.status === 'Active' && isManager),
};
