import { z } from 'zod';
import { paginationQuerySchema } from '../requests/request.schemas';
import { CHANNEL_TEXTS } from './channels.texts';
import { bangladeshiMobileSchema } from './phone';

export const LANGUAGES = ['en', 'bn'] as const;
export type Language = (typeof LANGUAGES)[number];

/** Base64url of exactly `bytes` bytes, with or without '=' padding (browsers send it unpadded). */
const base64urlOf = (bytes: number, first?: string) =>
  z
    .string({ error: CHANNEL_TEXTS.pushKeysInvalid })
    .transform((value) => value.replace(/=+$/, ''))
    .refine(
      (value) => value.length === Math.ceil((bytes * 4) / 3) && /^[A-Za-z0-9_-]+$/.test(value) && (!first || value.startsWith(first)),
      {
        error: CHANNEL_TEXTS.pushKeysInvalid,
      },
    );

/**
 * A browser's PushSubscription (its toJSON()): where to send, and what to encrypt to (RFC 8291):
 * an uncompressed P-256 point (65 bytes, starting 0x04, so 'B' in base64url) and a 16-byte secret.
 * Whether the address's scheme is allowed is the server's rule (plain http only in tests).
 */
export const pushSubscriptionSchema = z.object({
  endpoint: z
    .url({ protocol: /^https?$/, error: CHANNEL_TEXTS.pushEndpointInvalid })
    .max(2048, { error: CHANNEL_TEXTS.pushEndpointInvalid }),
  keys: z.object({ p256dh: base64urlOf(65, 'B'), auth: base64urlOf(16) }, { error: CHANNEL_TEXTS.pushKeysInvalid }),
  expirationTime: z.number().nullable().optional(),
});
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionSchema>;

export const pushUnsubscribeSchema = z.object({ endpoint: z.string({ error: CHANNEL_TEXTS.pushEndpointInvalid }).max(2048) });
export type PushUnsubscribe = z.infer<typeof pushUnsubscribeSchema>;
export const pushKeySchema = z.object({ publicKey: z.string() });
export const pushSubscribedSchema = z.object({ id: z.string() });

export const phoneStartSchema = z.object({ phone: bangladeshiMobileSchema });
export type PhoneStart = z.infer<typeof phoneStartSchema>;
export const phoneCodeSentSchema = z.object({ phone: z.string(), expiresAt: z.string() });
export type PhoneCodeSent = z.infer<typeof phoneCodeSentSchema>;
export const phoneVerifySchema = z.object({
  code: z
    .string({ error: CHANNEL_TEXTS.codeFormat })
    .trim()
    .regex(/^\d{6}$/, { error: CHANNEL_TEXTS.codeFormat }),
});
export type PhoneVerify = z.infer<typeof phoneVerifySchema>;
export const phoneVerifiedSchema = z.object({ phone: z.string(), verified: z.literal(true) });
export type PhoneVerified = z.infer<typeof phoneVerifiedSchema>;

const timeOfDay = z
  .string({ error: CHANNEL_TEXTS.quietHoursFormat })
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: CHANNEL_TEXTS.quietHoursFormat });

/** Bangladesh time; start after end runs over midnight (22:00 to 07:00). */
export const quietHoursSchema = z
  .object({ start: timeOfDay, end: timeOfDay })
  .refine((hours) => hours.start !== hours.end, { error: CHANNEL_TEXTS.quietHoursSame, path: ['end'] });
export type QuietHours = z.infer<typeof quietHoursSchema>;

export const alertChannelsSchema = z.object({ inApp: z.boolean(), email: z.boolean(), push: z.boolean(), sms: z.boolean() });
export type AlertChannels = z.infer<typeof alertChannelsSchema>;

/** GET /donors/me/alerts: how and when the donor is told of matching requests. */
export const alertPreferencesSchema = z.object({
  channels: alertChannelsSchema,
  quietHours: quietHoursSchema.nullable(),
  language: z.enum(LANGUAGES),
  phone: z.string().nullable(),
  phoneVerified: z.boolean(),
  /** Devices (push subscriptions) this person has turned alerts on for. */
  devices: z.number().int(),
});
export type AlertPreferences = z.infer<typeof alertPreferencesSchema>;

/** PATCH /donors/me/alerts: any of them; null quiet hours turns them off. */
export const alertPreferencesUpdateSchema = z.object({
  channels: alertChannelsSchema.partial().optional(),
  quietHours: quietHoursSchema.nullable().optional(),
  language: z.enum(LANGUAGES).optional(),
});
export type AlertPreferencesUpdate = z.infer<typeof alertPreferencesUpdateSchema>;

/** Minutes after midnight <-> 'HH:MM' (how quiet hours are kept, and how people read them). */
export const minutesToTimeOfDay = (minutes: number): string =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
export const timeOfDayToMinutes = (time: string): number => {
  const [hours, minutes] = time.split(':').map(Number);
  return (hours ?? 0) * 60 + (minutes ?? 0);
};

export const OUTBOX_CHANNELS = ['email', 'sms'] as const;
export type OutboxChannel = (typeof OUTBOX_CHANNELS)[number];
export const outboxQuerySchema = paginationQuerySchema.extend({ channel: z.enum(OUTBOX_CHANNELS).optional() });
