import { clearSlices, hydrateSlices, sliceAtoms } from '@portal/shared/api-client';
import { createStore } from 'jotai/vanilla';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { farmerStateAtom, farmerStateOf, initialFarmerState } from './farmer-slice';

afterEach(() => localStorage.clear());

describe('the farmer saved slice (spec §4 "Stored preferences")', () => {
  it('keeps page, filters and the expanded row encrypted under persist:farmer, and a reload reads them back', async () => {
    const before = createStore();
    before.set(farmerStateAtom, (s) => ({ list: { ...s.list, page: 3, filters: { provinceName: 'Antalya', areaType: '0' } }, expandedId: 7 }));
    await vi.waitFor(() => expect(localStorage.getItem('persist:farmer')).not.toBeNull());
    expect(localStorage.getItem('persist:farmer')).not.toContain('Antalya');

    const after = createStore();
    await hydrateSlices(after);
    expect(after.get(farmerStateAtom)).toEqual({ list: { ...initialFarmerState().list, page: 3, filters: { provinceName: 'Antalya', areaType: '0' } }, expandedId: 7 });

    await clearSlices(after);
    expect(after.get(farmerStateAtom)).toEqual(initialFarmerState());
    expect(localStorage.getItem('persist:farmer')).toBeNull();
  });

  it('a slice that does not fit the schema starts the list afresh', () => {
    expect(farmerStateOf({ list: { page: -1 }, expandedId: 'x' })).toEqual(initialFarmerState());
    const store = createStore();
    store.set(sliceAtoms.farmer, { nonsense: true });
    expect(store.get(farmerStateAtom)).toEqual(initialFarmerState());
  });
});
