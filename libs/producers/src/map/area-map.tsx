/// <reference types="@geoman-io/leaflet-geoman-free" />
// Loaded on demand (the area pages and the map modal only): Leaflet, leaflet-geoman and their
// CSS never reach the first page (its size budget).
import '@geoman-io/leaflet-geoman-free/dist/leaflet-geoman.css';
import 'leaflet/dist/leaflet.css';
import './area-map.css';
import { Button, Group, Stack, Text } from '@mantine/core';
import type { GeoPolygon } from '@portal/contracts';
import { IconEdit, IconPolygon, IconTrash, IconX } from '@tabler/icons-react';
import L from 'leaflet';
import { useCallback, useEffect, useRef, useState } from 'react';
import { LayersControl, MapContainer, TileLayer } from 'react-leaflet';
import { satelliteTiles, streetTiles, TURKEY_CENTER, TURKEY_ZOOM } from './map-config';

export interface AreaMapProps {
  polygon: GeoPolygon | null;
  /** Without it the map only shows the area. */
  onChange?(polygon: GeoPolygon | null): void;
  /** The map's accessible name. */
  label: string;
  height?: number;
  /** Where to look when there is no boundary yet (the area's centroid). */
  center?: { lat: number; lon: number } | null;
}

type Mode = 'idle' | 'drawing' | 'editing';

// leaflet-geoman extends the global `L` when it loads, and only maps and layers created after
// that get their `pm` handle: the lazy wrapper waits for it before the first map is made.
let geoman: Promise<unknown> | null = null;
export function loadGeoman(): Promise<unknown> {
  (window as unknown as { L?: typeof L }).L ??= L;
  geoman ??= import('@geoman-io/leaflet-geoman-free');
  return geoman;
}

const toLatLngs = (polygon: GeoPolygon) => polygon.coordinates.map((ring) => ring.slice(0, -1).map(([lon, lat]) => L.latLng(lat, lon)));
const toPolygon = (layer: L.Polygon) => layer.toGeoJSON(7).geometry as GeoPolygon;

export default function AreaMap({ polygon, onChange, label, height = 420, center }: AreaMapProps) {
  const [map, setMap] = useState<L.Map | null>(null);
  const [ready, setReady] = useState(!onChange);
  const [mode, setMode] = useState<Mode>('idle');
  const [corners, setCorners] = useState(0);
  const layerRef = useRef<L.Polygon | null>(null);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const editable = !!onChange;

  // Leaflet ends a zoom animation from a 250 ms timer that `remove()` does not cancel: closing
  // the map modal (Escape) during a zoom let it move the removed panes ("reading '_leaflet_pos'").
  // Ending the animation when the map unloads makes that timer a no-op. Not removed in a cleanup:
  // this component's cleanups run before react-leaflet's `remove()`.
  useEffect(() => {
    map?.once('unload', () => {
      (map as unknown as { _animatingZoom?: boolean })._animatingZoom = false;
    });
  }, [map]);

  // The map's name for screen readers; Leaflet makes the container focusable (arrow keys pan, +/- zoom).
  useEffect(() => {
    if (!map) return;
    const el = map.getContainer();
    el.setAttribute('role', 'application');
    el.setAttribute('aria-label', label);
    el.setAttribute('aria-roledescription', 'harita');
  }, [map, label]);

  // The shown boundary follows the value (a loaded record, a removal).
  useEffect(() => {
    if (!map) return;
    const current = layerRef.current;
    const shown = current ? JSON.stringify(toPolygon(current)) : null;
    if (polygon && shown === JSON.stringify(polygon)) return;
    if (current) {
      current.remove();
      layerRef.current = null;
    }
    if (!polygon) return;
    const layer = L.polygon(toLatLngs(polygon), { color: '#2f9e44', weight: 3 }).addTo(map);
    layer.on('pm:edit', () => onChangeRef.current?.(toPolygon(layer)));
    layerRef.current = layer;
    // Placed, not animated: the first view needs no zoom animation (and leaves none pending).
    map.fitBounds(layer.getBounds(), { maxZoom: 18, padding: [24, 24], animate: false });
  }, [map, polygon]);

  useEffect(() => {
    if (!map || !editable) return;
    let cancelled = false;
    const onCreate = (e: { layer: L.Layer }) => {
      const layer = e.layer as L.Polygon;
      layerRef.current?.remove();
      layer.on('pm:edit', () => onChangeRef.current?.(toPolygon(layer)));
      layerRef.current = layer;
      setMode('idle');
      setCorners(0);
      onChangeRef.current?.(toPolygon(layer));
    };
    const onDrawStart = (e: { workingLayer: L.Layer }) => {
      setCorners(0);
      e.workingLayer.on('pm:vertexadded', () => setCorners((e.workingLayer as L.Polyline).getLatLngs().length));
    };
    const onDrawEnd = () => setMode((m) => (m === 'drawing' ? 'idle' : m));
    void loadGeoman().then(() => {
      if (cancelled) return;
      map.pm.setLang('tr');
      map.pm.setGlobalOptions({ allowSelfIntersection: false, snappable: true });
      map.on('pm:create', onCreate as unknown as L.LeafletEventHandlerFn);
      map.on('pm:drawstart', onDrawStart as unknown as L.LeafletEventHandlerFn);
      map.on('pm:drawend', onDrawEnd);
      setReady(true);
    });
    return () => {
      cancelled = true;
      map.off('pm:create', onCreate as unknown as L.LeafletEventHandlerFn);
      map.off('pm:drawstart', onDrawStart as unknown as L.LeafletEventHandlerFn);
      map.off('pm:drawend', onDrawEnd);
    };
  }, [map, editable]);

  const draw = useCallback(() => {
    if (!map) return;
    layerRef.current?.pm.disable();
    map.pm.enableDraw('Polygon', { snappable: true, finishOn: null });
    setMode('drawing');
  }, [map]);
  const stopDrawing = () => {
    map?.pm.disableDraw();
    setMode('idle');
    setCorners(0);
  };
  const toggleEdit = () => {
    const layer = layerRef.current;
    if (!layer) return;
    if (mode === 'editing') {
      layer.pm.disable();
      setMode('idle');
      onChange?.(toPolygon(layer));
    } else {
      layer.pm.enable({ allowSelfIntersection: false });
      setMode('editing');
    }
  };
  const remove = () => {
    layerRef.current?.remove();
    layerRef.current = null;
    setMode('idle');
    onChange?.(null);
  };

  const start: [number, number] = center ? [center.lat, center.lon] : TURKEY_CENTER;
  const cornerCount = polygon ? (polygon.coordinates[0]?.length ?? 1) - 1 : 0;

  return (
    <Stack gap="xs">
      {editable && (
        <Group gap="xs" wrap="wrap">
          {mode === 'drawing' ? (
            <Button size="xs" variant="default" leftSection={<IconX size={14} aria-hidden />} onClick={stopDrawing}>
              Çizimi bırak
            </Button>
          ) : (
            <Button size="xs" leftSection={<IconPolygon size={14} aria-hidden />} onClick={draw} disabled={!ready || mode === 'editing'}>
              {polygon ? 'Sınırı yeniden çiz' : 'Sınır çiz'}
            </Button>
          )}
          <Button size="xs" variant="default" leftSection={<IconEdit size={14} aria-hidden />} onClick={toggleEdit} disabled={!ready || !polygon || mode === 'drawing'}>
            {mode === 'editing' ? 'Düzenlemeyi bitir' : 'Köşeleri düzenle'}
          </Button>
          <Button size="xs" variant="default" color="red" leftSection={<IconTrash size={14} aria-hidden />} onClick={remove} disabled={!polygon || mode === 'drawing'}>
            Sınırı sil
          </Button>
        </Group>
      )}
      <MapContainer
        ref={setMap}
        center={start}
        zoom={center ? 16 : TURKEY_ZOOM}
        style={{ height, width: '100%', borderRadius: 8 }}
        scrollWheelZoom
        keyboard
      >
        <LayersControl position="topright">
          <LayersControl.BaseLayer checked name={streetTiles.name}>
            <TileLayer url={streetTiles.url} attribution={streetTiles.attribution} maxZoom={streetTiles.maxZoom} />
          </LayersControl.BaseLayer>
          <LayersControl.BaseLayer name={satelliteTiles.name}>
            <TileLayer url={satelliteTiles.url} attribution={satelliteTiles.attribution} maxZoom={satelliteTiles.maxZoom} />
          </LayersControl.BaseLayer>
        </LayersControl>
      </MapContainer>
      <Text fz="sm" c="dimmed" aria-live="polite" data-testid="map-status">
        {mode === 'drawing'
          ? `Çiziliyor: ${corners} köşe. Köşelere tıklayın; bitirmek için ilk köşeye yeniden tıklayın.`
          : mode === 'editing'
            ? `Köşeleri sürükleyerek düzenleyin (${cornerCount} köşe). Bitince “Düzenlemeyi bitir”e basın.`
            : polygon
              ? `Sınır çizildi: ${cornerCount} köşe.`
              : editable
                ? 'Sınır çizilmedi. “Sınır çiz” ile haritada köşelere tıklayın ya da büyüklüğü dekar olarak yazın.'
                : 'Bu alanın haritada sınırı yok.'}
      </Text>
    </Stack>
  );
}
