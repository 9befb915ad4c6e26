/** The closed value sets of the product (spec section 9). */

export const BLOOD_GROUPS = ['A+', 'A-', 'B+', 'B-', 'AB+', 'AB-', 'O+', 'O-'] as const;
export type BloodGroup = (typeof BLOOD_GROUPS)[number];

/** "donner" is the spec's own spelling of the default role; it is part of the API contract. */
export const ROLES = ['donner', 'volunteer', 'admin'] as const;
export type Role = (typeof ROLES)[number];

export const USER_STATUSES = ['Active', 'block'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

export const REQUEST_STATUSES = ['pending', 'inprogress', 'done', 'canceled'] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];

/** How soon blood is needed (an addition to the spec): urgent and critical requests are flagged and reach further. */
export const REQUEST_URGENCIES = ['normal', 'urgent', 'critical'] as const;
export type RequestUrgency = (typeof REQUEST_URGENCIES)[number];

/**
 * What the patient needs (issue 48, decision 0055). Whole blood is the default, so every spec call
 * asks for it; platelets are pooled from whole-blood donors, apheresis platelets come from one donor
 * at a centre with a machine.
 */
export const BLOOD_COMPONENTS = ['whole_blood', 'red_cells', 'platelets', 'apheresis_platelets', 'plasma', 'cryo'] as const;
export type BloodComponent = (typeof BLOOD_COMPONENTS)[number];

export const STAFF_ROLES: readonly Role[] = ['volunteer', 'admin'];
export const isStaff = (role: Role): boolean => STAFF_ROLES.includes(role);
