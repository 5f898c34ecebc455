import { describe, expect, it } from 'vitest';
import type { GeoPolygon } from '@portal/contracts';
import { locationCheckOf, pointInPolygon } from './location';

const square: GeoPolygon = {
  type: 'Polygon',
  coordinates: [
    [[30, 37], [30.01, 37], [30.01, 37.01], [30, 37.01], [30, 37]],
    [[30.004, 37.004], [30.006, 37.004], [30.006, 37.006], [30.004, 37.006], [30.004, 37.004]],
  ],
};

describe('location check against the area polygon', () => {
  it('tells inside, outside and a point in a hole apart', () => {
    expect(pointInPolygon({ lat: 37.002, lon: 30.002 }, square)).toBe(true);
    expect(pointInPolygon({ lat: 37.02, lon: 30.002 }, square)).toBe(false);
    expect(pointInPolygon({ lat: 37.005, lon: 30.005 }, square)).toBe(false);
  });

  it('answers no-polygon without a border and null without a point', () => {
    expect(locationCheckOf({ lat: 37.002, lon: 30.002 }, square)).toBe('inside');
    expect(locationCheckOf({ lat: 38, lon: 30.002 }, square)).toBe('outside');
    expect(locationCheckOf({ lat: 37.002, lon: 30.002 }, null)).toBe('no-polygon');
    expect(locationCheckOf(null, square)).toBeNull();
  });
});
