import { type Actor, actsAsAdmin, actsAsStaff } from '../../lib/actor';

/** Who may do what with donation drives; route-level access (active accounts book) is on the routes. */
export const drivesPolicy = {
  /** Volunteers and admins organise drives. */
  canCreate: (actor: Actor) => actsAsStaff(actor),
  /** Its organiser changes or cancels a drive, and names its team; or any admin. */
  canManage: (actor: Actor, drive: { organiserId: string | null }) =>
    actsAsAdmin(actor) || (actsAsStaff(actor) && drive.organiserId === actor.id),
  /**
   * Who staffs a drive on the day, reading its roster (the booking codes that check donors in) and
   * checking donors in: its organiser, the helpers on its team, and admins (issue 47).
   */
  canStaff: (actor: Actor, drive: { organiserId: string | null }, onTeam: boolean) =>
    drivesPolicy.canManage(actor, drive) || (actsAsStaff(actor) && onTeam),
};
