import { z } from 'zod';
import { MESSAGES } from '../common/messages';
import { DISTRICT_NOT_IN_DIVISION, districtNameSchema, divisionNameSchema, isDistrictInDivision } from '../locations/location.schemas';
import { bloodGroupSchema } from '../users/user.schemas';

/** GET /auth/providers: the sign-in methods besides email and password that this server offers. */
export const authProvidersSchema = z.object({ google: z.boolean() });
export type AuthProviders = z.infer<typeof authProvidersSchema>;

/** POST /auth/google/exchange: the one-time code the callback put in the landing page's URL fragment. */
export const googleExchangeBodySchema = z.object({
  code: z.string({ error: MESSAGES.googleSignInExpired }).min(20, { error: MESSAGES.googleSignInExpired }).max(200),
});
export type GoogleExchangeBody = z.infer<typeof googleExchangeBodySchema>;

/** The fields a first Google sign-in leaves empty, asked for next (the registration form's own fields). */
export const completeProfileSchema = z
  // listedAsDonor: the consent the registration form asks for (decision 0044), saved as the donor's availability.
  .object({ division: divisionNameSchema, district: districtNameSchema, blood: bloodGroupSchema, listedAsDonor: z.boolean().optional() })
  .refine((v) => isDistrictInDivision(v.district, v.division), { error: DISTRICT_NOT_IN_DIVISION, path: ['district'] });
export type CompleteProfileFields = z.infer<typeof completeProfileSchema>;
