import { type Actor, actsAsAdmin, actsAsStaff } from '../../lib/actor';

/**
 * Who may do what on the triage board. The routes let only active staff in; these are the rules
 * that depend on the claim or the person it is given to.
 */
export const triagePolicy = {
  /** A claim is ended by the volunteer who holds it, or by an admin. */
  canRelease: (actor: Actor, holderId: string) => actor.id === holderId || actsAsAdmin(actor),

  /** Only an admin gives a request to someone else. */
  canReassign: (actor: Actor) => actsAsAdmin(actor),

  /** A request's donors are called by the volunteer handling it, or by an admin (the call sheet). */
  canCall: (actor: Actor, holderId: string | undefined) => actor.id === holderId || actsAsAdmin(actor),

  /** A request is given only to an active volunteer or admin. */
  mayHandle: (person: { role: Actor['role']; status: Actor['status'] }) => actsAsStaff(person),
};
