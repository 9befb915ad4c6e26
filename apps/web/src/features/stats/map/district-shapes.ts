import topology from '@grant/shared/places/bd-districts.topo.json';
import { geoMercator, geoPath } from 'd3-geo';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';

/** The map's drawing size, in SVG units; the SVG scales to its box. */
export const MAP_SIZE = { width: 480, height: 600 } as const;

interface DistrictProperties {
  name: string;
  division: string;
}

/** Each district's outline as an SVG path, projected once when the page's chunk loads (Mercator, fitted to MAP_SIZE). */
function projectDistricts() {
  // A JSON import is typed by its literal contents; it is this topology (packages/shared/src/places/README.md).
  const districtsTopology = topology as unknown as Topology<{ districts: GeometryCollection<DistrictProperties> }>;
  const districts = feature(districtsTopology, districtsTopology.objects.districts);
  const path = geoPath(geoMercator().fitSize([MAP_SIZE.width, MAP_SIZE.height], districts));
  return districts.features.map((district) => ({
    name: district.properties.name,
    division: district.properties.division,
    d: path(district) ?? '',
  }));
}

export const DISTRICT_SHAPES = projectDistricts();
