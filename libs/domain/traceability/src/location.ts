// Whether the phone's point lies in the production area's polygon (GeoJSON, [lon, lat]). Fields
// are small, so the plane ray-casting test on degrees is exact enough; a point in a hole is out.
import type { GeoPolygon, LocationCheck } from '@portal/contracts';

type Ring = ReadonlyArray<ReadonlyArray<number>>;

function inRing(lon: number, lat: number, ring: Ring): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi = 0, yi = 0] = ring[i] ?? [];
    const [xj = 0, yj = 0] = ring[j] ?? [];
    if (yi > lat !== yj > lat && lon < ((xj - xi) * (lat - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

export function pointInPolygon(point: { lat: number; lon: number }, polygon: GeoPolygon): boolean {
  const [outer, ...holes] = polygon.coordinates as Ring[];
  if (!outer || !inRing(point.lon, point.lat, outer)) return false;
  return !holes.some((hole) => inRing(point.lon, point.lat, hole));
}

/** The stage's `locationCheck`: null without a point, 'no-polygon' when the area has no drawn border. */
export function locationCheckOf(point: { lat: number; lon: number } | null, polygon: GeoPolygon | null): LocationCheck | null {
  if (!point) return null;
  if (!polygon) return 'no-polygon';
  return pointInPolygon(point, polygon) ? 'inside' : 'outside';
}
