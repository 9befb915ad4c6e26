import { z } from 'zod';
import { DISTRICTS, DIVISIONS } from './bangladesh';
import { DISTRICT_NOT_IN_DIVISION, PLACE_CHANGED_TOGETHER } from './location.texts';

/** The spec's lists carry id and name; we add the Bangla name and the division of each district. */
export const divisionSchema = z.object({ id: z.string(), name: z.string(), bnName: z.string() });
export const districtSchema = z.object({
  id: z.string(),
  divisionId: z.string(),
  name: z.string(),
  bnName: z.string(),
});
export const divisionListSchema = z.array(divisionSchema);
export const districtListSchema = z.array(districtSchema);
export type DivisionItem = z.infer<typeof divisionSchema>;
export type DistrictItem = z.infer<typeof districtSchema>;

const divisionNames = DIVISIONS.map((d) => d.name);
const districtNames = DISTRICTS.map((d) => d.name);

export const divisionNameSchema = z.string({ error: 'Choose a division from the list.' }).refine((name) => divisionNames.includes(name), {
  error: 'Choose a division from the list.',
});
export const districtNameSchema = z.string({ error: 'Choose a district from the list.' }).refine((name) => districtNames.includes(name), {
  error: 'Choose a district from the list.',
});

/**
 * A select's placeholder text, such as 'Select Your District' or 'Choose a district': the original
 * client sends it when no district is chosen (its option has no value), and the spec leaves district
 * optional in search. Any such text reads as "no district"; a name that is neither stays refused.
 */
const SELECT_PLACEHOLDER = /^\s*(?:$|select\b|choose\b|chose\b|pick\b|any\b|all\b|-)/i;

/** An optional district in a search: empty or a placeholder means any district of the division. */
export const optionalDistrictQuerySchema = z.preprocess(
  (v) => (typeof v === 'string' && SELECT_PLACEHOLDER.test(v) ? undefined : v),
  districtNameSchema.optional(),
);

export function districtsOfDivision(divisionName: string): readonly (typeof DISTRICTS)[number][] {
  const division = DIVISIONS.find((d) => d.name === divisionName);
  return division ? DISTRICTS.filter((d) => d.divisionId === division.id) : [];
}

export function isDistrictInDivision(districtName: string, divisionName: string): boolean {
  return districtsOfDivision(divisionName).some((d) => d.name === districtName);
}

/** A partial update's place: division and district are changed together, and the district lies in the division. */
export function checkPlaceChange<T extends z.ZodType<{ division?: string | undefined; district?: string | undefined }>>(schema: T): T {
  return schema
    .refine((v) => (v.division === undefined) === (v.district === undefined), { error: PLACE_CHANGED_TOGETHER, path: ['district'] })
    .refine((v) => !v.division || !v.district || isDistrictInDivision(v.district, v.division), {
      error: DISTRICT_NOT_IN_DIVISION,
      path: ['district'],
    });
}

/** An empty filter (a list's "All" choice) is no filter. */
export const emptyIsUnset = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (v === '' ? undefined : v), schema.optional());

/** A list's place filters: a division, a district, both or neither. */
export const placeFilterFields = { division: emptyIsUnset(divisionNameSchema), district: optionalDistrictQuerySchema };

/** A district filtered with its division must be in it; a district alone is checked by its name only. */
export function checkDistrictInDivision<T extends z.ZodType<{ division?: string | undefined; district?: string | undefined }>>(schema: T) {
  return schema.refine((q) => !q.division || !q.district || isDistrictInDivision(q.district, q.division), {
    error: DISTRICT_NOT_IN_DIVISION,
    path: ['district'],
  });
}

// Written apart from the schemas, so the web app's Bangla dictionary can use them without zod.
export { DISTRICT_NOT_IN_DIVISION, PLACE_CHANGED_TOGETHER } from './location.texts';
