import { describe, expect, it } from 'vitest';
import { distinctPrescriptions, seasonApplications, seasonStartOf } from './season';
import { ACETAMIPRID, context, licence, prior } from './test-fixtures';

describe('seasonStartOf', () => {
  it('starts at the planting date of this crop', () => {
    expect(seasonStartOf('2026-05-15', '2026-03-10')).toBe('2026-03-10');
    expect(seasonStartOf('2026-05-15', '2026-05-15')).toBe('2026-05-15');
    // Exactly 12 months before is still this crop.
    expect(seasonStartOf('2026-05-15', '2025-05-15')).toBe('2025-05-15');
  });

  it('is the 365 days before the application otherwise', () => {
    expect(seasonStartOf('2026-05-15', null)).toBe('2025-05-15');
    // Planted later than the application: not this crop's date.
    expect(seasonStartOf('2026-05-15', '2026-06-01')).toBe('2025-05-15');
    // A perennial planted years ago: the last 365 days.
    expect(seasonStartOf('2026-05-15', '2019-11-01')).toBe('2025-05-15');
    expect(seasonStartOf('2028-03-01', null)).toBe('2027-03-02');
  });
});

describe('seasonApplications', () => {
  const lic = licence(1, 'Mospilan 20 SP', [ACETAMIPRID]);

  it('keeps this crop’s applications up to the application date or the planned harvest', () => {
    const ctx = context({
      priorApplications: [
        prior(1, '2026-03-09', lic), // before planting: the last crop
        prior(2, '2026-03-10', lic),
        prior(3, '2026-05-15', lic),
        prior(4, '2026-06-01', lic), // later, before the planned harvest on 20.06
        prior(5, '2026-06-21', lic), // after the planned harvest
        prior(6, '2026-04-01', lic, { plantId: 99 }), // another plant
        prior(7, '2026-04-02', lic, { plantId: null }),
      ],
    });
    expect(seasonApplications(ctx).map((p) => p.prescriptionId)).toEqual([2, 3, 4, 7]);
    expect(seasonApplications({ ...ctx, plannedHarvestDate: null }).map((p) => p.prescriptionId)).toEqual([2, 3, 7]);
  });

  it('counts a prescription once', () => {
    expect(distinctPrescriptions([prior(2, '2026-04-01', lic), prior(1, '2026-03-01', lic), prior(2, '2026-04-01', lic)]).map((p) => p.prescriptionId)).toEqual([1, 2]);
  });
});
