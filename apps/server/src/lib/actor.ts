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

// The rules live in packages/shared, so the web shows only the actions the server allows.
export { actsAsAdmin, actsAsStaff } from '@grant/shared';
