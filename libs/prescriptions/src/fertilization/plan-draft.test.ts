import { describe, expect, it } from 'vitest';
import { domainRowsOf, emptyPlan, emptyRow, planBodyOf, planCheckable, planComplete, planErrors, type PlanDraft } from './plan-draft';

const KG_DA = { id: 4, symbol: 'kg/da', kind: 'dose-area' as const, amountUnit: 'kg', perQuantity: 1, perUnit: 'da' };
const units = new Map([[4, KG_DA]]);

function plan(extra: Partial<PlanDraft> = {}): PlanDraft {
  return {
    ...emptyPlan(),
    title: 'Sera domatesi',
    plant: { id: 3, name: 'Domates' },
    rows: [emptyRow({ key: 'a', productId: 7, dose: 1, doseUnitId: 4, applications: 4, intervalDays: 7 })],
    ...extra,
  };
}

describe('the plan draft: the body of spec §7 and the field errors the API would give', () => {
  it('a complete draft has no error and makes the §7 body with its exact names', () => {
    expect(planErrors(plan())).toEqual({});
    expect(planBodyOf(plan({ info: '  Damla sulama  ' }))).toMatchObject({
      plantId: 3,
      plantingType: null,
      fertilizationInfo: 'Damla sulama',
      prescriptionTitle: 'Sera domatesi',
      fertilizationPlans: [{ key: 'a', stage: 'vegetative', plantNutritionProductId: 7, dose: 1, doseUnitId: 4, method: 'drip', applications: 4, intervalDays: 7, notes: null }],
      acknowledgedFindings: [],
    });
  });

  it('errors are keyed by the row’s index as the API keys them (fertilizationPlans.N.field)', () => {
    const errors = planErrors(
      plan({
        title: ' ',
        plant: null,
        rows: [emptyRow({ key: 'a', productId: 7, dose: 1, doseUnitId: 4 }), emptyRow({ key: 'b', stage: 'date-window', applications: 3 })],
      }),
    );
    expect(errors).toMatchObject({
      prescriptionTitle: 'Plan başlığı zorunludur',
      plantId: 'Bitki seçin',
      'fertilizationPlans.1.plantNutritionProductId': 'Ürün seçin',
      'fertilizationPlans.1.doseUnitId': 'Doz birimi seçin',
      'fertilizationPlans.1.dose': 'Dozu girin',
      'fertilizationPlans.1.windowStart': 'Tarih aralığının başlangıcını girin',
      'fertilizationPlans.1.intervalDays': 'Birden çok uygulamada aralığı (gün) girin',
    });
    expect(Object.keys(errors).some((k) => k.startsWith('fertilizationPlans.0'))).toBe(false);
  });

  it('an empty plan is refused with the list’s own message', () => {
    expect(planErrors(plan({ rows: [] }))['fertilizationPlans']).toBe('En az bir plan satırı ekleyin');
  });

  it('the live totals count only the rows with a product, a dose and a known unit; the checks wait for all of them', () => {
    const draft = plan({ rows: [emptyRow({ key: 'a', productId: 7, dose: 1, doseUnitId: 4 }), emptyRow({ key: 'b', productId: 8, dose: null, doseUnitId: 4 }), emptyRow({ key: 'c', productId: 9, dose: 2, doseUnitId: 99 })] });
    expect(domainRowsOf(draft, units).map((r) => r.key)).toEqual(['a']);
    expect(planCheckable(draft)).toBe(false);
    expect(planCheckable(plan())).toBe(true);
  });

  it('a complete plan the contract refuses is not checked: several applications still without their interval, or no title', () => {
    const waiting = plan({ rows: [emptyRow({ key: 'a', productId: 7, dose: 1, doseUnitId: 4, applications: 4, intervalDays: null })] });
    expect(planComplete(waiting)).toBe(true);
    expect(planCheckable(waiting)).toBe(false);
    expect(planCheckable(plan({ rows: [emptyRow({ key: 'a', productId: 7, dose: 1, doseUnitId: 4, applications: 4, intervalDays: 7 })] }))).toBe(true);
    expect(planCheckable(plan({ title: '  ' }))).toBe(false);
  });
});
