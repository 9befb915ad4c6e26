import { type Actor, actsAsStaff } from '../../lib/actor';

/** Who may do what with user records. Route-level access (signed in, admin) is declared on the routes. */
export const usersPolicy = {
  /** A person reads their own record; active volunteers and admins read anyone's. */
  canReadRecord: (actor: Actor, email: string) => actor.email === email.toLowerCase() || actsAsStaff(actor),

  /** Admins never lock themselves out: no self-block, no self-demotion. */
  canChangeOwnStanding: (actor: Actor, targetId: string) => actor.id !== targetId,
};
