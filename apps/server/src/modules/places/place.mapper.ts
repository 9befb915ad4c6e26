import type { Area, Hospital } from '@grant/shared';
import type { areas, hospitals } from '../../db/schema/index';

type HospitalRow = typeof hospitals.$inferSelect;
type AreaRow = typeof areas.$inferSelect;

const placeOf = (row: HospitalRow | AreaRow) => ({
  _id: row.id,
  name: row.name,
  nameBn: row.nameBn,
  division: row.division,
  district: row.district,
  lat: row.lat,
  lon: row.lon,
});

export const toHospital = (row: HospitalRow): Hospital => ({ ...placeOf(row), kind: row.kind, ownership: row.ownership });

export const toArea = (row: AreaRow): Area => ({ ...placeOf(row), kind: row.kind });

/** The hospital a request's details name: enough to show it and put it on a map. */
export const toRequestHospital = (row: HospitalRow) => ({ _id: row.id, name: row.name, nameBn: row.nameBn, lat: row.lat, lon: row.lon });
