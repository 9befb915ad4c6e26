import {
  type CreateHospitalBody,
  DISTRICT_NOT_IN_DIVISION,
  type GeoPoint,
  type HospitalListQuery,
  isDistrictInDivision,
  MESSAGES,
  PLACE_TEXTS,
} from '@grant/shared';
import type { Actor } from '../../lib/actor';
import { badRequest, conflict, forbidden } from '../../lib/app-error';
import { offsetWindowOf } from '../../lib/paging';
import { isInBangladesh } from './bangladesh-outline';
import { toRequestHospital } from './place.mapper';
import { placesPolicy } from './places.policy';
import { PLACE_TAGS, type PlacesRepository } from './places.repository';

const MAX_ID_LENGTH = 120;

/** Latin letters and digits, the rest one dash: "Dhaka Medical College Hospital" -> "dhaka-medical-college-hospital". */
const slugOf = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

/** A hospital's id: readable and stable, from its district and name (a name of no Latin letters gets a random tail). */
const hospitalIdOf = (district: string, name: string) =>
  `${slugOf(district)}-${slugOf(name) || crypto.randomUUID().slice(0, 8)}`.slice(0, MAX_ID_LENGTH).replace(/-+$/, '');

/** The hospital directory, the areas donors live in, and where a point may be (issue 48). */
export function createPlacesService(deps: { places: PlacesRepository }) {
  const { places } = deps;

  /** A point a person gave must be inside the country's outline, not only its rectangle (Kolkata is inside that). */
  function requireInBangladesh(point: GeoPoint) {
    if (!isInBangladesh(point)) throw badRequest(PLACE_TEXTS.outsideBangladesh);
  }

  return {
    isInBangladesh,
    requireInBangladesh,

    listHospitals: (query: HospitalListQuery) => places.searchHospitals(query, offsetWindowOf(query)),

    async createHospital(actor: Actor, body: CreateHospitalBody) {
      if (!placesPolicy.canAddHospital(actor)) throw forbidden(MESSAGES.forbidden);
      if (!isDistrictInDivision(body.district, body.division)) throw badRequest(DISTRICT_NOT_IN_DIVISION);
      requireInBangladesh(body.location);
      const id = hospitalIdOf(body.district, body.name);
      if (await places.findSameHospital(id, body.district, body.name)) throw conflict(PLACE_TEXTS.hospitalExists);
      const { location, nameBn, ...fields } = body;
      const row = await places.insertHospital({
        ...fields,
        id,
        nameBn: nameBn ?? '',
        lat: location.lat,
        lon: location.lon,
        addedBy: actor.id,
      });
      // Taken between the look and the insert: by a hospital of the same name.
      if (!row) throw conflict(PLACE_TEXTS.hospitalExists);
      return row;
    },

    areasOf: (district: string) => places.areasOf(district),

    /** The directory hospital a request names: it must exist and be in the request's district. */
    async hospitalInDistrict(id: string, district: string) {
      const row = await places.findHospital(id);
      if (!row) throw badRequest(PLACE_TEXTS.hospitalNotFound);
      if (row.district !== district) throw badRequest(PLACE_TEXTS.hospitalNotInDistrict);
      return row;
    },

    /** The hospital a request's details carry, when it names one (and it is still in the directory). */
    async requestHospital(id: string | null) {
      const row = id ? await places.findHospital(id) : undefined;
      return row ? toRequestHospital(row) : undefined;
    },

    /** The area a donor chooses: it must exist and be in their district. */
    async areaInDistrict(id: string, district: string | null) {
      const row = await places.findArea(id);
      if (!row) throw badRequest(PLACE_TEXTS.areaNotFound);
      if (row.district !== district) throw badRequest(PLACE_TEXTS.areaNotInDistrict);
      return row;
    },

    /** Whether an area is in a district (a donor's area is cleared when their district moves away from it). */
    async isAreaIn(id: string, district: string | null) {
      return (await places.findArea(id))?.district === district;
    },

    /** The read cache's tags of the public lists' whole answers (plugins/http-caching.ts). */
    answerTags: { hospitals: () => [PLACE_TAGS.hospitals], areas: () => [PLACE_TAGS.areas] },
  };
}

export type PlacesService = ReturnType<typeof createPlacesService>;
