import { z } from 'zod';
import { paginationQuerySchema } from '../common/paging.schemas';
import { districtNameSchema, divisionNameSchema, optionalDistrictQuerySchema } from '../locations/location.schemas';
import { isInBangladeshBounds } from './geo';
import { PLACE_TEXTS } from './place.texts';

/**
 * A point a person gives (a place not in the hospital directory, a donor's own location). The
 * rectangle is checked here; the server also checks the country's outline (places service).
 */
export const geoPointSchema = z
  .object({
    lat: z.number({ error: PLACE_TEXTS.latitude }).min(-90, { error: PLACE_TEXTS.latitude }).max(90, { error: PLACE_TEXTS.latitude }),
    lon: z.number({ error: PLACE_TEXTS.longitude }).min(-180, { error: PLACE_TEXTS.longitude }).max(180, { error: PLACE_TEXTS.longitude }),
  })
  .refine(isInBangladeshBounds, { error: PLACE_TEXTS.outsideBangladesh });
export type GeoPointInput = z.infer<typeof geoPointSchema>;

export const HOSPITAL_KINDS = ['medical_college', 'district_hospital', 'specialised', 'general'] as const;
export const HOSPITAL_OWNERSHIPS = ['public', 'private'] as const;
export const AREA_KINDS = ['upazila', 'thana'] as const;

/** A place of the directory: its names in both languages and a point. */
const placeFields = {
  _id: z.string(),
  name: z.string(),
  nameBn: z.string(),
  division: z.string(),
  district: z.string(),
  lat: z.number(),
  lon: z.number(),
};

export const hospitalSchema = z.object({
  ...placeFields,
  kind: z.enum(HOSPITAL_KINDS),
  ownership: z.enum(HOSPITAL_OWNERSHIPS),
});
export type Hospital = z.infer<typeof hospitalSchema>;
export const hospitalListSchema = z.array(hospitalSchema);

/** An upazila, or a city thana of a city corporation: where a donor lives, by its centre. */
export const areaSchema = z.object({ ...placeFields, kind: z.enum(AREA_KINDS) });
export type Area = z.infer<typeof areaSchema>;
export const areaListSchema = z.array(areaSchema);

const emptyIsNone = (v: unknown) => (v === '' ? undefined : v);

/** GET /hospitals: by division and district, and by a part of its name in either language. */
export const hospitalListQuerySchema = paginationQuerySchema.omit({ cursor: true }).extend({
  division: z.preprocess(emptyIsNone, divisionNameSchema.optional()),
  district: optionalDistrictQuerySchema,
  q: z.preprocess(emptyIsNone, z.string().trim().max(100).optional()),
});
export type HospitalListQuery = z.infer<typeof hospitalListQuerySchema>;

/** GET /areas: the areas of a district (all of them: at most about 50). */
export const areaListQuerySchema = z.object({ district: districtNameSchema });

/** POST /hospitals (staff): a hospital the directory lacks. */
export const createHospitalBodySchema = z.object({
  name: z.string({ error: PLACE_TEXTS.hospitalNameRequired }).trim().min(1, { error: PLACE_TEXTS.hospitalNameRequired }).max(200),
  nameBn: z.string().trim().max(200).optional(),
  division: divisionNameSchema,
  district: districtNameSchema,
  kind: z.enum(HOSPITAL_KINDS).default('general'),
  ownership: z.enum(HOSPITAL_OWNERSHIPS).default('private'),
  location: geoPointSchema,
});
export type CreateHospitalBody = z.infer<typeof createHospitalBodySchema>;

/** The hospital a request names, as its details carry it; `nameBn` for Bangla pages. */
export const requestHospitalSchema = z.object({ _id: z.string(), name: z.string(), nameBn: z.string(), lat: z.number(), lon: z.number() });
