// Contracts: the spec §3 codes of producers and areas, and the field rules the API
// and the forms share (cover only on greenhouses, harvest not before planting, a size or a polygon).
import { describe, expect, it } from 'vitest';
import { OwnerKind } from './enums';
import { archiveKindOf, PlantingType, producerInputSchema, producerListQuerySchema, productionAreaInputSchema } from './producers';

const area = { producerId: 1, name: 'Sera', areaType: 0, provinceCode: '07', district: 'Kumluca', decares: 3 };
const messagesOf = (r: { error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) => (r.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]);

describe('producer and area contracts (spec §3)', () => {
  it('gives the archive kinds of spec §3: Farmer 1, ArchivedFarmer 2, FarmArea 3, ArchivedFarmArea 4', () => {
    expect([archiveKindOf('producer', false), archiveKindOf('producer', true), archiveKindOf('area', false), archiveKindOf('area', true)]).toEqual([
      OwnerKind.Farmer,
      OwnerKind.ArchivedFarmer,
      OwnerKind.FarmArea,
      OwnerKind.ArchivedFarmArea,
    ]);
    expect(PlantingType).toEqual({ Seed: 0, Seedling: 1, Sapling: 2 });
  });

  it('accepts a greenhouse with a cover and normalises empty optionals to null', () => {
    expect(productionAreaInputSchema.parse({ ...area, cover: 1, plantingDate: '2026-01-10', expectedHarvestDate: '2026-04-01' })).toMatchObject({ cover: 1, plantId: null, polygon: null, cksBlock: null });
  });

  it('refuses a cover on a field, a harvest before planting and an area with neither size nor polygon', () => {
    expect(messagesOf(productionAreaInputSchema.safeParse({ ...area, areaType: 1, cover: 0 }))).toEqual([['cover', 'Örtü türü yalnızca seralar için seçilebilir']]);
    expect(messagesOf(productionAreaInputSchema.safeParse({ ...area, plantingDate: '2026-05-02', expectedHarvestDate: '2026-05-01' }))).toEqual([
      ['expectedHarvestDate', 'Tahmini hasat tarihi dikim tarihinden önce olamaz'],
    ]);
    expect(messagesOf(productionAreaInputSchema.safeParse({ ...area, decares: null }))).toEqual([['decares', 'Alanın büyüklüğünü (dekar) girin ya da haritada sınırını çizin']]);
  });

  it('asks a person for a surname and 11 digits, a company for 10', () => {
    const person = { kind: 'person', name: 'Ali', tcOrVkn: '1234567890', provinceCode: '07', district: 'Kumluca' };
    expect(messagesOf(producerInputSchema.safeParse(person))).toEqual([
      ['surname', 'Soyad zorunludur'],
      ['tcOrVkn', 'Şahıs üretici için 11 haneli TC kimlik no girin'],
    ]);
    expect(producerInputSchema.safeParse({ ...person, kind: 'company' }).success).toBe(true);
  });

  it('reads the list query: codes as numbers, archived as a boolean, unknown codes refused', () => {
    expect(producerListQuerySchema.parse({ areaType: '0', plantingType: '2', archived: 'false', plantId: '5' })).toMatchObject({ areaType: 0, plantingType: 2, archived: false, plantId: 5, page: 1, limit: 10 });
    expect(producerListQuerySchema.safeParse({ areaType: '4' }).success).toBe(false);
  });
});
