import { describe, expect, it } from 'vitest';
import { prescriptionDisplayStatus, PrescriptionDisplayStatusLabel } from './prescriptions';

describe('prescriptionDisplayStatus: one status per prescription', () => {
  it('deleted over cancelled over archived over active', () => {
    const withdrawal = { at: '2026-05-20T09:00:00.000Z', byName: 'Gülşen Öztürk', byRole: 'Mühendis' };
    expect(prescriptionDisplayStatus({ state: 'cancelled', status: 0, deleted: withdrawal })).toBe('deleted');
    expect(prescriptionDisplayStatus({ state: 'cancelled', status: 1 })).toBe('cancelled');
    expect(prescriptionDisplayStatus({ state: 'cancelled', archived: true })).toBe('cancelled');
    expect(prescriptionDisplayStatus({ state: 'issued', status: 0 })).toBe('archived');
    expect(prescriptionDisplayStatus({ state: 'issued', archived: true })).toBe('archived');
    expect(prescriptionDisplayStatus({ state: 'issued', status: 1, deleted: null })).toBe('active');
    expect(prescriptionDisplayStatus({ state: 'issued' })).toBe('active');
    expect(Object.values(PrescriptionDisplayStatusLabel)).toEqual(['Geri çekildi', 'İptal edildi', 'Arşivde', 'Geçerli']);
  });
});
