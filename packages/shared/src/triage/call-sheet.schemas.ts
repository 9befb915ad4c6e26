import { z } from 'zod';
import { idParamsSchema } from '../common/error.schemas';
import { paginationQuerySchema } from '../requests/request.schemas';
import { CALL_SHEET_TEXTS } from './call-sheet.texts';

/** What came of a volunteer's call to a donor. */
export const CALL_OUTCOMES = ['no-answer', 'declined', 'agreed', 'wrong-number', 'not-eligible'] as const;
export type CallOutcome = (typeof CALL_OUTCOMES)[number];

/** How the call sheet names each outcome. */
export const CALL_OUTCOME_LABELS = {
  'no-answer': 'No answer',
  declined: 'Declined',
  agreed: 'Agreed to donate',
  'wrong-number': 'Wrong number',
  'not-eligible': 'Not eligible',
} as const satisfies Record<CallOutcome, string>;

/** A donor called this long ago, by anyone about any request, is marked on every call sheet. */
export const RECENT_CALL_HOURS = 6;

export const CALL_NOTE_MAX = 500;

/** GET /triage/{id}/calls: a page of the request's call sheet. */
export const callSheetQuerySchema = paginationQuerySchema.omit({ cursor: true });
export type CallSheetQuery = z.infer<typeof callSheetQuerySchema>;

/** A call as the sheet shows it: what came of it, who called and when. */
export const donorCallSchema = z.object({
  outcome: z.enum(CALL_OUTCOMES),
  note: z.string().nullable(),
  callerName: z.string().nullable(),
  at: z.string(),
});
export type DonorCall = z.infer<typeof donorCallSchema>;

/** One donor on a request's call sheet: the existing match, nearest first, without the number. */
export const callSheetDonorSchema = z.object({
  _id: z.string(),
  name: z.string(),
  blood: z.string(),
  district: z.string(),
  division: z.string(),
  exactMatch: z.boolean(),
  /** They agreed on their profile that volunteers may call them, and gave a number. */
  callable: z.boolean(),
  /** The newest call to them in the last RECENT_CALL_HOURS, by anyone about any request. */
  recentCall: donorCallSchema.nullable(),
  /** The newest call about this request. */
  lastCallHere: donorCallSchema.nullable(),
  /** They pledged to this request (themselves, or recorded by staff). */
  pledged: z.boolean(),
});
export type CallSheetDonor = z.infer<typeof callSheetDonorSchema>;
export const callSheetDonorListSchema = z.array(callSheetDonorSchema);

/** POST /triage/{id}/calls/{donorId}/number: the number, shown once its reveal is in the audit log. */
export const donorNumberSchema = z.object({ phone: z.string() });

export const donorParamsSchema = idParamsSchema.extend({ donorId: idParamsSchema.shape.id });

/** POST /triage/{id}/calls: one call's outcome; "agreed" may record the donor's pledge too. */
export const callRecordSchema = z
  .object({
    donorId: z.uuid({ error: CALL_SHEET_TEXTS.chooseDonor }),
    outcome: z.enum(CALL_OUTCOMES, { error: CALL_SHEET_TEXTS.chooseOutcome }),
    note: z
      .string()
      .trim()
      .max(CALL_NOTE_MAX, { error: CALL_SHEET_TEXTS.noteTooLong })
      .optional()
      .transform((note) => (note ? note : undefined)),
    recordPledge: z.boolean().optional(),
  })
  .refine((call) => !call.recordPledge || call.outcome === 'agreed', {
    error: CALL_SHEET_TEXTS.pledgeNeedsAgreed,
    path: ['recordPledge'],
  });
export type CallRecord = z.input<typeof callRecordSchema>;

export const callRecordedSchema = z.object({ call: donorCallSchema, pledged: z.boolean() });
