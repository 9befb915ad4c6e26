// Types for geo.mjs (plain JavaScript so the build scripts run with node alone).
export type Point = [lon: number, lat: number];
export type Polygons = Point[][][];
export interface DistrictShape {
  name: string;
  division: string;
  polygons: Polygons;
}
export function decodeDistricts(topology: unknown): DistrictShape[];
export function geometryPolygons(geometry: { type: string; coordinates: unknown }): Polygons;
export function inPolygons(point: Point, polygons: Polygons): boolean;
export function distanceToBorderKm(point: Point, polygons: Polygons): number;
export function centroid(polygons: Polygons): Point;
export function areaCentre(polygons: Polygons): { point: Point; method: 'centroid' | 'interior' };
export function slug(text: string): string;
export function round6(value: number): number;
