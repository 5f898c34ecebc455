// ruhsat-detay-tanimi: registered uses, licence × plant × harmful organism → dose and
// waiting periods (DESIGN.md §8 "Licence detail"). The largest definition list (~100k
// rows in the benchmark): every search branch uses one table's trigram index.
import {
  DefinitionSectionInfos,
  ErrorCode,
  licenceDetailEditSchema,
  licenceDetailInputSchema,
  licenceDetailListQuerySchema,
  licenceDetailSchema,
  type LicenceDetail,
  type LicenceDetailInput,
} from '@portal/contracts';
import { and, eq, getTableColumns, or, sql } from 'drizzle-orm';
import { harmfulOrganisms, licenceDetails, licences, plants, unitsOfMeasure, type Orm } from '../../../platform/db';
import { matchesSearch, referenceSearchText } from '../../../platform/db/schema/reference/search-text';
import { AppError } from '../../../platform/errors';
import { isoOf, type SectionSpec, type SelectionRow, referenceDataAccess } from '../../../platform/crud';

/** The dose unit must be a dose (per area, per 100 L water, per seed or per plant), not a concentration or a plain amount. */
async function checkDoseUnit(db: Orm, _id: number, input: LicenceDetailInput): Promise<void> {
  const [unit] = await db.select({ kind: unitsOfMeasure.kind }).from(unitsOfMeasure).where(eq(unitsOfMeasure.id, input.doseUnitId)).limit(1);
  if (unit && !unit.kind.startsWith('dose-')) {
    const message = 'Doz birimi ml/da, g/100 L su gibi bir doz birimi olmalıdır';
    throw new AppError(400, ErrorCode.Validation, message, [{ field: 'body.doseUnitId', message }]);
  }
}

/**
 * Own notes, or the licence's, plant's or organism's searchable text. Each parent's ids come
 * from its trigram index once (`= any(array(…))`), so the four branches become one BitmapOr
 * over this table's indexes instead of a per-row check of 100k rows.
 */
function searchDetails(term: string) {
  const idsOf = (table: typeof licences | typeof plants | typeof harmfulOrganisms) =>
    sql`any(array(select ${table.id} from ${table} where ${matchesSearch(table.searchText, term)}))`;
  return or(
    matchesSearch(licenceDetails.searchText, term),
    sql`${licenceDetails.licenceId} = ${idsOf(licences)}`,
    sql`${licenceDetails.plantId} = ${idsOf(plants)}`,
    sql`${licenceDetails.harmfulOrganismId} = ${idsOf(harmfulOrganisms)}`,
  )!;
}

const selection = {
  ...getTableColumns(licenceDetails),
  licenceTradeName: licences.tradeName,
  licenceNumber: licences.licenceNumber,
  plantName: plants.name,
  harmfulOrganismName: harmfulOrganisms.name,
  doseUnitSymbol: unitsOfMeasure.symbol,
};

// The joins are LEFT (see `joins`) but on NOT NULL foreign keys, so each always matches and no
// joined key is nullable.
export const licenceDetailSection: SectionSpec<LicenceDetail, LicenceDetailInput, SelectionRow<typeof selection>> = {
  info: DefinitionSectionInfos['ruhsat-detay-tanimi'],
  access: referenceDataAccess,
  entity: 'license-detail',
  path: 'license-detail',
  tag: 'Tanımlar: Ruhsat detayı',
  table: licenceDetails,
  itemSchema: licenceDetailSchema,
  inputSchema: licenceDetailInputSchema,
  editSchema: licenceDetailEditSchema,
  listQuerySchema: licenceDetailListQuerySchema,
  selection,
  // LEFT joins on the NOT NULL foreign keys give the same rows as inner ones, but PostgreSQL
  // drops them from the count (none of their columns is used there): count(*) of 100k rows
  // reads one index instead of joining four tables.
  joins: (q) =>
    q
      .leftJoin(licences, eq(licences.id, licenceDetails.licenceId))
      .leftJoin(plants, eq(plants.id, licenceDetails.plantId))
      .leftJoin(harmfulOrganisms, eq(harmfulOrganisms.id, licenceDetails.harmfulOrganismId))
      .leftJoin(unitsOfMeasure, eq(unitsOfMeasure.id, licenceDetails.doseUnitId)),
  sortColumns: {
    id: { column: licenceDetails.id },
    licenceTradeName: { column: licences.tradeName, text: true },
    licenceNumber: { column: licences.licenceNumber, text: true },
    plantName: { column: plants.name, text: true },
    harmfulOrganismName: { column: harmfulOrganisms.name, text: true },
    doseMin: { column: licenceDetails.doseMin },
    phiDays: { column: licenceDetails.phiDays },
    status: { column: licenceDetails.status },
  },
  // The order of entry: page 1 of 100k rows reads 10 rows of the primary key (a name sort sorts them all).
  defaultSort: 'id',
  search: searchDetails,
  filters: (q) => [
    q['licenceId'] === undefined ? undefined : eq(licenceDetails.licenceId, Number(q['licenceId'])),
    q['plantId'] === undefined ? undefined : eq(licenceDetails.plantId, Number(q['plantId'])),
    q['harmfulOrganismId'] === undefined ? undefined : eq(licenceDetails.harmfulOrganismId, Number(q['harmfulOrganismId'])),
  ],
  toItem: (r) => ({
    id: r.id,
    licenceId: r.licenceId,
    licenceTradeName: r.licenceTradeName,
    licenceNumber: r.licenceNumber,
    plantId: r.plantId,
    plantName: r.plantName,
    harmfulOrganismId: r.harmfulOrganismId,
    harmfulOrganismName: r.harmfulOrganismName,
    doseMin: r.doseMin,
    doseMax: r.doseMax,
    doseUnitId: r.doseUnitId,
    doseUnitSymbol: r.doseUnitSymbol,
    waterVolumeMin: r.waterVolumeMin,
    waterVolumeMax: r.waterVolumeMax,
    phiDays: r.phiDays,
    beeWaitingDays: r.beeWaitingDays,
    reEntryHours: r.reEntryHours,
    maxApplications: r.maxApplications,
    applicationIntervalDays: r.applicationIntervalDays,
    notes: r.notes ?? null,
    status: r.status,
    sample: r.sample,
    updatedAt: isoOf(r.updatedAt),
  }),
  toValues: (input) => ({ ...input, searchText: referenceSearchText.licenceDetail(input) }),
  toInput: (d) => ({
    licenceId: d.licenceId,
    plantId: d.plantId,
    harmfulOrganismId: d.harmfulOrganismId,
    doseMin: d.doseMin,
    doseMax: d.doseMax,
    doseUnitId: d.doseUnitId,
    waterVolumeMin: d.waterVolumeMin,
    waterVolumeMax: d.waterVolumeMax,
    phiDays: d.phiDays,
    beeWaitingDays: d.beeWaitingDays,
    reEntryHours: d.reEntryHours,
    maxApplications: d.maxApplications,
    applicationIntervalDays: d.applicationIntervalDays,
    notes: d.notes,
  }),
  afterWrite: checkDoseUnit,
  naturalKey: (input) =>
    and(eq(licenceDetails.licenceId, input.licenceId), eq(licenceDetails.plantId, input.plantId), eq(licenceDetails.harmfulOrganismId, input.harmfulOrganismId))!,
  naturalKeyText: (input) => `${input.licenceId}:${input.plantId}:${input.harmfulOrganismId}`,
  // An import row has only ids; the list's items have the names.
  label: (d) =>
    'plantName' in d
      ? `${d.licenceNumber} ${d.licenceTradeName} · ${d.plantName} · ${d.harmfulOrganismName}`
      : `Ruhsat #${d.licenceId} · bitki #${d.plantId} · zararlı organizma #${d.harmfulOrganismId}`,
  constraints: {
    licence_details_natural_uq: { field: 'harmfulOrganismId', message: 'Bu ruhsat, bitki ve zararlı organizma için kayıtlı bir kullanım zaten var' },
    licence_details_dose_chk: { field: 'doseMax', message: 'En az doz sıfırdan büyük, en çok doz en az dozdan küçük olmamalıdır' },
    licence_details_water_chk: { field: 'waterVolumeMax', message: 'Su miktarı sıfırdan büyük, en çok su miktarı en azdan küçük olmamalıdır' },
    licence_details_periods_chk: { field: 'phiDays', message: 'Süreler sıfırdan küçük, uygulama sayısı birden küçük olamaz' },
    licence_details_licence_fk: { field: 'licenceId', message: 'Seçilen ruhsat bulunamadı' },
    licence_details_plant_fk: { field: 'plantId', message: 'Seçilen bitki bulunamadı' },
    licence_details_organism_fk: { field: 'harmfulOrganismId', message: 'Seçilen zararlı organizma bulunamadı' },
    licence_details_dose_unit_fk: { field: 'doseUnitId', message: 'Seçilen doz birimi bulunamadı' },
  },
  // Nothing refers to a registered use yet (prescription lines will).
  usages: [],
  columns: [
    {
      header: 'Ruhsat No',
      field: 'licenceId',
      kind: 'ref',
      ref: { table: licences, match: licences.licenceNumber, noun: 'ruhsat' },
      exportValue: (d) => d.licenceNumber,
    },
    // For people reading the file; the licence number identifies the licence.
    { header: 'Ticari Ad', kind: 'text', exportValue: (d) => d.licenceTradeName },
    { header: 'Bitki', field: 'plantId', kind: 'ref', ref: { table: plants, match: plants.name, noun: 'bitki' }, exportValue: (d) => d.plantName },
    {
      header: 'Zararlı Organizma',
      field: 'harmfulOrganismId',
      kind: 'ref',
      ref: { table: harmfulOrganisms, match: harmfulOrganisms.name, noun: 'zararlı organizma' },
      exportValue: (d) => d.harmfulOrganismName,
    },
    { header: 'En Az Doz', field: 'doseMin', kind: 'number', exportValue: (d) => d.doseMin },
    { header: 'En Çok Doz', field: 'doseMax', kind: 'number', exportValue: (d) => d.doseMax },
    {
      header: 'Doz Birimi',
      field: 'doseUnitId',
      kind: 'ref',
      ref: { table: unitsOfMeasure, match: unitsOfMeasure.symbol, noun: 'ölçü birimi' },
      exportValue: (d) => d.doseUnitSymbol,
    },
    { header: 'En Az Su (L/da)', field: 'waterVolumeMin', kind: 'number', exportValue: (d) => d.waterVolumeMin },
    { header: 'En Çok Su (L/da)', field: 'waterVolumeMax', kind: 'number', exportValue: (d) => d.waterVolumeMax },
    { header: 'Hasat Öncesi Süre (gün)', field: 'phiDays', kind: 'integer', exportValue: (d) => d.phiDays },
    { header: 'Arı Bekleme Süresi (gün)', field: 'beeWaitingDays', kind: 'integer', exportValue: (d) => d.beeWaitingDays },
    { header: 'Yeniden Giriş Süresi (saat)', field: 'reEntryHours', kind: 'integer', exportValue: (d) => d.reEntryHours },
    { header: 'En Çok Uygulama Sayısı', field: 'maxApplications', kind: 'integer', exportValue: (d) => d.maxApplications },
    { header: 'Uygulama Aralığı (gün)', field: 'applicationIntervalDays', kind: 'integer', exportValue: (d) => d.applicationIntervalDays },
    { header: 'Uygulama Notları', field: 'notes', kind: 'text', exportValue: (d) => d.notes },
  ],
};
