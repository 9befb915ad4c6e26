import { type Actor, actsAsStaff } from '../../lib/actor';

/** Who may change the hospital directory; route-level access is on the routes. */
export const placesPolicy = {
  /** Volunteers and admins add a hospital the directory lacks (issue 48). */
  canAddHospital: (actor: Actor) => actsAsStaff(actor),
};
