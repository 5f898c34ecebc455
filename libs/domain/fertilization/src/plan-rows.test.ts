import { describe, expect, it } from 'vitest';
import { movePlan, removePlanAt, setPlanAt } from './plan-rows';

describe('spec §4 a fertilization plan is set or removed by index', () => {
  const rows = ['taban', 'çiçeklenme', 'meyve tutumu'] as const;

  it('sets the row at an index, leaving the others and the input untouched', () => {
    expect(setPlanAt(rows, 1, 'vejetatif')).toEqual(['taban', 'vejetatif', 'meyve tutumu']);
    expect(rows).toEqual(['taban', 'çiçeklenme', 'meyve tutumu']);
  });

  it('appends when the index is the length', () => {
    expect(setPlanAt(rows, 3, 'olgunlaşma')).toEqual([...rows, 'olgunlaşma']);
    expect(setPlanAt([], 0, 'ilk')).toEqual(['ilk']);
  });

  it('removes the row at an index', () => {
    expect(removePlanAt(rows, 0)).toEqual(['çiçeklenme', 'meyve tutumu']);
    expect(removePlanAt(rows, 2)).toEqual(['taban', 'çiçeklenme']);
  });

  it('moves a row up or down', () => {
    expect(movePlan(rows, 2, 0)).toEqual(['meyve tutumu', 'taban', 'çiçeklenme']);
    expect(movePlan(rows, 0, 1)).toEqual(['çiçeklenme', 'taban', 'meyve tutumu']);
  });

  it('refuses an index outside the list', () => {
    expect(() => setPlanAt(rows, 5, 'x')).toThrow(RangeError);
    expect(() => setPlanAt(rows, -1, 'x')).toThrow(RangeError);
    expect(() => removePlanAt(rows, 3)).toThrow(RangeError);
    expect(() => removePlanAt([], 0)).toThrow(RangeError);
    expect(() => movePlan(rows, 0, 3)).toThrow(RangeError);
    expect(() => setPlanAt(rows, 1.5, 'x')).toThrow(RangeError);
  });
});
