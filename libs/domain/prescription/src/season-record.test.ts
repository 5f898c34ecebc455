import { describe, expect, it } from 'vitest';
import { checkSeason, type RecordedApplication, type SeasonLine, type SeasonRecord } from './season-record';
import { ACETAMIPRID, IMIDACLOPRID, SPIROTETRAMAT } from './test-fixtures';

const MOSPILAN = { licenceId: 1, tradeName: 'Mospilan 20 SP', activeSubstances: [ACETAMIPRID] };
const KONFIDOR = { licenceId: 2, tradeName: 'Konfidor SC 350', activeSubstances: [IMIDACLOPRID] };
const MOVENTO = { licenceId: 3, tradeName: 'Movento SC 100', activeSubstances: [SPIROTETRAMAT] };
const BASKA = { licenceId: 4, tradeName: 'Başka SP', activeSubstances: [ACETAMIPRID] };
type Product = typeof MOSPILAN;

let serial = 0;
/** A prescription line: at most 2 a season, 14 days apart, PHI 7 days, 400 ml per decare. */
const line = (key: string, product: Product, plannedDate: string, more: Partial<SeasonLine> = {}): SeasonLine => ({
  key,
  prescriptionId: ++serial,
  prescriptionNo: `R-2026-${serial}`,
  ...product,
  plannedDate,
  maxApplications: 2,
  applicationIntervalDays: 14,
  phiDays: 7,
  amountPerDecare: 400,
  amountUnit: 'ml',
  ...more,
});
/** 1 L on 3 decares, under the line named. */
const applied = (date: string, product: Product, lineKey: string | null, more: Partial<RecordedApplication> = {}): RecordedApplication => ({
  id: `a-${++serial}`,
  date,
  lineKey,
  ...product,
  amount: 1,
  amountUnit: 'L',
  decares: 3,
  ...more,
});
const check = (more: Partial<SeasonRecord>) => checkSeason({ lines: [], applications: [], plannedHarvestDate: null, harvests: [], ...more });
const codes = (more: Partial<SeasonRecord>) => check(more).findings.map((f) => f.code);
/** The findings of one code (a product repeated is also a resistance warning). */
const only = (code: string, more: Partial<SeasonRecord>) => check(more).findings.filter((f) => f.code === code);

describe('the season counted from recorded applications, and from planned dates where none is recorded', () => {
  it('counts a line by its recorded application instead of its planned date, and says which it used', () => {
    const lines = [line('l1', KONFIDOR, '2026-05-01'), line('l2', KONFIDOR, '2026-05-20')];
    const result = check({ lines, applications: [applied('2026-05-03', KONFIDOR, 'l1')] });
    expect(result.events.map((e) => [e.date, e.source])).toEqual([
      ['2026-05-03', 'recorded'],
      ['2026-05-20', 'planned'],
    ]);
    expect(result.counts[0]).toEqual({
      kind: 'product',
      id: 2,
      name: 'Konfidor SC 350',
      count: 2,
      maxApplications: 2,
      source: 'both',
      dates: [
        { date: '2026-05-03', source: 'recorded' },
        { date: '2026-05-20', source: 'planned' },
      ],
      text: 'Konfidor SC 350: 2 uygulama (kayıtlı: 03.05.2026; planlanan: 20.05.2026); sezonda en fazla 2.',
    });
    expect(result.counts[1]).toMatchObject({ kind: 'substance', name: 'Imidacloprid', count: 2, source: 'both' });
    expect(check({ lines }).counts[0]?.source).toBe('planned');
    expect(check({ lines: lines.slice(0, 1), applications: [applied('2026-05-03', KONFIDOR, 'l1')] }).counts[0]?.source).toBe('recorded');
  });

  it('counts records on one day as one application (a parcel sprayed in two goes)', () => {
    const result = check({ lines: [line('l1', KONFIDOR, '2026-05-01')], applications: [applied('2026-05-02', KONFIDOR, 'l1', { decares: 1 }), applied('2026-05-02', KONFIDOR, 'l1', { decares: 2 })] });
    expect(result.counts[0]).toMatchObject({ count: 1, source: 'recorded' });
  });
});

describe('maximum applications per season', () => {
  it('passes the maximum and flags one more, with the dates and their sources', () => {
    const lines = [line('l1', KONFIDOR, '2026-05-01'), line('l2', KONFIDOR, '2026-05-20'), line('l3', KONFIDOR, '2026-06-10')];
    expect(only('MAX_APPLICATIONS_EXCEEDED', { lines: lines.slice(0, 2) })).toEqual([]);
    expect(only('MAX_APPLICATIONS_EXCEEDED', { lines, applications: [applied('2026-05-01', KONFIDOR, 'l1')] })).toEqual([
      {
        code: 'MAX_APPLICATIONS_EXCEEDED',
        severity: 'error',
        message: 'Konfidor SC 350 bu sezon 3 kez uygulandı ya da uygulanacak (kayıtlı: 01.05.2026; planlanan: 20.05.2026, 10.06.2026); ruhsatta sezonda en fazla 2 uygulama var.',
        params: { tradeName: 'Konfidor SC 350', count: 3, maxApplications: 2, source: 'both', dates: '01.05.2026, 20.05.2026, 10.06.2026' },
      },
    ]);
  });

  it('counts a substance through every product that carries it', () => {
    const lines = [line('l1', MOSPILAN, '2026-04-01'), line('l2', BASKA, '2026-04-20'), line('l3', MOSPILAN, '2026-05-10')];
    const findings = check({ lines, applications: [applied('2026-04-02', MOSPILAN, 'l1'), applied('2026-04-20', BASKA, 'l2')] }).findings;
    expect(findings.map((f) => f.code)).toEqual(['SUBSTANCE_MAX_APPLICATIONS_EXCEEDED', 'RESISTANCE_SAME_MOA', 'RESISTANCE_SAME_MOA']);
    expect(findings[0]?.message).toBe(
      'Acetamiprid bu sezon 3 kez uygulandı ya da uygulanacak (kayıtlı: Mospilan 20 SP 02.04.2026, Başka SP 20.04.2026; planlanan: Mospilan 20 SP 10.05.2026); bu etken maddeyi taşıyan ürünlerin ruhsatında sezonda en fazla 2 uygulama var.',
    );
  });

  it('counts a product applied without a prescription too, and sets no maximum the lines do not set', () => {
    expect(codes({ lines: [line('l1', KONFIDOR, '2026-05-01', { maxApplications: 1 })], applications: [applied('2026-06-01', KONFIDOR, null)] })).toContain('MAX_APPLICATIONS_EXCEEDED');
    const unlimited = [line('l1', KONFIDOR, '2026-05-01', { maxApplications: null }), line('l2', KONFIDOR, '2026-06-01', { maxApplications: null }), line('l3', KONFIDOR, '2026-07-01', { maxApplications: null })];
    expect(codes({ lines: unlimited })).not.toContain('MAX_APPLICATIONS_EXCEEDED');
  });
});

describe('the interval between two applications of a product', () => {
  it('passes exactly the interval (14 days) and flags a day less, naming the sources', () => {
    expect(only('APPLICATION_INTERVAL_TOO_SHORT', { lines: [line('l1', KONFIDOR, '2026-05-01'), line('l2', KONFIDOR, '2026-05-15')] })).toEqual([]);
    const findings = only('APPLICATION_INTERVAL_TOO_SHORT', { lines: [line('l1', KONFIDOR, '2026-05-01'), line('l2', KONFIDOR, '2026-05-20')], applications: [applied('2026-05-07', KONFIDOR, 'l1')] });
    expect(findings).toEqual([
      {
        code: 'APPLICATION_INTERVAL_TOO_SHORT',
        severity: 'warning',
        message: 'Konfidor SC 350: 07.05.2026 (kayıtlı) ve 20.05.2026 (planlanan) uygulamaları arasında 13 gün var; ruhsata göre en az 14 gün olmalı, 1 gün eksik.',
        params: { tradeName: 'Konfidor SC 350', firstDate: '07.05.2026', secondDate: '20.05.2026', days: 13, intervalDays: 14, daysShort: 1, source: 'both' },
      },
    ]);
  });
});

describe('resistance: the same mode-of-action group twice in a row', () => {
  it('flags an application of the group of the one before it, and not with another group between', () => {
    const findings = check({ lines: [line('l1', MOSPILAN, '2026-05-01'), line('l2', KONFIDOR, '2026-05-20')], applications: [applied('2026-05-02', MOSPILAN, 'l1')] }).findings;
    expect(findings).toEqual([
      {
        code: 'RESISTANCE_SAME_MOA',
        severity: 'warning',
        message: 'Konfidor SC 350 (IRAC 4A, 20.05.2026, planlanan) bir önceki uygulamayla (Mospilan 20 SP, 02.05.2026, kayıtlı) aynı etki grubunda; direnç gelişimini önlemek için farklı etki grubundan bir ürün seçin.',
        params: { tradeName: 'Konfidor SC 350', groups: 'IRAC 4A', date: '20.05.2026', lastApplicationDate: '02.05.2026', lastProducts: 'Mospilan 20 SP', source: 'both' },
      },
    ]);
    expect(codes({ lines: [line('l1', MOSPILAN, '2026-05-01'), line('l3', MOVENTO, '2026-05-10'), line('l2', KONFIDOR, '2026-05-20')] })).toEqual([]);
  });

  it('reads the order of what was done: a recorded date moves an application past another', () => {
    // Planned Mospilan, Movento, Konfidor; Movento was in fact sprayed after Konfidor.
    const lines = [line('l1', MOSPILAN, '2026-05-01'), line('l3', MOVENTO, '2026-05-10'), line('l2', KONFIDOR, '2026-05-20')];
    expect(codes({ lines, applications: [applied('2026-05-25', MOVENTO, 'l3')] })).toEqual(['RESISTANCE_SAME_MOA']);
  });
});

describe('an application recorded outside what the prescription allows', () => {
  it('flags a product the line does not name, and one no prescription names', () => {
    const lines = [line('l1', KONFIDOR, '2026-05-01')];
    expect(check({ lines, applications: [applied('2026-05-01', MOVENTO, 'l1')] }).findings).toEqual([
      {
        code: 'APPLICATION_NOT_PRESCRIBED',
        severity: 'error',
        message: '01.05.2026 tarihinde uygulanan ürün Movento SC 100, reçetede yazılı ürün ise Konfidor SC 350.',
        params: { tradeName: 'Movento SC 100', applicationDate: '01.05.2026', source: 'recorded', prescribedProduct: 'Konfidor SC 350' },
      },
    ]);
    expect(check({ lines, applications: [applied('2026-05-01', MOVENTO, null)] }).findings[0]?.message).toBe('01.05.2026 tarihinde uygulanan Movento SC 100 bu sezonun reçetelerinde yok (reçetelerdeki ürünler: Konfidor SC 350).');
  });

  it('flags more than the prescribed amount for the area sprayed, in the unit recorded (400 ml/da × 3 da = 1,2 L)', () => {
    const lines = [line('l1', KONFIDOR, '2026-05-01')];
    expect(codes({ lines, applications: [applied('2026-05-01', KONFIDOR, 'l1', { amount: 1.2 })] })).toEqual([]);
    expect(codes({ lines, applications: [applied('2026-05-01', KONFIDOR, 'l1', { amount: 1200, amountUnit: 'ml' })] })).toEqual([]);
    expect(check({ lines, applications: [applied('2026-05-01', KONFIDOR, 'l1', { amount: 1.8 })] }).findings).toEqual([
      {
        code: 'APPLICATION_AMOUNT_ABOVE_PRESCRIBED',
        severity: 'error',
        message: 'Uygulanan miktar 1,8 L, reçetedeki en çok 1,2 L (3 dekar için); 0,6 L fazla (Konfidor SC 350, 01.05.2026).',
        params: { tradeName: 'Konfidor SC 350', applicationDate: '01.05.2026', source: 'recorded', amount: 1.8, amountUnit: 'L', prescribedMax: 1.2, decares: 3, excess: 0.6 },
      },
    ]);
    expect(check({ lines, applications: [applied('2026-05-01', KONFIDOR, 'l1', { amount: 1201, amountUnit: 'ml' })] }).findings[0]?.message).toBe(
      'Uygulanan miktar 1.201 ml, reçetedeki en çok 1.200 ml (3 dekar için); 1 ml fazla (Konfidor SC 350, 01.05.2026).',
    );
    // Part of the parcel: the allowance follows the decares sprayed.
    expect(check({ lines, applications: [applied('2026-05-01', KONFIDOR, 'l1', { amount: 0.5, decares: 1 })] }).findings[0]?.message).toBe('Uygulanan miktar 0,5 L, reçetedeki en çok 0,4 L (1 dekar için); 0,1 L fazla (Konfidor SC 350, 01.05.2026).');
  });

  it('says when the amounts cannot be compared (mass against volume), and reads no amount for a dose not per area', () => {
    const lines = [line('l1', KONFIDOR, '2026-05-01')];
    expect(check({ lines, applications: [applied('2026-05-01', KONFIDOR, 'l1', { amount: 2, amountUnit: 'kg' })] }).findings).toMatchObject([
      { code: 'APPLICATION_AMOUNT_NOT_COMPARABLE', severity: 'warning', message: '01.05.2026 tarihinde uygulanan miktar 2 kg, reçetedeki miktar ise ml cinsinden; karşılaştırılamıyor (Konfidor SC 350).' },
    ]);
    expect(codes({ lines: [line('l1', KONFIDOR, '2026-05-01', { amountPerDecare: null })], applications: [applied('2026-05-01', KONFIDOR, 'l1', { amount: 50 })] })).toEqual([]);
  });

  it('flags a date that leaves the PHI (7 days) short of the planned harvest; the last day of the PHI is allowed', () => {
    const lines = [line('l1', KONFIDOR, '2026-05-25')];
    const on = (date: string) => check({ lines, plannedHarvestDate: '2026-06-08', applications: [applied(date, KONFIDOR, 'l1')] }).findings;
    expect(on('2026-06-01')).toEqual([]);
    expect(on('2026-06-02')).toEqual([
      {
        code: 'APPLICATION_PHI_SHORT_OF_HARVEST',
        severity: 'error',
        message: 'Hasat aralığı 7 gün: 02.06.2026 tarihinde kaydedilen uygulamadan sonra hasat en erken 09.06.2026 tarihinde yapılabilir, planlanan hasat ise 08.06.2026; hasat 1 gün erken (Konfidor SC 350).',
        params: { tradeName: 'Konfidor SC 350', applicationDate: '02.06.2026', source: 'recorded', phiDays: 7, earliestHarvest: '09.06.2026', plannedHarvestDate: '08.06.2026', daysShort: 1 },
      },
    ]);
    // After the planned harvest: the next crop's, not this harvest's.
    expect(on('2026-06-09')).toEqual([]);
  });
});

describe('PHI before the planned harvest for what is only planned', () => {
  it('checks a line without a record by its planned date, and a recorded line by its record alone', () => {
    const lines = [line('l1', KONFIDOR, '2026-06-02')];
    expect(check({ lines, plannedHarvestDate: '2026-06-08' }).findings).toEqual([
      {
        code: 'PHI_EXCEEDS_HARVEST',
        severity: 'error',
        message: 'Hasat aralığı 7 gün: 02.06.2026 tarihinde planlanan uygulamadan sonra hasat en erken 09.06.2026 tarihinde yapılabilir, planlanan hasat ise 08.06.2026; hasat 1 gün erken (Konfidor SC 350).',
        params: { tradeName: 'Konfidor SC 350', phiDays: 7, applicationDate: '02.06.2026', earliestHarvest: '09.06.2026', plannedHarvestDate: '08.06.2026', daysShort: 1, source: 'planned' },
      },
    ]);
    expect(codes({ lines: [line('l1', KONFIDOR, '2026-06-01')], plannedHarvestDate: '2026-06-08' })).toEqual([]);
    expect(codes({ lines, plannedHarvestDate: '2026-06-08', applications: [applied('2026-05-30', KONFIDOR, 'l1')] })).toEqual([]);
  });
});

describe('a harvest inside the waiting period of a recorded application', () => {
  it('flags a harvest before application + PHI, not on its last day nor before the application', () => {
    const lines = [line('l1', KONFIDOR, '2026-06-01')];
    const harvestOn = (date: string) => check({ lines, applications: [applied('2026-06-01', KONFIDOR, 'l1')], harvests: [{ id: 1, date }] }).findings;
    expect(harvestOn('2026-06-08')).toEqual([]);
    expect(harvestOn('2026-06-07')).toEqual([
      {
        code: 'HARVEST_IN_WAITING_PERIOD',
        severity: 'error',
        message: '07.06.2026 tarihindeki hasat, 01.06.2026 tarihinde uygulanan Konfidor SC 350 için 7 günlük hasat aralığının içinde; hasat en erken 08.06.2026 tarihinde yapılabilirdi, 1 gün erken.',
        params: { harvestDate: '07.06.2026', tradeName: 'Konfidor SC 350', applicationDate: '01.06.2026', phiDays: 7, earliestHarvest: '08.06.2026', daysShort: 1, source: 'recorded' },
      },
    ]);
    expect(harvestOn('2026-05-31')).toEqual([]);
  });

  it("reads a product's own PHI when no line names it", () => {
    const findings = check({ lines: [], applications: [applied('2026-06-01', MOVENTO, null, { phiDays: 3 })], harvests: [{ id: 1, date: '2026-06-03' }] }).findings;
    expect(findings.map((f) => f.code)).toEqual(['APPLICATION_NOT_PRESCRIBED', 'HARVEST_IN_WAITING_PERIOD']);
    expect(findings[1]?.params).toMatchObject({ phiDays: 3, daysShort: 1 });
  });
});
