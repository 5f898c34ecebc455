// ruhsat-tanimi: licensed products and their active substances (DESIGN.md §8 "Licence").
import {
  BeeToxicityLabel,
  DefinitionSectionInfos,
  ErrorCode,
  LicenceStatusLabel,
  licenceEditSchema,
  licenceInputSchema,
  licenceListQuerySchema,
  licenceSchema,
  OriginLabel,
  type Licence,
  type LicenceInput,
  type LicenceSubstance,
  type LicenceSubstanceInput,
} from '@portal/contracts';
import { and, asc, count, eq, getTableColumns, inArray, or, sql } from 'drizzle-orm';
import {
  activeSubstances,
  formulations,
  harmfulOrganisms,
  licenceActiveSubstances,
  licenceCompanies,
  licenceDetails,
  licenceGroups,
  licences,
  mixingCompatibility,
  plants,
  unitsOfMeasure,
  type Orm,
} from '../../../platform/db';
import { matchesSearch, referenceSearchText } from '../../../platform/db/schema/reference/search-text';
import { AppError } from '../../../platform/errors';
import { CellError, isoOf, type SectionSpec, type SelectionRow, referenceDataAccess } from '../../../platform/crud';
import { recordLicenceChange } from '../../../platform/reference-changes';

/**
 * A licence's substances as one JSON array, in the order they were entered: one subquery per
 * row of the page, no N+1. pg and PGlite parse json, and json_build_object writes the bigint
 * ids and the numeric concentration as JSON numbers, so the array is the item's as it comes.
 */
const substancesOfRow = sql<LicenceSubstance[]>`(
  select coalesce(json_agg(json_build_object(
      'activeSubstanceId', ${licenceActiveSubstances.activeSubstanceId},
      'name', ${activeSubstances.name},
      'concentration', ${licenceActiveSubstances.concentration},
      'unitId', ${licenceActiveSubstances.unitId},
      'unitSymbol', ${unitsOfMeasure.symbol}
    ) order by ${licenceActiveSubstances.id}), '[]'::json)
  from ${licenceActiveSubstances}
  join ${activeSubstances} on ${activeSubstances.id} = ${licenceActiveSubstances.activeSubstanceId}
  join ${unitsOfMeasure} on ${unitsOfMeasure.id} = ${licenceActiveSubstances.unitId}
  where ${licenceActiveSubstances.licenceId} = ${licences.id}
)`;

/** 'Abamectin 18 g/L; Bakır hidroksit 300 g/L': the export's cell and what the import reads. */
export function substancesCell(list: LicenceSubstance[]): string {
  return list.map((s) => `${s.name} ${s.concentration} ${s.unitSymbol}`).join('; ');
}

/**
 * The import's substance cell → rows. Each part is `<name> <number> <unit symbol>`; the
 * number takes a comma or a dot; the unit is a concentration unit's symbol (g/L, g/kg, %).
 */
export async function parseSubstancesCell(text: string, db: Orm): Promise<LicenceSubstanceInput[]> {
  const parts = text
    .split(';')
    .map((p) => p.trim().replace(/\s+/g, ' '))
    .filter(Boolean);
  if (!parts.length) throw new CellError('En az bir aktif madde girin (ör. Abamectin 18 g/L)');
  const units = await db
    .select({ id: unitsOfMeasure.id, symbol: unitsOfMeasure.symbol })
    .from(unitsOfMeasure)
    .where(eq(unitsOfMeasure.kind, 'concentration'));
  // Longest symbol first, so 'g/kg' is never read as 'kg'.
  units.sort((a, b) => b.symbol.length - a.symbol.length);
  const read = parts.map((part) => {
    const unit = units.find((u) => part.length > u.symbol.length && part.slice(-u.symbol.length).toLowerCase() === u.symbol.toLowerCase());
    if (!unit) throw new CellError(`'${part}': konsantrasyon birimi bulunamadı; her madde 'Ad miktar birim' biçiminde olmalıdır (ör. Abamectin 18 g/L)`);
    const match = /^(.*\S)\s+(\d+(?:[.,]\d+)?)$/.exec(part.slice(0, -unit.symbol.length).trim());
    if (!match) throw new CellError(`'${part}': madde adı ve miktarı okunamadı; 'Ad miktar birim' biçiminde yazın (ör. Abamectin 18 g/L)`);
    return { name: match[1]!, concentration: Number(match[2]!.replace(',', '.')), unitId: Number(unit.id) };
  });
  const found = await db
    .select({ id: activeSubstances.id, name: activeSubstances.name })
    .from(activeSubstances)
    .where(inArray(activeSubstances.name, [...new Set(read.map((r) => r.name))]));
  const idOf = new Map(found.map((s) => [s.name, Number(s.id)]));
  return read.map(({ name, concentration, unitId }) => {
    const activeSubstanceId = idOf.get(name);
    if (activeSubstanceId === undefined) throw new CellError(`'${name}' adlı aktif madde bulunamadı`);
    return { activeSubstanceId, concentration, unitId };
  });
}

const sameSubstances = (a: LicenceSubstanceInput[], b: LicenceSubstanceInput[]) =>
  a.length === b.length && a.every((s, i) => s.activeSubstanceId === b[i]!.activeSubstanceId && s.concentration === b[i]!.concentration && s.unitId === b[i]!.unitId);

/**
 * Writes the substances of licence `id` as given: the set is replaced (in the input's order,
 * which the item keeps) unless it is unchanged. Every unit must measure a concentration.
 */
async function writeSubstances(db: Orm, id: number, input: LicenceInput, actorId: number): Promise<void> {
  const wanted = input.activeSubstances;
  const units = await db
    .select({ id: unitsOfMeasure.id, kind: unitsOfMeasure.kind })
    .from(unitsOfMeasure)
    .where(inArray(unitsOfMeasure.id, [...new Set(wanted.map((s) => s.unitId))]));
  const kindOf = new Map(units.map((u) => [Number(u.id), u.kind]));
  const issues = wanted.flatMap((s, i) => {
    const kind = kindOf.get(s.unitId);
    if (kind === 'concentration') return [];
    const message = kind === undefined ? 'Seçilen birim bulunamadı' : 'Konsantrasyon birimi g/L, g/kg ya da % gibi bir konsantrasyon birimi olmalıdır';
    return [{ field: `body.activeSubstances.${i}.unitId`, message }];
  });
  if (issues.length) throw new AppError(400, ErrorCode.Validation, issues[0]!.message, issues);

  const current = await db
    .select({
      activeSubstanceId: licenceActiveSubstances.activeSubstanceId,
      concentration: licenceActiveSubstances.concentration,
      unitId: licenceActiveSubstances.unitId,
    })
    .from(licenceActiveSubstances)
    .where(eq(licenceActiveSubstances.licenceId, id))
    .orderBy(asc(licenceActiveSubstances.id));
  const stored = current.map((c) => ({ activeSubstanceId: Number(c.activeSubstanceId), concentration: Number(c.concentration), unitId: Number(c.unitId) }));
  if (sameSubstances(stored, wanted)) return;
  await db.delete(licenceActiveSubstances).where(eq(licenceActiveSubstances.licenceId, id));
  await db.insert(licenceActiveSubstances).values(wanted.map((s) => ({ licenceId: id, ...s, createdBy: actorId, updatedBy: actorId })));
}

/** Licences whose trade name/number, company or one of whose substances matches: each branch uses its table's trigram index. */
function searchLicences(term: string) {
  return or(
    matchesSearch(licences.searchText, term),
    sql`${licences.companyId} in (select ${licenceCompanies.id} from ${licenceCompanies} where ${matchesSearch(licenceCompanies.searchText, term)})`,
    sql`${licences.id} in (select ${licenceActiveSubstances.licenceId} from ${licenceActiveSubstances} where ${licenceActiveSubstances.activeSubstanceId} in (select ${activeSubstances.id} from ${activeSubstances} where ${matchesSearch(activeSubstances.searchText, term)}))`,
  )!;
}

const exampleOf = (first?: string | null, second?: string | null) => (first ? `${first}${second ? ` · ${second}` : ''}` : null);

const enumValues = (labels: Record<string | number, string>) => Object.fromEntries(Object.entries(labels).map(([code, label]) => [label, code]));

const selection = {
  ...getTableColumns(licences),
  companyName: licenceCompanies.name,
  formulationCode: formulations.code,
  licenceGroupName: licenceGroups.name,
  activeSubstances: substancesOfRow.as('active_substances'),
};

// Inner joins: every selected column is present.
export const licenceSection: SectionSpec<Licence, LicenceInput, SelectionRow<typeof selection>> = {
  info: DefinitionSectionInfos['ruhsat-tanimi'],
  access: referenceDataAccess,
  entity: 'license',
  path: 'license',
  tag: 'Tanımlar: Ruhsat',
  table: licences,
  itemSchema: licenceSchema,
  inputSchema: licenceInputSchema,
  editSchema: licenceEditSchema,
  listQuerySchema: licenceListQuerySchema,
  selection,
  joins: (q) =>
    q
      .innerJoin(licenceCompanies, eq(licenceCompanies.id, licences.companyId))
      .innerJoin(formulations, eq(formulations.id, licences.formulationId))
      .innerJoin(licenceGroups, eq(licenceGroups.id, licences.licenceGroupId)),
  sortColumns: {
    tradeName: { column: licences.tradeName, text: true },
    licenceNumber: { column: licences.licenceNumber, text: true },
    licenceDate: { column: licences.licenceDate },
    expiryDate: { column: licences.expiryDate },
    licenceStatus: { column: licences.licenceStatus },
    companyName: { column: licenceCompanies.name, text: true },
    formulationCode: { column: formulations.code, text: true },
    licenceGroupName: { column: licenceGroups.name, text: true },
    status: { column: licences.status },
  },
  defaultSort: 'tradeName',
  search: searchLicences,
  filters: (q) => [
    q['companyId'] === undefined ? undefined : eq(licences.companyId, Number(q['companyId'])),
    q['licenceGroupId'] === undefined ? undefined : eq(licences.licenceGroupId, Number(q['licenceGroupId'])),
    q['licenceStatus'] === undefined ? undefined : eq(licences.licenceStatus, q['licenceStatus'] as Licence['licenceStatus']),
  ],
  toItem: (r) => ({
    id: r.id,
    tradeName: r.tradeName,
    licenceNumber: r.licenceNumber,
    licenceDate: r.licenceDate,
    expiryDate: r.expiryDate,
    licenceStatus: r.licenceStatus,
    cancelledOn: r.cancelledOn,
    companyId: r.companyId,
    companyName: r.companyName,
    formulationId: r.formulationId,
    formulationCode: r.formulationCode,
    licenceGroupId: r.licenceGroupId,
    licenceGroupName: r.licenceGroupName,
    origin: r.origin,
    beeToxicity: r.beeToxicity ?? null,
    warnings: r.warnings ?? null,
    activeSubstances: r.activeSubstances,
    status: r.status,
    sample: r.sample,
    updatedAt: isoOf(r.updatedAt),
  }),
  toValues: ({ activeSubstances: _substances, ...fields }) => ({ ...fields, searchText: referenceSearchText.licence(fields) }),
  toInput: (l) => ({
    tradeName: l.tradeName,
    licenceNumber: l.licenceNumber,
    licenceDate: l.licenceDate,
    expiryDate: l.expiryDate,
    licenceStatus: l.licenceStatus,
    cancelledOn: l.cancelledOn,
    companyId: l.companyId,
    formulationId: l.formulationId,
    licenceGroupId: l.licenceGroupId,
    origin: l.origin,
    beeToxicity: l.beeToxicity,
    warnings: l.warnings,
    activeSubstances: l.activeSubstances.map(({ activeSubstanceId, concentration, unitId }) => ({ activeSubstanceId, concentration, unitId })),
  }),
  afterWrite: writeSubstances,
  // Registrations, cancellations and expiries go to the reference-changes feed.
  onWritten: recordLicenceChange,
  naturalKey: (input) => eq(licences.licenceNumber, input.licenceNumber),
  naturalKeyText: (input) => input.licenceNumber,
  label: (l) => `${l.licenceNumber} ${l.tradeName}`,
  constraints: {
    licences_licence_number_uq: { field: 'licenceNumber', message: 'Bu ruhsat numarasıyla kayıtlı bir ruhsat zaten var' },
    licences_status_chk: { field: 'licenceStatus', message: 'Ruhsat durumu Geçerli ya da İptal olmalıdır' },
    licences_cancelled_on_chk: { field: 'cancelledOn', message: 'İptal tarihi yalnızca iptal edilmiş ruhsatta girilir' },
    licences_dates_chk: { field: 'expiryDate', message: 'Geçerlilik bitiş tarihi ruhsat tarihinden önce olamaz' },
    licences_origin_chk: { field: 'origin', message: 'Menşe Yerli üretim ya da İthal olmalıdır' },
    licences_bee_toxicity_chk: { field: 'beeToxicity', message: 'Arıya zehirlilik Yok, Düşük, Orta ya da Yüksek olmalıdır' },
    licences_company_fk: { field: 'companyId', message: 'Seçilen firma bulunamadı' },
    licences_formulation_fk: { field: 'formulationId', message: 'Seçilen formülasyon bulunamadı' },
    licences_licence_group_fk: { field: 'licenceGroupId', message: 'Seçilen ruhsat grubu bulunamadı' },
    licence_active_substances_uq: { field: 'activeSubstances', message: 'Aynı aktif madde iki kez girilemez' },
    licence_active_substances_concentration_chk: { field: 'activeSubstances', message: 'Konsantrasyon sıfırdan büyük olmalıdır' },
    licence_active_substances_licence_fk: { field: 'activeSubstances', message: 'Ruhsat bulunamadı' },
    licence_active_substances_substance_fk: { field: 'activeSubstances', message: 'Seçilen aktif madde bulunamadı' },
    licence_active_substances_unit_fk: { field: 'activeSubstances', message: 'Seçilen konsantrasyon birimi bulunamadı' },
  },
  usages: [
    {
      label: 'ruhsat detayı',
      find: async (db, id) => {
        const [c] = await db.select({ n: count() }).from(licenceDetails).where(eq(licenceDetails.licenceId, id));
        const [ex] = await db
          .select({ plant: plants.name, organism: harmfulOrganisms.name })
          .from(licenceDetails)
          .innerJoin(plants, eq(plants.id, licenceDetails.plantId))
          .innerJoin(harmfulOrganisms, eq(harmfulOrganisms.id, licenceDetails.harmfulOrganismId))
          .where(eq(licenceDetails.licenceId, id))
          .limit(1);
        return { count: Number(c?.n ?? 0), example: exampleOf(ex?.plant, ex?.organism) };
      },
    },
    {
      label: 'karışım kaydı',
      find: async (db, id) => {
        const uses = and(eq(mixingCompatibility.pairKind, 'licence'), or(eq(mixingCompatibility.licenceAId, id), eq(mixingCompatibility.licenceBId, id)));
        const [c] = await db.select({ n: count() }).from(mixingCompatibility).where(uses);
        const [ex] = await db
          .select({ name: licences.tradeName })
          .from(mixingCompatibility)
          .innerJoin(licences, sql`${licences.id} = case when ${mixingCompatibility.licenceAId} = ${id} then ${mixingCompatibility.licenceBId} else ${mixingCompatibility.licenceAId} end`)
          .where(uses)
          .limit(1);
        return { count: Number(c?.n ?? 0), example: ex ? `karışım ortağı ${ex.name}` : null };
      },
    },
  ],
  columns: [
    { header: 'Ticari Ad', field: 'tradeName', kind: 'text', exportValue: (l) => l.tradeName },
    { header: 'Ruhsat No', field: 'licenceNumber', kind: 'text', exportValue: (l) => l.licenceNumber },
    { header: 'Ruhsat Tarihi', field: 'licenceDate', kind: 'date', exportValue: (l) => l.licenceDate },
    { header: 'Geçerlilik Bitiş Tarihi', field: 'expiryDate', kind: 'date', exportValue: (l) => l.expiryDate },
    { header: 'Ruhsat Durumu', field: 'licenceStatus', kind: 'enum', values: enumValues(LicenceStatusLabel), exportValue: (l) => LicenceStatusLabel[l.licenceStatus] },
    { header: 'İptal Tarihi', field: 'cancelledOn', kind: 'date', exportValue: (l) => l.cancelledOn },
    {
      header: 'Ruhsat Sahibi Firma',
      field: 'companyId',
      kind: 'ref',
      ref: { table: licenceCompanies, match: licenceCompanies.name, noun: 'firma' },
      exportValue: (l) => l.companyName,
    },
    {
      header: 'Formülasyon',
      field: 'formulationId',
      kind: 'ref',
      ref: { table: formulations, match: formulations.code, noun: 'formülasyon' },
      exportValue: (l) => l.formulationCode,
    },
    {
      header: 'Ruhsat Grubu',
      field: 'licenceGroupId',
      kind: 'ref',
      ref: { table: licenceGroups, match: licenceGroups.name, noun: 'ruhsat grubu' },
      exportValue: (l) => l.licenceGroupName,
    },
    {
      header: 'Menşe',
      field: 'origin',
      kind: 'enum',
      values: Object.fromEntries(Object.entries(OriginLabel).map(([code, label]) => [label, Number(code)])),
      exportValue: (l) => OriginLabel[l.origin],
    },
    {
      header: 'Arıya Zehirlilik',
      field: 'beeToxicity',
      kind: 'enum',
      values: enumValues(BeeToxicityLabel),
      exportValue: (l) => (l.beeToxicity ? BeeToxicityLabel[l.beeToxicity] : null),
    },
    { header: 'Aktif Maddeler', field: 'activeSubstances', kind: 'custom', parse: parseSubstancesCell, exportValue: (l) => substancesCell(l.activeSubstances) },
    { header: 'Uyarılar', field: 'warnings', kind: 'text', exportValue: (l) => l.warnings },
  ],
};
