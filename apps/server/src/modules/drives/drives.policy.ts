import { type Actor, actsAsStaff } from '../../lib/actor';

/** Who may do what with donation drives; route-level access (active accounts book) is on the routes. */
export const drivesPolicy = {
  /** Volunteers and admins organise drives. */
  canCreate: (actor: Actor) => actsAsStaff(actor),
};
