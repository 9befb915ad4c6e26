import type { GeoPoint } from '@grant/shared';
import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';

/**
 * The great-circle distance in km from a fixed point to a row's (lat, lon) columns: the haversine
 * of packages/shared places/geo.ts distanceKm, in SQL (PostGIS is not on the embedded database).
 * Null when the row has no point.
 */
export function distanceKmSql(from: GeoPoint, lat: SQLWrapper, lon: SQLWrapper): SQL<number | null> {
  const fromLat = sql`${from.lat}::float8`;
  const fromLon = sql`${from.lon}::float8`;
  return sql<number | null>`(12742 * asin(least(1, sqrt(
    power(sin(radians(${lat} - ${fromLat}) / 2), 2)
    + cos(radians(${fromLat})) * cos(radians(${lat})) * power(sin(radians(${lon} - ${fromLon}) / 2), 2)))))`;
}

/** A distance as the answers show it: km to one decimal. */
export const roundedKm = (km: number) => Math.round(km * 10) / 10;
