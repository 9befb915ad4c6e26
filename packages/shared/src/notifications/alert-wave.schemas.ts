import { z } from 'zod';

/**
 * How far an alert wave reaches (decision 0025): the recipient's own group in the request's
 * district, then every compatible group there, then every compatible group in the division.
 */
export const ALERT_REACHES = ['district-exact', 'district-compatible', 'division-compatible'] as const;
export type AlertReach = (typeof ALERT_REACHES)[number];

/**
 * Since issue 48 (decision 0055) a wave reaches the donors within a radius of the request's place
 * ('nearby', with its radiusKm), then the division, then the whole country for rare groups. The
 * waves sent before keep their district and division reaches.
 */
export const ALERT_WAVE_REACHES = [...ALERT_REACHES, 'nearby', 'division', 'country'] as const;
export const alertReachSchema = z.enum(ALERT_WAVE_REACHES);
export type AlertWaveReach = z.infer<typeof alertReachSchema>;

export const alertWaveSchema = z.object({
  number: z.number().int(),
  reach: alertReachSchema,
  recipients: z.number().int(),
  /** A 'nearby' wave's radius around the request's hospital (or point, or district centre); null for the others. */
  radiusKm: z.number().nullable(),
  sentAt: z.string(),
  /** Sent by a volunteer or admin before its time, rather than by itself. */
  sentByStaff: z.boolean(),
});
export type AlertWave = z.infer<typeof alertWaveSchema>;

/** GET /api/request/{id}/waves: the waves sent, when the next one goes, and whether staff may send it now. */
export const alertWavesSchema = z.object({
  waves: z.array(alertWaveSchema),
  nextWaveAt: z.string().nullable(),
  canSendNext: z.boolean(),
});
export type AlertWaves = z.infer<typeof alertWavesSchema>;

/** POST /api/request/{id}/waves: the wave staff sent. */
export const sentAlertWaveSchema = z.object({ number: z.number().int(), recipients: z.number().int() });
export type SentAlertWave = z.infer<typeof sentAlertWaveSchema>;
