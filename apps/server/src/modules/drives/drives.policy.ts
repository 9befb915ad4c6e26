import { type Actor, actsAsAdmin, actsAsStaff } from '../../lib/actor';

/** Who may do what with donation drives; route-level access (active accounts book) is on the routes. */
export const drivesPolicy = {
  /** Volunteers and admins organise drives. */
  canCreate: (actor: Actor) => actsAsStaff(actor),
  /** Its organiser changes or cancels a drive, or any admin. */
  canManage: (actor: Actor, drive: { organiserId: string | null }) =>
    actsAsAdmin(actor) || (actsAsStaff(actor) && drive.organiserId === actor.id),
  /** Any volunteer or admin may staff a drive on the day: read its roster and check donors in. */
  canStaff: (actor: Actor) => actsAsStaff(actor),
};
