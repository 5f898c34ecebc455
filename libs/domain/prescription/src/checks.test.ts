import { describe, expect, it } from 'vitest';
import { runChecks } from './checks';
import { findingKey, issueDecision } from './findings';
import {
  ABAMECTIN,
  ACETAMIPRID,
  APHID,
  context,
  G_DA,
  IMIDACLOPRID,
  KG_DA,
  licence,
  line,
  ML_100L,
  prior,
  SPIDER_MITE,
  use,
  WHITEFLY,
} from './test-fixtures';
import type { CheckContext } from './types';

// A producer's tomato greenhouse in Antalya: 2,5 da, planted 10.03.2026, sprayed on
// 15.05.2026 against red spider mite and whitefly, first picking planned for 20.05.2026.
const vertimec = licence(11, 'Vertimec 018 EC', [ABAMECTIN], { licenceNumber: 'ÖRN-2004/0112', formulationCode: 'EC', beeToxicity: 'high' });
const mospilan = licence(12, 'Mospilan 20 SP', [ACETAMIPRID], { licenceNumber: 'ÖRN-2009/0187', formulationCode: 'SP', beeToxicity: 'low' });
const konfidor = licence(13, 'Konfidor SC 350', [IMIDACLOPRID], { licenceNumber: 'ÖRN-2001/0033' });

function greenhouse(): CheckContext {
  return context({
    kind: 0,
    applicationDate: '2026-05-15',
    plannedHarvestDate: '2026-05-20',
    area: { id: 7, name: 'Sera 1', decares: 2.5, cksBlock: '112', cksParcel: null, plantingDate: '2026-03-10' },
    lines: [
      // 50 ml/100 L: the registered maximum, at 100 L/da.
      line('l1', vertimec, SPIDER_MITE, {
        use: use(vertimec, SPIDER_MITE, { doseMin: 25, doseMax: 50, doseUnit: ML_100L, waterVolumeMin: 80, waterVolumeMax: 150, phiDays: 3, beeWaitingDays: 2, reEntryHours: 24, maxApplications: 2, applicationIntervalDays: 14 }),
        dose: 50,
        doseUnit: ML_100L,
        waterVolume: 100,
      }),
      // 0,02 kg/da is 20 g/da, under the 25 g/da minimum; 120 L/da is more water than registered.
      line('l2', mospilan, WHITEFLY, {
        use: use(mospilan, WHITEFLY, { doseMin: 25, doseMax: 40, doseUnit: G_DA, waterVolumeMin: 60, waterVolumeMax: 100, phiDays: 7, beeWaitingDays: 1, reEntryHours: 12, maxApplications: 2, applicationIntervalDays: 10 }),
        dose: 0.02,
        doseUnit: KG_DA,
        waterVolume: 120,
      }),
    ],
    priorApplications: [
      // The cucumber before this crop: another season.
      prior(3, '2025-10-01', mospilan, { plantId: 12 }),
      prior(11, '2026-04-10', vertimec),
      // The last application on the area: imidacloprid, the same IRAC group 4 as acetamiprid.
      prior(14, '2026-05-05', konfidor),
    ],
    mixing: [{ kind: 'licence', aId: 12, bId: 11, result: 'compatible', note: 'Domateste akar ve beyazsineğe karşı birlikte uygulanabilir.' }],
    mrl: [
      { activeSubstanceId: ABAMECTIN.id, limit: { rate: 0.09, date: '2024-03-15', expired: false, market: 'TR' } },
      { activeSubstanceId: ACETAMIPRID.id, limit: null },
    ],
    market: 'TR',
  });
}

describe('runChecks on a tomato greenhouse with two lines and earlier applications', () => {
  it('answers the whole list, prescription-wide first, then by line, errors first', () => {
    expect(runChecks(greenhouse()).map((f) => ({ key: findingKey(f), severity: f.severity, message: f.message }))).toEqual([
      {
        key: 'BRECETE_PARCEL_MISSING',
        severity: 'error',
        message: 'Risk listesindeki aktif madde (Abamectin) için B-Reçete ÇKS parsel numarasını ister; üretim alanında (Sera 1) ÇKS parsel numarası girilmemiş.',
      },
      {
        key: 'BEE_TOXIC:l1',
        severity: 'warning',
        message: 'Vertimec 018 EC arılar için yüksek derecede zehirli; uygulamadan sonra 2 gün arılar alana bırakılmamalı, kovanlar kapatılmalı ya da uzaklaştırılmalı (Vertimec 018 EC, Kırmızı örümcek).',
      },
      { key: 'RE_ENTRY_INTERVAL:l1', severity: 'info', message: 'Uygulamadan sonra 24 saat koruyucu giysi olmadan alana girilmemeli (Vertimec 018 EC, Kırmızı örümcek).' },
      { key: 'MRL_LIMIT:l1', severity: 'info', message: 'Domates (0231010) için TR kalıntı limiti (MRL): Abamectin 0,09 mg/kg (Vertimec 018 EC).' },
      {
        key: 'DOSE_BELOW_MIN:l2',
        severity: 'error',
        message: 'Doz 0,02 kg/da (20 g/da), ruhsatlı doz aralığı 25–40 g/da; en düşük dozdan 5 g/da eksik, düşük doz etkili mücadele sağlamaz ve direnç gelişimini hızlandırır (Mospilan 20 SP, Beyazsinek).',
      },
      {
        key: 'PHI_EXCEEDS_HARVEST:l2',
        severity: 'error',
        message: 'Hasat aralığı 7 gün: 15.05.2026 uygulamasından sonra hasat en erken 22.05.2026 tarihinde yapılabilir, planlanan hasat ise 20.05.2026, uygulamadan 5 gün sonra; hasat 2 gün erken (Mospilan 20 SP, Beyazsinek).',
      },
      { key: 'WATER_VOLUME_OUT_OF_RANGE:l2', severity: 'warning', message: 'Su miktarı 120 L/da, ruhsatta 60–100 L/da, 20 L/da fazla; ilaçlı su yapraktan akar ve kaybolur (Mospilan 20 SP, Beyazsinek).' },
      {
        key: 'MRL_NOT_SET:l2',
        severity: 'warning',
        message: 'Domates (0231010) için Acetamiprid kalıntı limiti (MRL) TR pazarında tanımlı değil; 0,01 mg/kg varsayılan sınır geçerli (Mospilan 20 SP).',
      },
      {
        key: 'RESISTANCE_SAME_MOA:l2',
        severity: 'warning',
        message: 'Mospilan 20 SP (IRAC 4A) bu alandaki son uygulamayla (Konfidor SC 350, 05.05.2026, planlanan) aynı etki grubunda; direnç gelişimini önlemek için farklı etki grubundan bir ürün seçin.',
      },
      { key: 'BEE_WAITING_PERIOD:l2', severity: 'info', message: 'Arı bekleme süresi 1 gün: bu süre içinde arılar alana bırakılmamalı (Mospilan 20 SP, Beyazsinek).' },
      { key: 'RE_ENTRY_INTERVAL:l2', severity: 'info', message: 'Uygulamadan sonra 12 saat koruyucu giysi olmadan alana girilmemeli (Mospilan 20 SP, Beyazsinek).' },
    ]);
  });

  it('blocks on the errors and lists the warnings to acknowledge', () => {
    expect(issueDecision(runChecks(greenhouse()), ['BEE_TOXIC:l1'])).toEqual({
      canIssue: false,
      blocking: ['BRECETE_PARCEL_MISSING', 'DOSE_BELOW_MIN:l2', 'PHI_EXCEEDS_HARVEST:l2'],
      toAcknowledge: ['WATER_VOLUME_OUT_OF_RANGE:l2', 'MRL_NOT_SET:l2', 'RESISTANCE_SAME_MOA:l2'],
    });
  });

  it('issues once the errors are corrected and the warnings acknowledged', () => {
    const ctx = greenhouse();
    ctx.area = { ...ctx.area!, cksParcel: '7' };
    ctx.plannedHarvestDate = '2026-05-22';
    ctx.lines[1] = { ...ctx.lines[1]!, dose: 0.03, waterVolume: 100 };
    const findings = runChecks(ctx);
    expect(findings.filter((f) => f.severity !== 'info').map(findingKey)).toEqual(['BEE_TOXIC:l1', 'MRL_NOT_SET:l2', 'RESISTANCE_SAME_MOA:l2']);
    expect(issueDecision(findings, ['BEE_TOXIC:l1', 'MRL_NOT_SET:l2', 'RESISTANCE_SAME_MOA:l2']).canIssue).toBe(true);
  });

  it('counts the earlier applications of the same product: a third Vertimec, a week after the second, is refused', () => {
    const ctx = greenhouse();
    ctx.priorApplications.push(prior(13, '2026-05-08', vertimec));
    const codes = runChecks(ctx).filter((f) => f.lineKey === 'l1').map(findingKey);
    expect(codes.slice(0, 4)).toEqual(['MAX_APPLICATIONS_EXCEEDED:l1', 'APPLICATION_INTERVAL_TOO_SHORT:l1', 'BEE_TOXIC:l1', 'RESISTANCE_SAME_MOA:l1']);
  });
});

describe('runChecks keeps every key unique', () => {
  it('on a prescription where many rules fire on the same lines', () => {
    const ctx = greenhouse();
    ctx.plannedHarvestDate = null;
    ctx.lines.push(line('l3', konfidor, APHID, { dose: 1000 }), line('l4', mospilan, APHID, { use: null }), line('l5', vertimec, WHITEFLY, { use: null }));
    ctx.mixing.push({ kind: 'active-substance', aId: ABAMECTIN.id, bId: IMIDACLOPRID.id, result: 'caution', note: null }, { kind: 'licence', aId: 12, bId: 13, result: 'incompatible', note: null });
    ctx.producer = null;
    ctx.prescriber = { fullName: 'Mehmet Kaya', authorizationNumber: null };
    const findings = runChecks(ctx);
    const keys = findings.map(findingKey);
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys).toEqual(
      expect.arrayContaining([
        'HARVEST_DATE_MISSING',
        'BRECETE_TC_MISSING',
        'BRECETE_AUTHORIZATION_MISSING',
        'DUPLICATE_PRODUCT:l1',
        'MIX_CAUTION:l1',
        'MIX_INCOMPATIBLE:l2',
        'RESISTANCE_SAME_MOA:l2',
        'DOSE_ABOVE_MAX:l3',
        'USE_NOT_REGISTERED:l4',
        'USE_NOT_REGISTERED:l5',
      ]),
    );
    // Prescription-wide first, then by line.
    const places = findings.map((f) => (f.lineKey ? Number(f.lineKey.slice(1)) : 0));
    expect(places).toEqual([...places].sort((a, b) => a - b));
  });

  it('puts the application date first: a prescription written after the spraying is refused', () => {
    const ctx = greenhouse();
    ctx.issueDate = '2026-05-16';
    const findings = runChecks(ctx);
    expect(findings[0]).toMatchObject({ code: 'APPLICATION_BEFORE_ISSUE', severity: 'error' });
    expect(issueDecision(findings, []).blocking[0]).toBe('APPLICATION_BEFORE_ISSUE');
  });

  it('answers nothing for a clean prescription', () => {
    const clean = context({ lines: [line('l1', konfidor, APHID)], mrl: [{ activeSubstanceId: IMIDACLOPRID.id, limit: { rate: 0.5, date: '2024-01-01', expired: false, market: 'TR' } }] });
    expect(runChecks(clean).map(findingKey)).toEqual(['MRL_LIMIT:l1']);
  });
});
