import type { SessionUser, UserRecord } from '@grant/shared';
import type { UserRow } from '../../db/schema/index';

/** The stored record in the spec's shape (capitalised field names, `_id`). */
export const toUserRecord = (row: UserRow): UserRecord => ({
  _id: row.id,
  Name: row.name,
  Email: row.email,
  Division: row.division,
  District: row.district,
  Blood: row.blood,
  photoURL: row.photoUrl,
  Role: row.role,
  Status: row.status,
});

/** The identity provider's view of the signed-in person. */
export const toSessionUser = (row: UserRow): SessionUser => ({
  _id: row.id,
  displayName: row.name,
  email: row.email,
  photoURL: row.photoUrl,
  Role: row.role,
  Status: row.status,
  division: row.division,
  district: row.district,
  blood: row.blood,
  updatedAt: row.updatedAt.toISOString(),
});
