/**
 * Distances and the spatial grid of the alert waves (decision 0055). A grid cell is a square of
 * GEO_CELL_DEGREES on latitude and longitude (about 2.2 km by 2 km in Bangladesh), numbered
 * row * 10000 + column: the same arithmetic as the database's geo_cell_of() (migration 0024), so a
 * cell the server asks for is the cell the trigger stored.
 */
export interface GeoPoint {
  lat: number;
  lon: number;
}

export const GEO_CELL_DEGREES = 0.02;
const CELL_ROW_FACTOR = 10_000;
const EARTH_RADIUS_KM = 6371;
const KM_PER_DEGREE_LAT = (Math.PI * EARTH_RADIUS_KM) / 180;

/** A rectangle around Bangladesh; the server also checks a point against the country's outline. */
export const BANGLADESH_BOUNDS = { minLat: 20.5, maxLat: 26.7, minLon: 88.0, maxLon: 92.7 } as const;

export const isInBangladeshBounds = ({ lat, lon }: GeoPoint): boolean =>
  lat >= BANGLADESH_BOUNDS.minLat && lat <= BANGLADESH_BOUNDS.maxLat && lon >= BANGLADESH_BOUNDS.minLon && lon <= BANGLADESH_BOUNDS.maxLon;

const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance in kilometres (haversine). */
export function distanceKm(a: GeoPoint, b: GeoPoint): number {
  const dLat = radians(b.lat - a.lat);
  const dLon = radians(b.lon - a.lon);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.lat)) * Math.cos(radians(b.lat)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** A donor's own location is kept to about a kilometre: two decimals of a degree. */
export const roundedLocation = ({ lat, lon }: GeoPoint): GeoPoint => ({
  lat: Math.round(lat * 100) / 100,
  lon: Math.round(lon * 100) / 100,
});

const rowOf = (lat: number) => Math.floor(lat / GEO_CELL_DEGREES);
const columnOf = (lon: number) => Math.floor(lon / GEO_CELL_DEGREES);
const cellNumber = (row: number, column: number) => row * CELL_ROW_FACTOR + column;

export const geoCellOf = ({ lat, lon }: GeoPoint): number => cellNumber(rowOf(lat), columnOf(lon));

export interface CellAtDistance {
  cell: number;
  /** The distance from the centre to the nearest point of the cell (0 for the centre's own cell). */
  nearestKm: number;
}

/** Every grid cell with a point within radiusKm of the centre, nearest first. */
export function cellsWithin(centre: GeoPoint, radiusKm: number): CellAtDistance[] {
  const kmPerDegreeLon = KM_PER_DEGREE_LAT * Math.cos(radians(centre.lat));
  const rowSpan = Math.ceil(radiusKm / KM_PER_DEGREE_LAT / GEO_CELL_DEGREES) + 1;
  const columnSpan = Math.ceil(radiusKm / kmPerDegreeLon / GEO_CELL_DEGREES) + 1;
  const centreRow = rowOf(centre.lat);
  const centreColumn = columnOf(centre.lon);
  const cells: CellAtDistance[] = [];
  for (let row = centreRow - rowSpan; row <= centreRow + rowSpan; row++) {
    for (let column = centreColumn - columnSpan; column <= centreColumn + columnSpan; column++) {
      const nearest = {
        lat: Math.min(Math.max(centre.lat, row * GEO_CELL_DEGREES), (row + 1) * GEO_CELL_DEGREES),
        lon: Math.min(Math.max(centre.lon, column * GEO_CELL_DEGREES), (column + 1) * GEO_CELL_DEGREES),
      };
      const nearestKm = distanceKm(centre, nearest);
      if (nearestKm <= radiusKm) cells.push({ cell: cellNumber(row, column), nearestKm });
    }
  }
  return cells.sort((a, b) => a.nearestKm - b.nearestKm || a.cell - b.cell);
}
