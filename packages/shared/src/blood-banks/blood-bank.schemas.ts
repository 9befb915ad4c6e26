import { z } from 'zod';
import { BLOOD_GROUPS } from '../common/enums';
import { idParamsSchema } from '../common/error.schemas';
import { LIMITS } from '../common/limits';
import { requireSomeChange } from '../common/partial-update';
import {
  checkDistrictInDivision,
  checkPlaceChange,
  DISTRICT_NOT_IN_DIVISION,
  districtNameSchema,
  divisionNameSchema,
  isDistrictInDivision,
  placeFilterFields,
} from '../locations/location.schemas';
import { optionalText, paginationQuerySchema, requiredText } from '../requests/request.schemas';
import { bloodGroupSchema, emailSchema } from '../users/user.schemas';
import { BLOOD_BANK_TEXTS } from './blood-bank.texts';

const bankFields = z.object({
  name: requiredText('Name', LIMITS.bankNameMaxLength),
  /** The name, address and opening hours in Bangla, shown on Bangla pages (optional: the English shows instead). */
  nameBn: optionalText('Name in Bangla', LIMITS.bankNameMaxLength),
  division: divisionNameSchema,
  district: districtNameSchema,
  address: requiredText('Address', LIMITS.addressMaxLength),
  addressBn: optionalText('Address in Bangla', LIMITS.addressMaxLength),
  phone: z
    .string({ error: BLOOD_BANK_TEXTS.phoneInvalid })
    .trim()
    .regex(/^\+?[0-9][0-9 -]{5,19}$/, { error: BLOOD_BANK_TEXTS.phoneInvalid }),
  openingHours: requiredText('Opening hours', LIMITS.openingHoursMaxLength),
  openingHoursBn: optionalText('Opening hours in Bangla', LIMITS.openingHoursMaxLength),
});

/** POST /blood-banks (admins). */
export const createBloodBankBodySchema = bankFields.refine((b) => isDistrictInDivision(b.district, b.division), {
  error: DISTRICT_NOT_IN_DIVISION,
  path: ['district'],
});
export type CreateBloodBankBody = z.infer<typeof createBloodBankBodySchema>;

/** PATCH /blood-banks/{id} (admins): any of the fields, at least one; a new place is division and district together. */
export const updateBloodBankBodySchema = requireSomeChange(checkPlaceChange(bankFields.partial()));
export type UpdateBloodBankBody = z.infer<typeof updateBloodBankBodySchema>;

/** How a blood group filter matches: that group only, or every group a patient of it can receive. */
export const BLOOD_MATCHES = ['exact', 'compatible'] as const;

/**
 * GET /blood-banks: all banks, or those holding `blood` (or a group compatible with it); with a
 * district, nearest district first; fresh figures before stale ones.
 */
export const bloodBankQuerySchema = checkDistrictInDivision(
  paginationQuerySchema.omit({ cursor: true }).extend({
    ...placeFilterFields,
    blood: z.preprocess((value) => (value === '' ? undefined : value), bloodGroupSchema.optional()),
    match: z.enum(BLOOD_MATCHES).default('exact'),
  }),
);
export type BloodBankQuery = z.infer<typeof bloodBankQuerySchema>;

const unitsSchema = z
  .number({ error: BLOOD_BANK_TEXTS.unitsInvalid })
  .int({ error: BLOOD_BANK_TEXTS.unitsInvalid })
  .min(0, { error: BLOOD_BANK_TEXTS.unitsInvalid })
  .max(9999, { error: BLOOD_BANK_TEXTS.unitsInvalid });

/** PUT /blood-banks/{id}/stock: the units held now of some blood groups (each once). */
export const stockUpdateBodySchema = z.object({
  stock: z
    .array(z.object({ blood: bloodGroupSchema, units: unitsSchema }), { error: BLOOD_BANK_TEXTS.stockEmpty })
    .min(1, { error: BLOOD_BANK_TEXTS.stockEmpty })
    .max(BLOOD_GROUPS.length, { error: BLOOD_BANK_TEXTS.stockRepeated })
    .refine((rows) => new Set(rows.map((row) => row.blood)).size === rows.length, { error: BLOOD_BANK_TEXTS.stockRepeated }),
});
export type StockUpdateBody = z.infer<typeof stockUpdateBodySchema>;

/** POST /blood-banks/{id}/managers: the e-mail of the account that will manage the bank. */
export const addManagerBodySchema = z.object({ email: emailSchema });
export type AddManagerBody = z.infer<typeof addManagerBodySchema>;

export const stockFigureSchema = z.object({
  blood: z.enum(BLOOD_GROUPS),
  units: z.number().int(),
  updatedAt: z.string(),
  /** Not confirmed in the last 24 hours. */
  stale: z.boolean(),
});
export type StockFigure = z.infer<typeof stockFigureSchema>;

export const bloodBankSchema = z.object({
  _id: z.string(),
  name: z.string(),
  division: z.string(),
  district: z.string(),
  address: z.string(),
  phone: z.string(),
  openingHours: z.string(),
  /** The name, address and opening hours in Bangla, if an admin gave them. */
  nameBn: z.string().nullable(),
  addressBn: z.string().nullable(),
  openingHoursBn: z.string().nullable(),
  /** The groups with a figure, in the order of BLOOD_GROUPS; a group never updated is absent. */
  stock: z.array(stockFigureSchema),
});
export type BloodBank = z.infer<typeof bloodBankSchema>;
export const bloodBankListSchema = z.array(bloodBankSchema);

/** GET /blood-banks/managed: the banks the caller manages (an admin: every bank), with their managers. */
export const managedBloodBankSchema = bloodBankSchema.extend({
  managers: z.array(z.object({ _id: z.string(), name: z.string(), email: z.string() })),
});
export type ManagedBloodBank = z.infer<typeof managedBloodBankSchema>;
export const managedBloodBankListSchema = z.array(managedBloodBankSchema);

/** DELETE /blood-banks/{id}/managers/{userId}. */
export const bankManagerParamsSchema = idParamsSchema.extend({ userId: z.uuid({ error: 'That id is not valid.' }) });
