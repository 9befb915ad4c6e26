import { z } from 'zod';
import { bloodComponentSchema, paginationQuerySchema } from '../requests/request.schemas';
import { REPORT_TEXTS } from './report.texts';

/** Why a person reports a request. */
export const REPORT_REASONS = ['asks-for-money', 'fake', 'duplicate', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

/** How the report dialog and the queue name each reason. */
export const REPORT_REASON_LABELS = {
  'asks-for-money': 'Asks for money',
  fake: 'Fake request',
  duplicate: 'Duplicate of another request',
  other: 'Something else',
} as const satisfies Record<ReportReason, string>;

export const REPORT_NOTE_MAX = 500;

/**
 * A requester whose requests were hidden this many times is blocked (decision 0040): one hidden
 * request can be a misunderstanding, a second is a pattern.
 */
export const HIDDEN_REQUESTS_BEFORE_BLOCK = 2;

const optionalNote = z
  .string()
  .trim()
  .max(REPORT_NOTE_MAX, { error: REPORT_TEXTS.noteTooLong })
  .optional()
  .transform((note) => (note ? note : undefined));

/** POST /request/{id}/report: what is wrong, and a note ("other" needs one). */
export const reportBodySchema = z
  .object({ reason: z.enum(REPORT_REASONS, { error: REPORT_TEXTS.chooseReason }), note: optionalNote })
  .refine((report) => report.reason !== 'other' || report.note, { error: REPORT_TEXTS.noteNeeded, path: ['note'] });
export type ReportBody = z.input<typeof reportBodySchema>;

export const reportedSchema = z.object({ reported: z.literal(true) });

/** GET /moderation/reports: a page of the requests with open reports. */
export const moderationQuerySchema = paginationQuerySchema.omit({ cursor: true });
export type ModerationQuery = z.infer<typeof moderationQuerySchema>;

/** One report as the queue shows it. */
export const requestReportSchema = z.object({
  reason: z.enum(REPORT_REASONS),
  note: z.string().nullable(),
  reporterName: z.string(),
  createdAt: z.string(),
});

/** A request in the moderation queue, with its open reports (newest first). */
export const moderationItemSchema = z.object({
  _id: z.string(),
  recipientName: z.string(),
  hospitalName: z.string(),
  blood: z.string(),
  /** What the patient needs and by when (issue 48): a moderator judges a request by them too. */
  component: bloodComponentSchema,
  neededBy: z.string(),
  division: z.string(),
  district: z.string(),
  status: z.string(),
  requesterName: z.string(),
  requesterEmail: z.string(),
  createdAt: z.string(),
  verifiedAt: z.string().nullable(),
  reports: z.array(requestReportSchema),
});
export type ModerationItem = z.infer<typeof moderationItemSchema>;
export const moderationListSchema = z.array(moderationItemSchema);

/** POST /moderation/requests/{id}/hide: what the requester is told. */
export const hideBodySchema = z.object({
  reason: z
    .string({ error: REPORT_TEXTS.reasonNeeded })
    .trim()
    .min(1, { error: REPORT_TEXTS.reasonNeeded })
    .max(REPORT_NOTE_MAX, { error: REPORT_TEXTS.reasonTooLong }),
});
export type HideBody = z.infer<typeof hideBodySchema>;

export const hiddenSchema = z.object({ hiddenAt: z.string(), requesterBlocked: z.boolean() });

export const dismissedSchema = z.object({ dismissedCount: z.number().int() });
