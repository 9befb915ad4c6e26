import { isStaff, type Role, type UserStatus } from '@grant/shared';

/** The signed-in caller, as resolved from their session token. */
export interface Actor {
  id: string;
  email: string;
  name: string;
  role: Role;
  status: UserStatus;
  sessionId: string;
}

/** Staff powers need an active account: blocking a volunteer or an admin takes their powers away. */
export const actsAsStaff = (actor: Actor): boolean => actor.status === 'Active' && isStaff(actor.role);
export const actsAsAdmin = (actor: Actor): boolean => actor.status === 'Active' && actor.role === 'admin';
