import type { GeoPolygon } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { centroidOf, decaresOf, hectaresOf } from './area';

// The "surveyed" size: the exact area of a latitude/longitude quadrangle on the WGS84 ellipsoid
// (authalic-latitude formula), independent of turf's spherical computation.
function ellipsoidalQuadrangleSquareMetres(lat1: number, lat2: number, lon1: number, lon2: number): number {
  const a = 6378137;
  const f = 1 / 298.257223563;
  const b = a * (1 - f);
  const e = Math.sqrt(1 - (b * b) / (a * a));
  const q = (deg: number) => {
    const s = Math.sin((deg * Math.PI) / 180);
    return s / (1 - e * e * s * s) + (1 / (2 * e)) * Math.log((1 + e * s) / (1 - e * s));
  };
  return ((b * b * ((lon2 - lon1) * Math.PI)) / 180 / 2) * (q(lat2) - q(lat1));
}

function quadrangle(lat1: number, lat2: number, lon1: number, lon2: number): GeoPolygon {
  return { type: 'Polygon', coordinates: [[[lon1, lat1], [lon2, lat1], [lon2, lat2], [lon1, lat2], [lon1, lat1]]] };
}

describe('geodesic size of a production area', () => {
  it.each([
    ['an Antalya greenhouse block', 36.9, 36.902, 30.7, 30.703],
    ['a Konya wheat field', 37.95, 37.96, 32.5, 32.515],
    ['a Manisa vineyard', 38.61, 38.612, 27.43, 27.4315],
  ])('%s is within 0.5%% of its surveyed size', (_name, lat1, lat2, lon1, lon2) => {
    const surveyedDecares = ellipsoidalQuadrangleSquareMetres(lat1, lat2, lon1, lon2) / 1000;
    const computed = decaresOf(quadrangle(lat1, lat2, lon1, lon2));
    expect(Math.abs(computed - surveyedDecares) / surveyedDecares).toBeLessThan(0.005);
  });

  it('a hole (a barn inside the field) is not counted', () => {
    const field = quadrangle(37.95, 37.96, 32.5, 32.515);
    const barn = quadrangle(37.955, 37.956, 32.505, 32.506).coordinates[0]!;
    const withBarn: GeoPolygon = { type: 'Polygon', coordinates: [field.coordinates[0]!, [...barn].reverse()] };
    expect(decaresOf(withBarn)).toBeLessThan(decaresOf(field));
    expect(decaresOf(field) - decaresOf(withBarn)).toBeCloseTo(decaresOf(quadrangle(37.955, 37.956, 32.505, 32.506)), 1);
  });

  it('hectares are a tenth of decares; the centroid is the middle of a square field', () => {
    expect(hectaresOf(125.5)).toBe(12.55);
    const [lon, lat] = centroidOf(quadrangle(36.9, 36.902, 30.7, 30.703));
    expect(lon).toBeCloseTo(30.7015, 6);
    expect(lat).toBeCloseTo(36.901, 6);
  });
});
