import { DISTRICTS, DIVISIONS } from '@grant/shared';
import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';

const RADIANS = Math.PI / 180;

/** The great-circle distance between two points, in kilometres (haversine). */
function kilometres(a: { lat: number; lon: number }, b: { lat: number; lon: number }): number {
  const dLat = (b.lat - a.lat) * RADIANS;
  const dLon = (b.lon - a.lon) * RADIANS;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * RADIANS) * Math.cos(b.lat * RADIANS) * Math.sin(dLon / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

const ORDERS = new Map<string, string[]>();

/** The divisions the named districts are in: a WHERE on them lets the donor-match index (division first) serve a search of districts. */
export function divisionsOf(districts: readonly string[]): string[] {
  const named = new Set(districts);
  const ids = new Set(DISTRICTS.filter((district) => named.has(district.name)).map((district) => district.divisionId));
  return DIVISIONS.filter((division) => ids.has(division.id)).map((division) => division.name);
}

/** Every district's name, nearest to `district` first (by their centres), the district itself first; none for an unknown name. */
export function districtsNearestTo(district: string): string[] | undefined {
  const cached = ORDERS.get(district);
  if (cached) return cached;
  const origin = DISTRICTS.find((d) => d.name === district);
  if (!origin) return undefined;
  const order = [...DISTRICTS].sort((a, b) => kilometres(origin, a) - kilometres(origin, b)).map((d) => d.name);
  ORDERS.set(district, order);
  return order;
}

/**
 * Where `column` stands in `names` (1 for the first; null when absent), for an ORDER BY: one text
 * parameter split in SQL, so the same statement runs on PGlite and PostgreSQL (no name has a '|').
 */
export const positionIn = (names: readonly string[], column: SQLWrapper): SQL =>
  sql`array_position(string_to_array(${names.join('|')}, '|'), ${column}::text)`;
