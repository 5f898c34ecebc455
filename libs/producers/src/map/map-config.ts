// The map's tile layers: build configuration (VITE_MAP_TILE_URL, VITE_MAP_SATELLITE_URL), by
// default OpenStreetMap and Esri's World Imagery (the API's CSP allows their origins:
// MAP_TILE_ORIGINS when the build uses others). Without network the tiles fail and the map,
// its drawing and the size still work.
import { DEFAULT_SATELLITE_TILES, DEFAULT_STREET_TILES } from '@portal/contracts';

export interface TileSource {
  name: string;
  url: string;
  attribution: string;
  maxZoom: number;
}


const env = import.meta.env as Record<string, string | undefined>;

export const streetTiles: TileSource = {
  name: 'Harita',
  url: env['VITE_MAP_TILE_URL'] || DEFAULT_STREET_TILES,
  attribution: env['VITE_MAP_TILE_ATTRIBUTION'] || '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> katkıda bulunanlar',
  maxZoom: 19,
};

export const satelliteTiles: TileSource = {
  name: 'Uydu',
  url: env['VITE_MAP_SATELLITE_URL'] || DEFAULT_SATELLITE_TILES,
  attribution: env['VITE_MAP_SATELLITE_ATTRIBUTION'] || 'Uydu görüntüsü &copy; Esri, Maxar, Earthstar Geographics',
  maxZoom: 19,
};

/** Türkiye as a whole, when an area has no boundary yet. */
export const TURKEY_CENTER: [number, number] = [39.0, 35.2];
export const TURKEY_ZOOM = 6;
