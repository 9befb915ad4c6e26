import { z } from 'zod';
import { districtNameSchema } from '../locations/location.schemas';
import { bloodGroupSchema } from '../users/user.schemas';

/** How long an admin's surge lasts unless ended first, and the automatic one's threshold (decision 0055). */
export const SURGE_HOURS_DEFAULT = 72;
export const SURGE_HOURS_MAX = 24 * 14;

/** The surge's messages; the web's dictionary has their Bangla. */
export const SURGE_TEXTS = {
  hoursRange: `Enter how many hours the surge lasts, from 1 to ${SURGE_HOURS_MAX}.`,
  notFound: 'This surge does not exist.',
  alreadyEnded: 'This surge has already ended.',
  alreadyLive: 'A surge is already on for this place. End it first to start another.',
  wholeCountry: 'Whole country',
} as const;

/** How long an automatic surge lasts: the threshold counts a day's requests, so a day at a time. */
export const SURGE_AUTO_HOURS = 24;

/**
 * A dengue surge (issue 48): while it is on, platelet requests in its district (every district when
 * `district` is null) wait less between waves and are not held back by the weekly cap, and the home
 * page asks donors of `groups` (the groups of its open platelet requests) to answer.
 */
export const surgeSchema = z.object({
  _id: z.string(),
  district: z.string().nullable(),
  startedAt: z.string(),
  endsAt: z.string(),
  /** Started by itself (platelet requests in a district passed the day's threshold) rather than by an admin. */
  automatic: z.boolean(),
  groups: z.array(bloodGroupSchema),
});
export type Surge = z.infer<typeof surgeSchema>;
export const surgeListSchema = z.array(surgeSchema);

/** POST /api/surges (admin): start one, for a district or (without) the whole country. */
export const startSurgeBodySchema = z.object({
  district: districtNameSchema.nullable().optional(),
  hours: z
    .number({ error: SURGE_TEXTS.hoursRange })
    .int({ error: SURGE_TEXTS.hoursRange })
    .min(1, { error: SURGE_TEXTS.hoursRange })
    .max(SURGE_HOURS_MAX, { error: SURGE_TEXTS.hoursRange })
    .default(SURGE_HOURS_DEFAULT),
});
export type StartSurgeBody = z.infer<typeof startSurgeBodySchema>;
