// Small plane geometry on longitude/latitude, enough for the place data: decoding the district TopoJSON,
// point-in-polygon, distance to a border and an interior point of an area. No dependency, so the build
// scripts run with plain `node` and the test can reuse the same code.

/** Decodes the `districts` object of a TopoJSON topology into [{ name, division, polygons }], where a polygon is a list of rings. */
export function decodeDistricts(topology) {
  const { scale, translate } = topology.transform;
  const arcs = topology.arcs.map((arc) => {
    let x = 0;
    let y = 0;
    return arc.map(([dx, dy]) => {
      x += dx;
      y += dy;
      return [x * scale[0] + translate[0], y * scale[1] + translate[1]];
    });
  });
  const ring = (indexes) => {
    const points = [];
    for (const i of indexes) {
      const arc = i >= 0 ? arcs[i] : [...arcs[~i]].reverse();
      // Consecutive arcs share their joining point; keep it once.
      points.push(...(points.length ? arc.slice(1) : arc));
    }
    return points;
  };
  return topology.objects.districts.geometries.map((g) => ({
    name: g.properties.name,
    division: g.properties.division,
    polygons: (g.type === 'Polygon' ? [g.arcs] : g.arcs).map((rings) => rings.map(ring)),
  }));
}

/** GeoJSON Polygon/MultiPolygon geometry -> list of polygons (each a list of rings). */
export function geometryPolygons(geometry) {
  if (geometry.type === 'Polygon') return [geometry.coordinates];
  if (geometry.type === 'MultiPolygon') return geometry.coordinates;
  throw new Error(`unexpected geometry ${geometry.type}`);
}

function inRing([x, y], ring) {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi, yi] = ring[i];
    const [xj, yj] = ring[j];
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

/** Even-odd rule over all rings of all polygons, so holes count as outside. */
export function inPolygons(point, polygons) {
  let inside = false;
  for (const rings of polygons) for (const ring of rings) if (inRing(point, ring)) inside = !inside;
  return inside;
}

const KM_PER_DEG_LAT = 111.32;

/** Distance in km from a point to the nearest edge of the polygons (equirectangular, fine at this scale). */
export function distanceToBorderKm([lon, lat], polygons) {
  const kx = KM_PER_DEG_LAT * Math.cos((lat * Math.PI) / 180);
  let best = Number.POSITIVE_INFINITY;
  for (const rings of polygons) {
    for (const ring of rings) {
      for (let i = 1; i < ring.length; i++) {
        const ax = (ring[i - 1][0] - lon) * kx;
        const ay = (ring[i - 1][1] - lat) * KM_PER_DEG_LAT;
        const bx = (ring[i][0] - lon) * kx;
        const by = (ring[i][1] - lat) * KM_PER_DEG_LAT;
        const dx = bx - ax;
        const dy = by - ay;
        const len2 = dx * dx + dy * dy;
        const t = len2 === 0 ? 0 : Math.max(0, Math.min(1, -(ax * dx + ay * dy) / len2));
        best = Math.min(best, Math.hypot(ax + t * dx, ay + t * dy));
      }
    }
  }
  return best;
}

/** Area-weighted centroid of the polygons (holes subtract). */
export function centroid(polygons) {
  let a = 0;
  let cx = 0;
  let cy = 0;
  for (const rings of polygons) {
    for (const ring of rings) {
      for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
        const f = ring[j][0] * ring[i][1] - ring[i][0] * ring[j][1];
        a += f;
        cx += (ring[j][0] + ring[i][0]) * f;
        cy += (ring[j][1] + ring[i][1]) * f;
      }
    }
  }
  return [cx / (3 * a), cy / (3 * a)];
}

/**
 * The area's centre: its centroid when that lies inside it; otherwise (a crescent or a split area) the middle of
 * the widest stretch of the area along the centroid's latitude, so the point is always within the area.
 */
export function areaCentre(polygons) {
  const c = centroid(polygons);
  if (inPolygons(c, polygons)) return { point: c, method: 'centroid' };
  const y = c[1];
  const xs = [];
  for (const rings of polygons) {
    for (const ring of rings) {
      for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
        const [xi, yi] = ring[i];
        const [xj, yj] = ring[j];
        if (yi > y !== yj > y) xs.push(((xj - xi) * (y - yi)) / (yj - yi) + xi);
      }
    }
  }
  xs.sort((p, q) => p - q);
  let best = null;
  for (let i = 0; i + 1 < xs.length; i += 2) if (!best || xs[i + 1] - xs[i] > best[1] - best[0]) best = [xs[i], xs[i + 1]];
  if (!best) throw new Error('no interior point found');
  return { point: [(best[0] + best[1]) / 2, y], method: 'interior' };
}

/** Lower-case ASCII slug: "Sher-e-Bangla Nagar" -> "sher-e-bangla-nagar", "Cox's Bazar" -> "coxs-bazar". */
export function slug(text) {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/['’]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** Rounds a coordinate to 6 decimals (about 0.1 m), more than any source here is precise to. */
export const round6 = (v) => Math.round(v * 1e6) / 1e6;
