import { type GeoPoint, isInBangladeshBounds } from '@grant/shared';
import topology from '@grant/shared/places/bd-districts.topo.json';
import { geoContains } from 'd3-geo';
import { merge } from 'topojson-client';
import type { GeometryCollection, MultiPolygon, Polygon, Topology } from 'topojson-specification';

// A JSON import is typed by its literal contents; it is this topology (packages/shared/src/places/README.md).
const districts = topology as unknown as Topology<{ districts: GeometryCollection & { geometries: (Polygon | MultiPolygon)[] } }>;

/** The country as one shape (the districts' union), made on first use: most processes never ask. */
let country: ReturnType<typeof merge> | undefined;

/**
 * Whether a point is inside Bangladesh by the country's outline (issue 48): the rectangle alone lets
 * through Kolkata and Agartala. A point on the simplified border may be judged either way (README).
 */
export function isInBangladesh(point: GeoPoint): boolean {
  if (!isInBangladeshBounds(point)) return false;
  country ??= merge(districts, districts.objects.districts.geometries);
  return geoContains(country, [point.lon, point.lat]);
}
