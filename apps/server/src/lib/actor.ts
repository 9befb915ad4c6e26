import type { Role, UserStatus } from '@grant/shared';

/** The signed-in caller, as resolved from their session token. */
export interface Actor {
  id: string;
  email: string;
  name: string;
  role: Role;
  status: UserStatus;
  sessionId: string;
  /**
   * When the session ends at the latest, as it was when resolved (ms since the epoch): its absolute
   * end, or its idle limit from its last use. An answer kept for this caller is not sent after it.
   */
  sessionValidUntil?: number;
}

// The rules live in packages/shared, so the web shows only the actions the server allows.
export { actsAsAdmin, actsAsStaff } from '@grant/shared';
