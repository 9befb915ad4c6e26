import { z } from 'zod';
import { BLOOD_COMPONENTS, REQUEST_STATUSES, REQUEST_URGENCIES } from '../common/enums';
import { LIMITS } from '../common/limits';
import { paginationQuerySchema } from '../common/paging.schemas';
import {
  checkPlaceChange,
  DISTRICT_NOT_IN_DIVISION,
  districtNameSchema,
  divisionNameSchema,
  isDistrictInDivision,
  optionalDistrictQuerySchema,
} from '../locations/location.schemas';
import { geoPointSchema, requestHospitalSchema } from '../places/place.schemas';
import { PLACE_TEXTS } from '../places/place.texts';
import { bloodGroupSchema, emailSchema } from '../users/user.schemas';
import { REQUEST_NEED_TEXTS } from './need.texts';
import { NEEDED_BY_MAX_DAYS } from './request-need';

export const requestStatusSchema = z.enum(REQUEST_STATUSES, { error: 'Choose a status: pending, inprogress, done or canceled.' });

/** The messages of a required text field, which name it (the web's Bangla has each one: i18n/bn.test.ts). */
export const requiredTextMessages = (label: string, max: number) => ({
  required: `${label} is required.`,
  tooLong: `${label} must be at most ${max} characters.`,
});

/** A required text field, trimmed, with messages that name it. */
export const requiredText = (label: string, max: number) => {
  const messages = requiredTextMessages(label, max);
  return z.string({ error: messages.required }).trim().min(1, { error: messages.required }).max(max, { error: messages.tooLong });
};

/**
 * An optional text field (a name's Bangla, beside the English one that is required), trimmed, with
 * the message of a required one's length; empty means none.
 */
export const optionalText = (label: string, max: number) =>
  z
    .string({ error: requiredTextMessages(label, max).tooLong })
    .trim()
    .max(max, { error: requiredTextMessages(label, max).tooLong })
    .optional();

export const requestUrgencySchema = z.enum(REQUEST_URGENCIES, { error: 'Choose an urgency: normal, urgent or critical.' });

export const BAGS_MAX = 10;

/** How a donor answered a request: "I can donate" (a pledge) or "Not this time" (a decline). */
export const REQUEST_RESPONSES = ['pledged', 'declined'] as const;
export type RequestResponse = (typeof REQUEST_RESPONSES)[number];
export const bagsSchema = z
  .number({ error: 'Enter the number of bags as a number.' })
  .int({ error: 'Enter a whole number of bags.' })
  .min(1, { error: `Ask for 1 to ${BAGS_MAX} bags.` })
  .max(BAGS_MAX, { error: `Ask for 1 to ${BAGS_MAX} bags.` });

/** A calendar date as the date input gives it: YYYY-MM-DD, and a real day. */
export const isoDateSchema = z.iso.date({ error: 'Enter the donation date as a date (YYYY-MM-DD).' });

/** Today's date where the product is used (Bangladesh, UTC+6), as YYYY-MM-DD. */
export const todayInDhaka = (now: Date = new Date()): string => new Date(now.getTime() + 6 * 3_600_000).toISOString().slice(0, 10);

export const bloodComponentSchema = z.enum(BLOOD_COMPONENTS, { error: REQUEST_NEED_TEXTS.chooseComponent });

/** When the blood is needed by: a date-time with its offset, not past, at most NEEDED_BY_MAX_DAYS ahead. */
export const neededBySchema = z.iso
  .datetime({ offset: true, error: REQUEST_NEED_TEXTS.neededByFormat })
  .refine((v) => Date.parse(v) >= Date.now() - 60_000, { error: REQUEST_NEED_TEXTS.neededByPast })
  .refine((v) => Date.parse(v) <= Date.now() + NEEDED_BY_MAX_DAYS * 86_400_000, { error: REQUEST_NEED_TEXTS.neededByTooFar });

const hospitalIdSchema = z.string({ error: PLACE_TEXTS.hospitalNotFound }).trim().min(1, { error: PLACE_TEXTS.hospitalNotFound }).max(120);

/** The fields a requester writes; name, email and status are the server's, so they are not here. */
const requestFields = {
  recipientName: requiredText('Recipient name', LIMITS.nameMaxLength),
  hospitalName: requiredText('Hospital name', LIMITS.hospitalNameMaxLength),
  message: requiredText('Message', 2000),
  division: divisionNameSchema,
  district: districtNameSchema,
  blood: bloodGroupSchema,
  donationDate: isoDateSchema,
  donationTime: requiredText('Donation time', 50),
  urgency: requestUrgencySchema,
  bags: bagsSchema,
  /** Issue 48: what the patient needs, by when, and where (a directory hospital, or a point for a place not in it). */
  component: bloodComponentSchema,
  neededBy: neededBySchema,
  hospitalId: hospitalIdSchema.nullable(),
  location: geoPointSchema.nullable(),
};

const oneWayToSayWhere = (v: { hospitalId?: string | null; location?: unknown }) => !(v.hospitalId && v.location);

/** Urgency and bags are additions to the spec's request: a client that leaves them out asks for one bag, normal urgency. */
export const createRequestBodySchema = z
  .object({
    ...requestFields,
    urgency: requestUrgencySchema.default('normal'),
    bags: bagsSchema.default(1),
    component: bloodComponentSchema.default('whole_blood'),
    neededBy: neededBySchema.optional(),
    hospitalId: requestFields.hospitalId.optional(),
    location: requestFields.location.optional(),
    /** The spec's field, required as before unless a directory hospital (hospitalId) names it. */
    hospitalName: requestFields.hospitalName.optional(),
  })
  .refine((v) => v.hospitalName !== undefined || Boolean(v.hospitalId), {
    error: requiredTextMessages('Hospital name', LIMITS.hospitalNameMaxLength).required,
    path: ['hospitalName'],
  })
  .refine(oneWayToSayWhere, { error: PLACE_TEXTS.hospitalOrLocation, path: ['location'] })
  .refine((v) => isDistrictInDivision(v.district, v.division), { error: DISTRICT_NOT_IN_DIVISION, path: ['district'] })
  .refine((v) => v.donationDate >= todayInDhaka(), { error: 'The donation date cannot be in the past.', path: ['donationDate'] });
export type CreateRequestBody = z.infer<typeof createRequestBodySchema>;
/** What a client sends: urgency and bags may be left out. */
export type CreateRequestInput = z.input<typeof createRequestBodySchema>;

/** PATCH /update/{id}: any of the requester's fields; division and district travel together. */
export const updateRequestBodySchema = checkPlaceChange(
  z
    .object(requestFields)
    .partial()
    .refine(oneWayToSayWhere, { error: PLACE_TEXTS.hospitalOrLocation, path: ['location'] }),
);
export type UpdateRequestBody = z.infer<typeof updateRequestBodySchema>;

/** What anyone may see of a request: the columns of the public tables. */
export const publicRequestSchema = z.object({
  _id: z.string(),
  name: z.string(),
  division: z.string(),
  district: z.string(),
  blood: z.string(),
  donationDate: z.string(),
  donationTime: z.string(),
  status: requestStatusSchema,
  urgency: requestUrgencySchema,
  bags: z.number(),
  /** How many distinct donors offered so far (request_pledges); the request stays pending until it reaches `bags`. */
  pledgedCount: z.number().int(),
  /** A volunteer checked it with the hospital (decision 0039): every list shows the mark. */
  verified: z.boolean(),
  component: bloodComponentSchema,
  /** ISO 8601 with offset; from donationDate and donationTime when the requester gave none. */
  neededBy: z.string(),
  hospitalId: z.string().nullable(),
  location: z.object({ lat: z.number(), lon: z.number() }).nullable(),
});
export type PublicRequest = z.infer<typeof publicRequestSchema>;

/** The whole request, for signed-in people. */
export const donationRequestSchema = publicRequestSchema.extend({
  email: z.string(),
  recipientName: z.string(),
  hospitalName: z.string(),
  message: z.string(),
  donorName: z.string().nullable(),
  donorEmail: z.string().nullable(),
  createdAt: z.string(),
  /** The version an edit sends back in If-Match. */
  updatedAt: z.string(),
  /** For the requester and staff: how many donors were notified; null while they are still being found. */
  notifiedCount: z.number().int().nullable().optional(),
  /** On the details answer only: when a volunteer checked the request with the hospital; null until one does. */
  verifiedAt: z.string().nullable().optional(),
  /** An admin hid the request (decision 0040): when, and what its requester was told. Only on its requester's and staff's reads. */
  hidden: z.object({ at: z.string(), reason: z.string() }).optional(),
  /** On the details answer only: the directory hospital it names, when it names one. */
  hospital: requestHospitalSchema.optional(),
  /** On the details answer only: how the signed-in reader answered this request, if they did. */
  yourResponse: z.enum(REQUEST_RESPONSES).nullable().optional(),
});
export type DonationRequest = z.infer<typeof donationRequestSchema>;

/** POST /request/{id}/verify: a volunteer checked the request with the hospital. */
export const verifiedSchema = z.object({ verifiedAt: z.string() });

/** POST /request/{id}/decline: "Not this time", recorded (again is the same). */
export const declineResultSchema = z.object({ declined: z.literal(true) });

/** GET /request/{id}/responses: who answered a request, for its requester and staff. */
export const requestResponsesSchema = z.object({
  bags: z.number().int(),
  pledged: z.number().int(),
  notified: z.number().int(),
  declined: z.number().int(),
  pledges: z.array(z.object({ donorName: z.string(), createdAt: z.string(), recordedByStaff: z.boolean() })),
});
export type RequestResponses = z.infer<typeof requestResponsesSchema>;

/** Moved beside the cursor (common/paging.schemas) so the places' lists can page without importing requests. */
export { paginationQuerySchema };

export const searchQuerySchema = paginationQuerySchema.extend({
  /** A `+` sent unencoded in a query string arrives as a space: 'A ' means 'A+'. */
  blood: z.preprocess((v) => (typeof v === 'string' ? v.replace(/ $/, '+') : v), bloodGroupSchema),
  division: divisionNameSchema,
  district: optionalDistrictQuerySchema,
});
export type SearchQuery = z.infer<typeof searchQuerySchema>;

export const statusFilterQuerySchema = paginationQuerySchema.extend({
  status: requestStatusSchema,
  user: z.preprocess((v) => (v === '' ? undefined : v), emailSchema.optional()),
});
export type StatusFilterQuery = z.infer<typeof statusFilterQuerySchema>;

export const ownRequestsQuerySchema = paginationQuerySchema.extend({
  status: z.preprocess((v) => (v === '' ? undefined : v), requestStatusSchema.optional()),
});

export const requestListSchema = z.array(donationRequestSchema);
export const publicRequestListSchema = z.array(publicRequestSchema);
