import type { Role, UserStatus } from '@grant/shared';

/** The signed-in caller, as resolved from their session token. */
export interface Actor {
  id: string;
  email: string;
  name: string;
  role: Role;
  status: UserStatus;
  sessionId: string;
}
