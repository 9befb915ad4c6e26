import { isStaff, type Role, type UserStatus } from '../common/enums';

/** What a person's powers depend on: their role and whether their account is active. */
export interface Standing {
  role: Role;
  status: UserStatus;
}

/** Staff powers need an active account: blocking a volunteer or an admin takes their powers away. */
export const actsAsStaff = (person: Standing): boolean => person.status === 'Active' && isStaff(person.role);
export const actsAsAdmin = (person: Standing): boolean => person.status === 'Active' && person.role === 'admin';

/** The standing of a session user or user record, which carry the spec's capitalised Role and Status. */
export const standingOf = (user: { Role: Role; Status: UserStatus }): Standing => ({ role: user.Role, status: user.Status });
