import { z } from 'zod';
import { BLOOD_GROUPS } from '../common/enums';
import { checkDistrictInDivision, placeFilterFields } from '../locations/location.schemas';
import { INSIGHTS_TEXTS } from './insights.texts';

/** The periods the insights page looks back over, in days. */
export const INSIGHT_RANGES = [7, 30, 90] as const;
export type InsightRange = (typeof INSIGHT_RANGES)[number];

/** GET /insights: a period (30 days unless chosen), and a division or a district to look at alone. */
export const insightsQuerySchema = checkDistrictInDivision(
  z.object({
    days: z.coerce
      .number()
      .refine((days): days is InsightRange => (INSIGHT_RANGES as readonly number[]).includes(days), {
        error: INSIGHTS_TEXTS.chooseRange,
      })
      .default(30),
    ...placeFilterFields,
  }),
);
export type InsightsQuery = z.infer<typeof insightsQuerySchema>;

const count = z.number().int();

/** How many requests were created on one day (in Dhaka), by the status they have now. */
export const requestsOnDaySchema = z.object({ day: z.string(), pending: count, inprogress: count, done: count, canceled: count });
export type RequestsOnDay = z.infer<typeof requestsOnDaySchema>;

/**
 * GET /insights: the map of needs and the figures behind the work. The map is every district's open
 * requests now (pending, or in progress without all its donors; hidden ones left out), whatever the
 * period or place chosen; the rest is the requests created in the period, in the place chosen.
 */
export const insightsSchema = z.object({
  days: z.number().int(),
  openByDistrict: z.array(z.object({ district: z.string(), open: count })),
  perDay: z.array(requestsOnDaySchema),
  requests: count,
  /** Requests that found all the donors they asked for. */
  filled: count,
  /** Median minutes from a request's creation to its first pledge, and to being marked done; null without any. */
  medianMinutesToFirstPledge: z.number().nullable(),
  medianMinutesToDone: z.number().nullable(),
  byBlood: z.array(z.object({ blood: z.enum(BLOOD_GROUPS), requests: count })),
  byDivision: z.array(z.object({ division: z.string(), requests: count })),
});
export type Insights = z.infer<typeof insightsSchema>;
