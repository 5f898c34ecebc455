import { describe, expect, it } from 'vitest';
import { DEFAULT_TILE_ORIGINS, tileOrigin } from './map-tiles';

describe('map tile origins (the tile URL is configuration, the CSP allows its origin)', () => {
  it('takes scheme and host of a tile URL template', () => {
    expect(tileOrigin('https://{s}.Tiles.example.com:8443/{z}/{x}/{y}.png')).toBe('https://*.tiles.example.com:8443');
    expect(DEFAULT_TILE_ORIGINS).toEqual(['https://tile.openstreetmap.org', 'https://server.arcgisonline.com']);
    expect(() => tileOrigin('/tiles/{z}/{x}/{y}.png')).toThrow();
  });
});
