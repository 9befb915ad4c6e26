import { z } from 'zod';
import {
  checkPlaceChange,
  DISTRICT_NOT_IN_DIVISION,
  districtNameSchema,
  divisionNameSchema,
  isDistrictInDivision,
} from '../locations/location.schemas';
import { bloodGroupSchema, emailSchema, personNameSchema, photoUrlSchema, roleSchema, userStatusSchema } from '../users/user.schemas';
import { checkNewPassword, newPasswordFields, whenPasswordsGiven } from './new-password.schemas';

/** The text fields of the registration form (the photo travels beside them as a file). */
export const registerFieldsSchema = z
  .object({
    name: personNameSchema,
    email: emailSchema,
    ...newPasswordFields,
    division: divisionNameSchema,
    district: districtNameSchema,
    blood: bloodGroupSchema,
    /**
     * The explicit consent to be listed for matching and alerts (decision 0044): off unless ticked.
     * A form field arrives as text ('true' from the checkbox), a JSON body as a boolean.
     */
    listedAsDonor: z.preprocess((v) => v === true || v === 'true' || v === 'on', z.boolean()).optional(),
  })
  .superRefine(checkNewPassword, whenPasswordsGiven)
  .superRefine((v, ctx) => {
    if (!isDistrictInDivision(v.district, v.division)) {
      ctx.addIssue({ code: 'custom', message: DISTRICT_NOT_IN_DIVISION, path: ['district'] });
    }
  });
export type RegisterFields = z.infer<typeof registerFieldsSchema>;

export const loginBodySchema = z.object({
  email: emailSchema,
  password: z.string({ error: 'Password is required.' }).min(1, { error: 'Password is required.' }).max(1024),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

/** The session user, as the spec's identity provider described it, plus the stored Role and Status. */
export const sessionUserSchema = z.object({
  _id: z.string(),
  displayName: z.string(),
  email: z.string(),
  photoURL: z.string().nullable(),
  Role: roleSchema,
  Status: userStatusSchema,
  division: z.string().nullable(),
  district: z.string().nullable(),
  blood: z.string().nullable(),
  /** The profile's version, which PATCH /auth/profile takes back in If-Match. */
  updatedAt: z.string(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

export const authResponseSchema = z.object({ token: z.string(), user: sessionUserSchema });
export type AuthResponse = z.infer<typeof authResponseSchema>;

export const tokenResponseSchema = z.object({ token: z.string() });

/** PATCH /auth/profile: what a person may change about themself. */
export const profileUpdateSchema = checkPlaceChange(
  z
    .object({
      displayName: personNameSchema.optional(),
      photoURL: photoUrlSchema.optional(),
      division: divisionNameSchema.optional(),
      district: districtNameSchema.optional(),
      blood: bloodGroupSchema.optional(),
    })
    .strict(),
);
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;

/** POST /jwt: the spec's client sends the user's email; we only renew the caller's own session. */
export const jwtBodySchema = z.object({ user: emailSchema.optional(), email: emailSchema.optional() });

export const uploadResponseSchema = z.object({ url: z.string() });
