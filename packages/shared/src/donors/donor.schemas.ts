import { z } from 'zod';
import { checkDistrictInDivision, divisionNameSchema, optionalDistrictQuerySchema } from '../locations/location.schemas';
import { geoPointSchema } from '../places/place.schemas';
import { PLACE_TEXTS } from '../places/place.texts';
import { isoDateSchema, paginationQuerySchema, todayInDhaka } from '../requests/request.schemas';
import { bloodGroupSchema } from '../users/user.schemas';

/** A `+` sent unencoded in a query string arrives as a space: 'A ' means 'A+'. */
const bloodQuerySchema = z.preprocess((v) => (typeof v === 'string' ? v.replace(/ $/, '+') : v), bloodGroupSchema);

/** GET /donors: the recipient's group and place; district (when given) ranks that district first. */
export const donorSearchQuerySchema = paginationQuerySchema.extend({
  blood: bloodQuerySchema,
  division: divisionNameSchema,
  district: optionalDistrictQuerySchema,
});
export type DonorSearchQuery = z.infer<typeof donorSearchQuerySchema>;

/** How near a donor is to the place asked about. */
export const DONOR_PROXIMITIES = ['district', 'division'] as const;

/** What anyone may see of a matching donor: no phone, no e-mail. */
export const publicDonorSchema = z.object({
  _id: z.string(),
  name: z.string(),
  blood: z.string(),
  division: z.string(),
  district: z.string(),
  /** The donor's group is the recipient's own (rather than only compatible). */
  exactMatch: z.boolean(),
  proximity: z.enum(DONOR_PROXIMITIES),
});
export type PublicDonor = z.infer<typeof publicDonorSchema>;
export const publicDonorListSchema = z.array(publicDonorSchema);

/** A donor found by the search page: first name only, never a phone or an e-mail (decision 0052). */
export const donorSearchResultSchema = publicDonorSchema
  .pick({ _id: true, blood: true, division: true, district: true, exactMatch: true })
  .extend({
    firstName: z.string(),
    /** The donor lives in the district asked about. */
    sameDistrict: z.boolean(),
  });
export type DonorSearchResult = z.infer<typeof donorSearchResultSchema>;
export const donorSearchResultListSchema = z.array(donorSearchResultSchema);

/** A patient's group and place: the search page's donors view asks with it, and the request form is prefilled from it. */
const groupAndPlace = { blood: bloodQuerySchema, division: divisionNameSchema, district: optionalDistrictQuerySchema };

/** The request form's address may carry a group and place (the search page's "Ask for blood"). */
export const requestPrefillQuerySchema = checkDistrictInDivision(z.object(groupAndPlace));

/**
 * GET /donors/search (the search page's donors view): the patient's group and place. With a
 * district, donors of it and of the districts nearest it (LIMITS.donorSearchDistricts in all), nearest first; with a division only, that division's.
 */
export const donorNearSearchQuerySchema = checkDistrictInDivision(paginationQuerySchema.omit({ cursor: true }).extend(groupAndPlace));
export type DonorNearSearchQuery = z.infer<typeof donorNearSearchQuerySchema>;

/** How a donor answered the request a list is about (decision 0027). */
export const DONOR_RESPONSES = ['pledged', 'declined'] as const;

/** A matching donor as the requester of a matching request sees them: with contact details. */
export const requestDonorSchema = publicDonorSchema.extend({
  email: z.string().nullable(),
  phone: z.string().nullable(),
  /** They pledged, or answered "Not this time" (then listed last, with no phone or e-mail); null: no answer yet. */
  response: z.enum(DONOR_RESPONSES).nullable(),
  /** From the request's hospital (or point, or district centre) to the donor's area, own point or district centre. */
  distanceKm: z.number(),
});
export type RequestDonor = z.infer<typeof requestDonorSchema>;
export const requestDonorListSchema = z.array(requestDonorSchema);

/** A phone number as people write it in Bangladesh: digits, spaces, dashes, an optional leading +. */
export const phoneSchema = z
  .string()
  .trim()
  .regex(/^\+?[0-9][0-9 -]{5,18}[0-9]$/, { error: 'Enter a phone number of digits (7 to 20), such as 01712-345678.' });

const currentYear = () => Number(todayInDhaka().slice(0, 4));

/** Optional answers are cleared with null; an empty form field ('' or a number input's NaN) means the same. */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === '' || Number.isNaN(v) ? null : v), schema.nullable().optional());

/** PATCH /donors/me: the donor's own answers; every field optional, null clears it. */
export const donorProfileUpdateSchema = z
  .object({
    available: z.boolean({ error: 'Availability is yes or no.' }).optional(),
    volunteerCalls: z.boolean({ error: 'Calls from volunteers are yes or no.' }).optional(),
    phoneToRequesters: z.boolean({ error: 'Showing your phone to requesters is yes or no.' }).optional(),
    lastDonationOn: optional(
      isoDateSchema.refine((v) => v <= todayInDhaka(), { error: 'The last donation date cannot be in the future.' }),
    ),
    phone: optional(phoneSchema),
    birthYear: optional(
      z
        .number({ error: 'Enter your birth year as a number.' })
        .int({ error: 'Enter your birth year as a whole number.' })
        .refine((y) => y >= 1900 && y <= currentYear() - 16, { error: 'Enter a birth year between 1900 and 16 years ago.' }),
    ),
    weightKg: optional(
      z
        .number({ error: 'Enter your weight in kilograms.' })
        .int({ error: 'Enter your weight as a whole number of kilograms.' })
        .min(20, { error: 'Enter a weight between 20 and 300 kg.' })
        .max(300, { error: 'Enter a weight between 20 and 300 kg.' }),
    ),
    /** Where the donor lives (issue 48): an upazila or city thana from GET /areas, or their own point (kept to about 1 km). */
    areaId: optional(z.string().trim().min(1, { error: PLACE_TEXTS.areaNotFound }).max(120)),
    location: optional(geoPointSchema),
  })
  .refine((v) => !(v.areaId && v.location), { error: PLACE_TEXTS.areaOrLocation, path: ['location'] });
export type DonorProfileUpdate = z.infer<typeof donorProfileUpdateSchema>;

/** GET /donors/me: the donor's own answers and where they stand. */
export const donorProfileSchema = z.object({
  available: z.boolean(),
  /** Volunteers may call them about a request they match (the triage board's call sheet). */
  volunteerCalls: z.boolean(),
  /** The requester of a request they match may see their phone (decision 0044). */
  phoneToRequesters: z.boolean(),
  lastDonationOn: z.string().nullable(),
  /** The first day they may give again; null when no donation is recorded. */
  nextEligibleOn: z.string().nullable(),
  eligible: z.boolean(),
  intervalDays: z.number(),
  phone: z.string().nullable(),
  birthYear: z.number().nullable(),
  weightKg: z.number().nullable(),
  areaId: z.string().nullable(),
  /** Their own point as stored (rounded), when they chose "use my location". */
  location: z.object({ lat: z.number(), lon: z.number() }).nullable(),
});
export type DonorProfile = z.infer<typeof donorProfileSchema>;

export const donationHistoryQuerySchema = paginationQuerySchema;
