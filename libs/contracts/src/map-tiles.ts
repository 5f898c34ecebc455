// The map's default tile servers, read by the web build (libs/producers map-config: overridden by
// VITE_MAP_TILE_URL / VITE_MAP_SATELLITE_URL) and by the API, whose Content-Security-Policy lets
// the pages load images from their origins (MAP_TILE_ORIGINS when the build uses others).
export const DEFAULT_STREET_TILES = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
export const DEFAULT_SATELLITE_TILES = 'https://server.arcgisonline.com/ArcGIS/rest/services/World_Imagery/MapServer/tile/{z}/{y}/{x}';

/** The origin of a tile URL template as a CSP source: scheme and host (`{z}` and the like are path parts). */
export function tileOrigin(template: string): string {
  const origin = /^https?:\/\/[^/?#]+/i.exec(template)?.[0];
  if (!origin) throw new Error(`not an http(s) tile URL: ${template}`);
  // Leaflet's `{s}` sub-domains become the CSP wildcard: https://*.tile.example.org.
  return origin.toLowerCase().replace(/\{[a-z]+\}/g, '*');
}

export const DEFAULT_TILE_ORIGINS = [DEFAULT_STREET_TILES, DEFAULT_SATELLITE_TILES].map(tileOrigin);
