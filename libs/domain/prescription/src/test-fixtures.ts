// Builders for the tests: a tomato greenhouse and labels that read like Turkish ones. Only
// the tests import this file; index.ts does not export it.
import type { ActiveSubstanceInfo, CheckContext, CheckLine, DoseUnit, LicenceInfo, PriorApplication, RegisteredUse } from './types';

const unit = (id: number, symbol: string, kind: DoseUnit['kind'], amountUnit: string, perQuantity: number, perUnit: string): DoseUnit => ({
  id,
  symbol,
  kind,
  amountUnit,
  perQuantity,
  perUnit,
});

export const ML_DA = unit(1, 'ml/da', 'dose-area', 'ml', 1, 'da');
export const G_DA = unit(2, 'g/da', 'dose-area', 'g', 1, 'da');
export const L_DA = unit(3, 'L/da', 'dose-area', 'l', 1, 'da');
export const KG_DA = unit(4, 'kg/da', 'dose-area', 'kg', 1, 'da');
export const L_HA = unit(5, 'L/ha', 'dose-area', 'l', 1, 'ha');
export const KG_HA = unit(6, 'kg/ha', 'dose-area', 'kg', 1, 'ha');
export const ML_100L = unit(7, 'ml/100 L su', 'dose-water', 'ml', 100, 'L');
export const G_100L = unit(8, 'g/100 L su', 'dose-water', 'g', 100, 'L');
export const ML_SEED = unit(9, 'ml/100 kg tohum', 'dose-seed', 'ml', 100, 'kg');
export const G_SEED = unit(10, 'g/100 kg tohum', 'dose-seed', 'g', 100, 'kg');
export const G_PLANT = unit(11, 'g/ağaç', 'dose-plant', 'g', 1, 'ağaç');

export const TOMATO = { id: 10, name: 'Domates', euCode: '0231010' };
export const APHID = { id: 100, name: 'Yaprak biti' };
export const WHITEFLY = { id: 101, name: 'Beyazsinek' };
export const SPIDER_MITE = { id: 102, name: 'Kırmızı örümcek' };

export function substance(id: number, name: string, moa: [ActiveSubstanceInfo['moaScheme'], string] | null, more: Partial<ActiveSubstanceInfo> = {}): ActiveSubstanceInfo {
  return {
    id,
    name,
    moaScheme: moa?.[0] ?? null,
    moaCode: moa?.[1] ?? null,
    prescriptionRequired: false,
    concentration: null,
    concentrationUnit: null,
    ...more,
  };
}

export const ACETAMIPRID = substance(1, 'Acetamiprid', ['IRAC', '4A'], { concentration: 200, concentrationUnit: 'g/kg' });
export const IMIDACLOPRID = substance(2, 'Imidacloprid', ['IRAC', '4A'], { concentration: 350, concentrationUnit: 'g/L' });
export const ABAMECTIN = substance(3, 'Abamectin', ['IRAC', '6'], { prescriptionRequired: true, concentration: 18, concentrationUnit: 'g/L' });
export const SPIROTETRAMAT = substance(4, 'Spirotetramat', ['IRAC', '23'], { concentration: 100, concentrationUnit: 'g/L' });
export const HEXYTHIAZOX = substance(5, 'Hexythiazox', ['IRAC', '10A']);
export const ETOXAZOLE = substance(6, 'Etoxazole', ['IRAC', '10B']);
export const SULPHUR = substance(7, 'Kükürt', ['FRAC', 'M02'], { mrlExempt: true });
export const PARAFFIN_OIL = substance(8, 'Parafin yağı', null, { mrlExempt: true });

export function licence(id: number, tradeName: string, substances: ActiveSubstanceInfo[], more: Partial<LicenceInfo> = {}): LicenceInfo {
  return {
    id,
    tradeName,
    licenceNumber: `ÖRN-2015/${String(id).padStart(4, '0')}`,
    status: 'valid',
    licenceDate: '2015-03-01',
    expiryDate: null,
    cancelledOn: null,
    beeToxicity: 'none',
    formulationCode: 'SC',
    activeSubstances: substances,
    ...more,
  };
}

export function use(lic: LicenceInfo, organism: { id: number }, more: Partial<RegisteredUse> = {}): RegisteredUse {
  return {
    licenceDetailId: lic.id * 1000 + organism.id,
    licenceId: lic.id,
    plantId: TOMATO.id,
    harmfulOrganismId: organism.id,
    doseMin: 50,
    doseMax: 100,
    doseUnit: ML_DA,
    waterVolumeMin: 60,
    waterVolumeMax: 100,
    phiDays: 3,
    beeWaitingDays: null,
    reEntryHours: null,
    maxApplications: 2,
    applicationIntervalDays: 14,
    ...more,
  };
}

export function line(key: string, lic: LicenceInfo, organism: { id: number; name: string }, more: Partial<CheckLine> & { use?: RegisteredUse | null } = {}): CheckLine {
  const registered = more.use === undefined ? use(lic, organism) : more.use;
  return {
    key,
    licence: lic,
    harmfulOrganism: organism,
    use: registered,
    dose: 75,
    doseUnit: registered?.doseUnit ?? ML_DA,
    waterVolume: 80,
    ...more,
  };
}

export function prior(prescriptionId: number, date: string, lic: LicenceInfo, more: Partial<PriorApplication> = {}): PriorApplication {
  return {
    prescriptionId,
    prescriptionNo: `R-2026-${String(prescriptionId).padStart(4, '0')}`,
    date,
    plantId: TOMATO.id,
    licenceId: lic.id,
    tradeName: lic.tradeName,
    activeSubstances: lic.activeSubstances.map(({ id, name, moaScheme, moaCode }) => ({ id, name, moaScheme, moaCode })),
    ...more,
  };
}

/** A producer's tomato greenhouse, planted in March, nothing yet on the lines. */
export function context(more: Partial<CheckContext> = {}): CheckContext {
  return {
    kind: 0,
    applicationDate: '2026-05-15',
    issueDate: '2026-05-15',
    plannedHarvestDate: '2026-06-20',
    plant: TOMATO,
    area: { id: 1, name: 'Sera 1', decares: 2.5, cksBlock: '112', cksParcel: '7', plantingDate: '2026-03-10' },
    producer: { id: 1, fullName: 'Ayşe Demir', tcOrVkn: '10000000146' },
    prescriber: { fullName: 'Mehmet Kaya', authorizationNumber: 'ZM-07-1234' },
    lines: [],
    priorApplications: [],
    mixing: [],
    mrl: [],
    market: 'TR',
    ...more,
  };
}
