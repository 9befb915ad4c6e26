import type { UserRow } from '../../db/schema/index';
import { actsAsAdmin } from '../../lib/actor';

/** Who may erase whom (decision 0044). Everyone may erase themself, except the last active admin. */
export const privacyPolicy = {
  /** Another person's account: only an active admin, as the admin is now (read under the standing lock). */
  canEraseOthers: (acting: Pick<UserRow, 'role' | 'status'>) => actsAsAdmin(acting),

  /** An account whose erasure would leave no active admin, if it is the last one. */
  isActiveAdmin: (user: Pick<UserRow, 'role' | 'status'>) => actsAsAdmin(user),
};
