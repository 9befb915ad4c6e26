import { z } from 'zod';
import { BLOOD_GROUPS, ROLES, USER_STATUSES } from '../common/enums';
import { LIMITS } from '../common/limits';
import { DISTRICT_NOT_IN_DIVISION, districtNameSchema, divisionNameSchema, isDistrictInDivision } from '../locations/location.schemas';

export const roleSchema = z.enum(ROLES);
export const userStatusSchema = z.enum(USER_STATUSES);
export const bloodGroupSchema = z.enum(BLOOD_GROUPS, { error: 'Choose a blood group.' });

export const personNameSchema = z
  .string({ error: 'Name is required.' })
  .trim()
  .min(1, { error: 'Name is required.' })
  .max(LIMITS.nameMaxLength, { error: `Name must be at most ${LIMITS.nameMaxLength} characters.` });

export const emailSchema = z
  .string({ error: 'Email is required.' })
  .trim()
  .min(1, { error: 'Email is required.' })
  .max(LIMITS.emailMaxLength, { error: 'That email is too long.' })
  .pipe(z.email({ error: 'Enter a valid email address.' }))
  .transform((email) => email.toLowerCase());

/** A photo URL is either one of our own uploads or an absolute http(s) URL. */
export const photoUrlSchema = z
  .string()
  .max(2048)
  .refine((url) => url.startsWith('/uploads/') || /^https?:\/\//.test(url), {
    error: 'The photo address is not valid.',
  });

/** The stored user record, with the spec's capitalised field names. */
export const userRecordSchema = z.object({
  _id: z.string(),
  Name: z.string(),
  Email: z.string(),
  Division: z.string().nullable(),
  District: z.string().nullable(),
  Blood: z.string().nullable(),
  photoURL: z.string().nullable(),
  Role: roleSchema,
  Status: userStatusSchema,
});
export type UserRecord = z.infer<typeof userRecordSchema>;
export const userRecordListSchema = z.array(userRecordSchema);

/**
 * POST /users: the caller completes their own record. Role, Status and Email are never read from
 * the body; Email must match the session when given (the spec's client sends it).
 */
export const completeUserBodySchema = z
  .object({
    Name: personNameSchema.optional(),
    Email: emailSchema.optional(),
    Division: divisionNameSchema,
    District: districtNameSchema,
    Blood: bloodGroupSchema,
    photoURL: photoUrlSchema.optional(),
  })
  .refine((v) => isDistrictInDivision(v.District, v.Division), { error: DISTRICT_NOT_IN_DIVISION, path: ['District'] });
export type CompleteUserBody = z.infer<typeof completeUserBodySchema>;

export const emailParamsSchema = z.object({ email: emailSchema });
