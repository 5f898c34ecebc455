// A realistic area register as GET register/area/{id} answers it (checked against the contract):
// a prescription, an application from the register, one from a TRC lot, a withdrawn one, a
// harvest inside a waiting period and a withdrawn harvest.
import { areaRegisterSchema, producerRegisterSchema, type AreaRegister, type ProducerRegister, type RegisterApplication, type RegisterHarvest } from '@portal/contracts';

const recordedBy = { id: 7, name: 'Gülşen Öztürk' };

const application = (over: Partial<RegisterApplication>): RegisterApplication => ({
  id: 1,
  source: 'rct',
  productionAreaId: 41,
  areaName: 'Gölbaşı Serası',
  prescriptionId: 501,
  prescriptionNo: 'RCT-2026-000123',
  prescriptionLineKey: 'l1',
  licenceId: 90,
  productName: 'Akarmek 18 EC',
  appliedOn: '2026-05-02',
  startTime: '06:30',
  applicatorKind: 'authorised',
  applicatorName: 'İsmail Çağlar',
  applicatorCertificateNo: 'UY-07-2024-118',
  amount: 280,
  amountUnit: 'ml',
  waterVolumeLitres: 450,
  decares: 4.5,
  weather: {
    time: '2026-05-02T06:00',
    temperature: 17.4,
    relativeHumidity: 71,
    precipitation: 0,
    windSpeed: 6.2,
    windGusts: 11.5,
    deltaT: 3.1,
    level: 'good',
    reasons: [],
    fetchedAt: '2026-05-02T03:40:00.000Z',
  },
  weatherUnavailableReason: null,
  notes: 'Sabah erken, rüzgârsız uygulandı.',
  photoIds: [],
  version: 1,
  withdrawn: null,
  lot: null,
  flags: [],
  recordedBy,
  createdAt: '2026-05-02T05:10:00.000Z',
  updatedAt: '2026-05-02T05:10:00.000Z',
  ...over,
});

const harvest = (over: Partial<RegisterHarvest>): RegisterHarvest => ({
  id: 11,
  source: 'rct',
  productionAreaId: 41,
  areaName: 'Gölbaşı Serası',
  harvestedOn: '2026-05-21',
  amount: 1250.5,
  unit: 'kg',
  lotOrBuyer: 'Antalya Hali — Şahin Ticaret',
  notes: null,
  version: 1,
  withdrawn: null,
  lot: null,
  flags: [],
  recordedBy,
  createdAt: '2026-05-21T12:00:00.000Z',
  updatedAt: '2026-05-21T12:00:00.000Z',
  ...over,
});

export const HARVEST_FLAG =
  '21.05.2026 tarihindeki hasat, 20.05.2026 tarihinde uygulanan Akarmek 18 EC için 3 günlük hasat aralığının içinde; hasat en erken 23.05.2026 tarihinde yapılabilirdi, 2 gün erken.';
export const APPLICATION_FLAG = 'Uygulanan miktar 420 ml, reçetedeki en çok 300 ml (5 dekar için); 120 ml fazla (Akarmek 18 EC, 20.05.2026).';
export const WITHDRAWN_REASON = 'Yanlış alana girildi; doğru kayıt Gölbaşı Serası 2 defterinde.';

export const areaRegisterFixture: AreaRegister = areaRegisterSchema.parse({
  season: 2026,
  area: { id: 41, name: 'Gölbaşı Serası', decares: 5, plantName: 'Domates', province: 'Antalya', district: 'Kumluca' },
  producer: { id: 3, name: 'Şükrü Işıkoğlu' },
  entries: [
    {
      type: 'prescription',
      date: '2026-05-01',
      prescription: {
        id: 501,
        prescriptionNo: 'RCT-2026-000123',
        issuedAt: '2026-04-28T07:15:00.000Z',
        startDate: '2026-05-01',
        plannedHarvestDate: '2026-06-20',
        plantName: 'Domates',
        prescriberName: 'Gülşen Öztürk',
        state: 'issued',
        lines: [{ key: 'l1', licenceId: 90, tradeName: 'Akarmek 18 EC', dose: 60, doseUnit: 'ml/100 L su', phiDays: 3, amountTotal: 300, amountUnit: 'ml', applied: 2 }],
      },
    },
    { type: 'application', date: '2026-05-02', application: application({}) },
    {
      type: 'application',
      date: '2026-05-10',
      application: application({ id: 2, appliedOn: '2026-05-10', startTime: '07:00', amount: 250, withdrawn: { at: '2026-05-11T09:00:00.000Z', reason: WITHDRAWN_REASON, by: 'Gülşen Öztürk' } }),
    },
    {
      type: 'application',
      date: '2026-05-20',
      application: application({
        id: 3051,
        source: 'trc',
        appliedOn: '2026-05-20',
        startTime: null,
        applicatorKind: null,
        applicatorName: 'Deniz Erdem',
        applicatorCertificateNo: null,
        amount: 420,
        waterVolumeLitres: null,
        weather: null,
        weatherUnavailableReason: 'Alanın konumu kayıtlı değil',
        notes: null,
        lot: { id: 8, code: 'TRC-2026-000004' },
        flags: [{ code: 'APPLICATION_AMOUNT_ABOVE_PRESCRIBED', severity: 'error', message: APPLICATION_FLAG }],
      }),
    },
    { type: 'harvest', date: '2026-05-21', harvest: harvest({ flags: [{ code: 'HARVEST_IN_WAITING_PERIOD', severity: 'error', message: HARVEST_FLAG }] }) },
    { type: 'harvest', date: '2026-05-28', harvest: harvest({ id: 12, harvestedOn: '2026-05-28', amount: 300, unit: 'kasa', lotOrBuyer: null, withdrawn: { at: '2026-05-29T09:00:00.000Z', reason: 'İki kez girilmiş hasat.', by: 'Gülşen Öztürk' } }) },
  ],
  counts: [
    { kind: 'product', id: 90, name: 'Akarmek 18 EC', count: 2, maxApplications: 2, source: 'recorded', text: 'Akarmek 18 EC: 2 uygulama (kayıtlı: 02.05.2026, 20.05.2026); sezonda en fazla 2.' },
    { kind: 'substance', id: 12, name: 'Abamektin', count: 3, maxApplications: 2, source: 'both', text: 'Abamektin: 3 uygulama (kayıtlı: 02.05.2026, 20.05.2026; planlanan: 01.06.2026); sezonda en fazla 2.' },
  ],
  findings: [
    { code: 'APPLICATION_AMOUNT_ABOVE_PRESCRIBED', severity: 'error', message: APPLICATION_FLAG },
    { code: 'HARVEST_IN_WAITING_PERIOD', severity: 'error', message: HARVEST_FLAG },
  ],
});

export const producerRegisterFixture: ProducerRegister = producerRegisterSchema.parse({
  season: 2026,
  producer: { id: 3, name: 'Şükrü Işıkoğlu' },
  areas: [
    areaRegisterFixture,
    {
      season: 2026,
      area: { id: 42, name: 'İncekum Bahçesi', decares: 12.5, plantName: 'Hıyar', province: 'Antalya', district: 'Gazipaşa' },
      producer: { id: 3, name: 'Şükrü Işıkoğlu' },
      entries: [],
      counts: [],
      findings: [],
    },
  ],
});
