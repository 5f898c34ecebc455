// GeoJSON as production areas store it (RFC 7946: positions are [longitude, latitude] in WGS84).
import { z } from 'zod';

const longitude = z.number().finite().min(-180, 'Boylam -180 ile 180 arasında olmalı.').max(180, 'Boylam -180 ile 180 arasında olmalı.');
const latitude = z.number().finite().min(-90, 'Enlem -90 ile 90 arasında olmalı.').max(90, 'Enlem -90 ile 90 arasında olmalı.');

export const geoPositionSchema = z.tuple([longitude, latitude]);
export type GeoPosition = z.infer<typeof geoPositionSchema>;

/** A closed ring: at least three corners plus the first one repeated at the end. */
const linearRing = z
  .array(geoPositionSchema)
  .min(4, 'Bir alan en az üç köşeden oluşmalı.')
  .max(5000, 'Alan sınırında en fazla 5000 nokta olabilir.')
  .refine((ring) => {
    const first = ring[0];
    const last = ring[ring.length - 1];
    return first !== undefined && last !== undefined && first[0] === last[0] && first[1] === last[1];
  }, 'Alan sınırı kapalı olmalı: ilk ve son nokta aynı olmalı.');

/** The outer boundary first, then any holes (a farm building inside a field). */
export const geoPolygonSchema = z.object({
  type: z.literal('Polygon'),
  coordinates: z.array(linearRing).min(1, 'Alan sınırı boş olamaz.').max(50, 'Bir alanda en fazla 49 boşluk olabilir.'),
});
export type GeoPolygon = z.infer<typeof geoPolygonSchema>;
