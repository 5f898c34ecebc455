import { describe, expect, it } from 'vitest';
import { phiCompliance, type PhiStage } from './phi';

type S = PhiStage & { phi?: number | null };
const spraying = (id: number, date: string, phi: number | null, productName = `Ürün ${id}`): S => ({ id, kind: 'spraying', date, phi, productName });
const harvest = (id: number | null, date: string): S => ({ id, kind: 'harvest', date });
const run = (stages: S[]) => phiCompliance(stages, (s) => s.phi ?? null);

describe('PHI compliance on a lot', () => {
  it('refuses a harvest one day inside the PHI (PHI − 1)', () => {
    const r = run([spraying(1, '2026-06-01', 7), harvest(2, '2026-06-07')]);
    expect(r.compliant).toBe(false);
    expect(r.checks).toEqual([
      { sprayingStageId: 1, product: 'Ürün 1', sprayedOn: '2026-06-01', phiDays: 7, earliestHarvest: '2026-06-08', harvestStageId: 2, harvestDate: '2026-06-07', ok: false },
    ]);
  });

  it('allows the harvest on spraying + PHI exactly, and after it', () => {
    expect(run([spraying(1, '2026-06-01', 7), harvest(2, '2026-06-08')]).compliant).toBe(true);
    expect(run([spraying(1, '2026-06-01', 7), harvest(2, '2026-06-09')]).compliant).toBe(true);
  });

  it('counts calendar days across a month end and a leap day', () => {
    expect(run([spraying(1, '2028-02-25', 5), harvest(2, '2028-03-01')]).compliant).toBe(true);
    expect(run([spraying(1, '2028-02-25', 5), harvest(2, '2028-02-29')]).compliant).toBe(false);
  });

  it('sets no constraint when the product has no PHI', () => {
    const r = run([spraying(1, '2026-06-01', null), harvest(2, '2026-06-01')]);
    expect(r.compliant).toBe(true);
    expect(r.checks[0]).toMatchObject({ phiDays: null, earliestHarvest: null, ok: true });
    expect(r.earliestHarvest).toBeNull();
  });

  it('lets the latest of several sprayings constrain the harvest', () => {
    const stages = [spraying(1, '2026-06-01', 14), spraying(2, '2026-06-10', 7)];
    expect(run(stages).earliestHarvest).toBe('2026-06-17');
    expect(run([...stages, harvest(3, '2026-06-16')]).compliant).toBe(false);
    const r = run([...stages, harvest(3, '2026-06-17')]);
    expect(r.compliant).toBe(true);
    expect(r.checks.map((c) => c.ok)).toEqual([true, true]);
  });

  it('judges a spraying by the first harvest after it, not an earlier one', () => {
    const r = run([harvest(1, '2026-06-01'), spraying(2, '2026-06-02', 3), harvest(3, '2026-06-05')]);
    expect(r.checks).toHaveLength(1);
    expect(r.checks[0]).toMatchObject({ harvestStageId: 3, ok: true });
    expect(run([harvest(1, '2026-06-01'), spraying(2, '2026-06-02', 3), harvest(3, '2026-06-04')]).compliant).toBe(false);
  });

  it('checks a harvest not saved yet (id null) and reports pending sprayings as the next earliest day', () => {
    const r = run([spraying(1, '2026-06-01', 3), harvest(null, '2026-06-02')]);
    expect(r.checks[0]).toMatchObject({ harvestStageId: null, harvestDate: '2026-06-02', ok: false });
    expect(r.earliestHarvest).toBeNull();
  });
});
