// Field size as Turkish agronomy states it: dekar (1 da = 1,000 m²), and hectares (10 da).
// Geodesic, on the sphere turf uses, so a drawn field's size matches its survey within a fraction
// of a percent (the test holds it to 0.5% of the WGS84 ellipsoidal area).
import turfArea from '@turf/area';
import turfCentroid from '@turf/centroid';
import type { GeoPolygon, GeoPosition } from '@portal/contracts';

const SQUARE_METRES_PER_DECARE = 1_000;
const DECARES_PER_HECTARE = 10;

export function squareMetresOf(polygon: GeoPolygon): number {
  return turfArea({ type: 'Feature', properties: {}, geometry: polygon });
}

/** Size in decares, rounded to 0.01 da (10 m²): finer than any survey of a field. */
export function decaresOf(polygon: GeoPolygon): number {
  return roundTo(squareMetresOf(polygon) / SQUARE_METRES_PER_DECARE, 2);
}

export function hectaresOf(decares: number): number {
  return roundTo(decares / DECARES_PER_HECTARE, 3);
}

/** The mean of the outer ring's corners: where the weather is asked for and the map is centred. */
export function centroidOf(polygon: GeoPolygon): GeoPosition {
  const [lon, lat] = turfCentroid({ type: 'Feature', properties: {}, geometry: polygon }).geometry.coordinates;
  return [roundTo(lon ?? 0, 7), roundTo(lat ?? 0, 7)];
}

function roundTo(value: number, digits: number): number {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}
