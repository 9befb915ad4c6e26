import { z } from 'zod';
import { checkDistrictInDivision, emptyIsUnset, placeFilterFields } from '../locations/location.schemas';
import { bloodComponentSchema, paginationQuerySchema, requestStatusSchema, requestUrgencySchema } from '../requests/request.schemas';
import { bloodGroupSchema } from '../users/user.schemas';
import { TRIAGE_TEXTS } from './triage.texts';

/**
 * GET /triage: the open requests (pending, or in progress without all their donors), most pressing
 * first, by page; each filter is optional. A district is checked against the division only when both
 * are given: the board may ask for a district alone.
 */
export const triageQuerySchema = checkDistrictInDivision(
  paginationQuerySchema.omit({ cursor: true }).extend({
    ...placeFilterFields,
    blood: emptyIsUnset(z.preprocess((v) => (typeof v === 'string' ? v.replace(/ $/, '+') : v), bloodGroupSchema)),
    urgency: emptyIsUnset(requestUrgencySchema),
  }),
);
export type TriageQuery = z.infer<typeof triageQuerySchema>;

/** Who handles a request on the board, and since when. */
export const triageHandlerSchema = z.object({ _id: z.string(), name: z.string(), since: z.string() });
export type TriageHandler = z.infer<typeof triageHandlerSchema>;

/** One row of the triage board. */
export const triageItemSchema = z.object({
  _id: z.string(),
  status: requestStatusSchema,
  urgency: requestUrgencySchema,
  blood: z.string(),
  recipientName: z.string(),
  hospitalName: z.string(),
  division: z.string(),
  district: z.string(),
  donationDate: z.string(),
  donationTime: z.string(),
  bags: z.number().int(),
  pledgedCount: z.number().int(),
  /** What the patient needs and by when (issue 48): ISO 8601 with offset. */
  component: bloodComponentSchema,
  neededBy: z.string(),
  /** Null while the alert job is still finding donors. */
  notifiedCount: z.number().int().nullable(),
  declinedCount: z.number().int(),
  createdAt: z.string(),
  /** When a volunteer checked it with the hospital; null until one does. */
  verifiedAt: z.string().nullable(),
  handledBy: triageHandlerSchema.nullable(),
});
export type TriageItem = z.infer<typeof triageItemSchema>;
export const triageListSchema = z.array(triageItemSchema);

/** GET /triage/handlers: the people an admin may give a request to (active volunteers and admins, by name; the e-mail tells two of one name apart). */
export const triageHandlerChoiceSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(['volunteer', 'admin']),
});
export type TriageHandlerChoice = z.infer<typeof triageHandlerChoiceSchema>;
export const triageHandlerChoiceListSchema = z.array(triageHandlerChoiceSchema);

/** PUT /triage/{id}/handler: an admin gives a request to another volunteer (or admin). */
export const reassignBodySchema = z.object({ userId: z.uuid({ error: TRIAGE_TEXTS.chooseVolunteer }) });
export type ReassignBody = z.infer<typeof reassignBodySchema>;
