// The producer list as a member-owned section of the list kit (platform/crud): its scope is
// the member of the access token, so list, read, write, delete, export and import never see
// another member's rows. Its routes are the kit's path-addressed ones (REST-style, docs/api.md).
import { archiveKindOf, producerListQuerySchema, producerSchema, rolesForArea, type Producer, type ProducerInput } from '@portal/contracts';
import { escapeLike, foldForSearch } from '@portal/shared/util';
import { and, count, eq, getTableColumns, inArray, or, sql, type SQL } from 'drizzle-orm';
import { isoOf, type SectionAccess, type SectionSpec, type SelectionRow } from '../../platform/crud';
import { plants, producers, productionAreas } from '../../platform/db';
import { searchTextOf } from '../../platform/db/schema/reference/search-text';
import { memberScope } from '../../platform/tenancy';
import { checkedAddress, provinceCodeOf, provinceCodesMatching } from './address';
import { normalizeMobile, producerBodySchema } from './input-checks';

/** `column LIKE '%<folded text>%'`: the Turkish-folded "contains" of the search and the text filters. */
export function containsFolded(column: Parameters<typeof sql>[1], text: string): SQL {
  return sql`${column} like ${`%${escapeLike(foldForSearch(text))}%`} escape '\\'`;
}

/** A phone as a search may type it ('0532 123 45 67'): digits only, so it meets the stored forms. */
function digitsOf(text: string): string | undefined {
  const digits = text.replace(/[\s().+-]/g, '');
  return /^\d{4,}$/.test(digits) ? digits : undefined;
}

/** The producer's search_text: names, TC/VKN, phone (E.164 and 0-prefixed national), e-mail, place, ÇKS no. */
export function producerSearchText(p: { name: string; surname: string | null; tcOrVkn: string; phone: string | null; email: string | null; provinceName: string; district: string; cksNumber: string | null }): string {
  const national = p.phone?.startsWith('+90') ? `0${p.phone.slice(3)}` : null;
  return searchTextOf(p.name, p.surname, p.tcOrVkn, p.phone?.replace('+', ''), national, p.email, p.provinceName, p.district, p.cksNumber);
}

// Written out qualified: in a select list of one table Drizzle names columns bare, and a bare
// "id" inside the subquery would be the area's own.
const producerIdQualified = sql`${sql.identifier('producers')}.${sql.identifier('id')}`;
const areaCount = sql<number>`(select count(*)::int from ${productionAreas} where ${productionAreas.producerId} = ${producerIdQualified})`;
const selection = { ...getTableColumns(producers), areaCount: areaCount.as('area_count') };
type ProducerSelectionRow = SelectionRow<typeof selection>;

/**
 * Conditions of the farmer filters (spec §3 "Farmer filter credentials") on the area side:
 * a producer matches when one of its areas meets all of them.
 */
export function areaConditions(query: Record<string, unknown>): SQL[] {
  const parts: SQL[] = [];
  if (typeof query['farmAreaName'] === 'string') parts.push(containsFolded(productionAreas.nameFolded, query['farmAreaName']));
  if (typeof query['plantName'] === 'string') parts.push(containsFolded(plants.searchText, query['plantName']));
  if (typeof query['plantId'] === 'number') parts.push(eq(productionAreas.plantId, query['plantId']));
  if (typeof query['plantingType'] === 'number') parts.push(eq(productionAreas.plantingType, query['plantingType']));
  if (typeof query['areaType'] === 'number') parts.push(eq(productionAreas.areaType, query['areaType']));
  return parts;
}

const areasOfProducerWhere = (condition: SQL) =>
  sql`exists (select 1 from ${productionAreas} left join ${plants} on ${plants.id} = ${productionAreas.plantId} where ${productionAreas.producerId} = ${producers.id} and ${condition})`;

/** Province codes whose name contains the text; no province: a condition nothing meets. */
export function inProvinces(column: typeof producers.provinceCode | typeof productionAreas.provinceCode, text: string): SQL {
  const codes = provinceCodesMatching(text);
  return codes.length ? inArray(column, codes) : sql`false`;
}

/** The list routes' description of the farmer filters, search and paging. */
export const farmerFilters =
  'Süzgeçler (spec §3 "Farmer filter credentials"): farmerName, farmerSurname, farmAreaName, plantName (Türkçe harf duyarsız "içerir"), plantId, plantingType, provinceName, areaType; archived=true yalnızca arşivdekiler, false yalnızca etkinler. Arama (search) ad, soyad, TC/VKN, telefon, alan adı ve bitki adında Türkçe kurallarıyla yapılır; sayfalama ve sıralama veritabanında.';

/** Spec §6: Admin, Danisman, Mühendis, Tekniker and User read; Admin, Danisman and Mühendis write. */
export const producersAccess: SectionAccess = {
  area: 'professional',
  write: { roles: rolesForArea('prescribing'), message: 'Üretici ve üretim alanı ekleme, düzenleme, arşivleme ve silme yetkiniz yok.' },
};

export const producerSection: SectionSpec<Producer, ProducerInput, ProducerSelectionRow> = {
  info: { route: 'ureticiler', api: 'producer', title: 'Üreticiler', singular: 'üretici' },
  access: producersAccess,
  scope: memberScope(producers),
  entity: 'producer',
  path: 'producer',
  tag: 'Üreticiler',
  table: producers,
  itemSchema: producerSchema,
  inputSchema: producerBodySchema,
  addressing: 'path',
  descriptions: {
    list: `Üyenin üreticileri. ${farmerFilters} Bir üretici, alanlarından biri alan süzgeçlerinin hepsine uyuyorsa listelenir.`,
    create: 'Şahıs (TC kimlik no) ya da şirket (VKN) üretici; kontrol haneleri, cep telefonu ve il/ilçe/mahalle denetlenir. Aynı TC/VKN üyede ikinci kez kaydedilemez (400, alan hatası).',
    update: 'Üreticinin tüm alanları yeniden gönderilir.',
  },
  listQuerySchema: producerListQuerySchema,
  selection,
  sortColumns: {
    name: { column: producers.name, text: true },
    surname: { column: producers.surname, text: true },
    tcOrVkn: { column: producers.tcOrVkn },
    provinceName: { column: producers.provinceName, text: true },
    areaCount: { column: areaCount },
    createdAt: { column: producers.createdAt },
    updatedAt: { column: producers.updatedAt },
  },
  defaultSort: 'name',
  // Name, surname, TC/VKN, phone… of the producer, or the name or plant of one of its areas.
  search: (term) => {
    const digits = digitsOf(term);
    return or(
      containsFolded(producers.searchText, term),
      digits ? containsFolded(producers.searchText, digits) : undefined,
      areasOfProducerWhere(or(containsFolded(productionAreas.searchText, term), containsFolded(plants.searchText, term))!),
    )!;
  },
  filters: (query) => {
    const area = areaConditions(query);
    const province = typeof query['provinceName'] === 'string' ? query['provinceName'] : undefined;
    return [
      typeof query['farmerName'] === 'string' ? containsFolded(producers.nameFolded, query['farmerName']) : undefined,
      typeof query['farmerSurname'] === 'string' ? containsFolded(producers.surnameFolded, query['farmerSurname']) : undefined,
      area.length ? areasOfProducerWhere(and(...area)!) : undefined,
      // The producer's own province, or one of its areas'.
      province ? or(inProvinces(producers.provinceCode, province), areasOfProducerWhere(inProvinces(productionAreas.provinceCode, province))) : undefined,
    ];
  },
  toItem: (r) => {
    const archived = !r.status;
    return {
      id: r.id,
      publicId: r.publicId,
      kind: r.kind,
      name: r.name,
      surname: r.surname,
      fullName: r.kind === 'person' && r.surname ? `${r.name} ${r.surname}` : r.name,
      tcOrVkn: r.tcOrVkn,
      phone: r.phone,
      email: r.email,
      provinceCode: r.provinceCode,
      provinceName: r.provinceName,
      district: r.district,
      neighbourhood: r.neighbourhood,
      address: r.address,
      cksNumber: r.cksNumber,
      notes: r.notes,
      status: r.status,
      archived,
      archiveKind: archiveKindOf('producer', archived) as Producer['archiveKind'],
      areaCount: Number(r.areaCount),
      sample: r.sample,
      createdAt: isoOf(r.createdAt),
      updatedAt: isoOf(r.updatedAt),
    };
  },
  toValues: (input) => {
    // The body schema has checked the phone and the address: both resolve here.
    const address = checkedAddress(input);
    const phone = input.phone ? (normalizeMobile(input.phone) ?? input.phone) : null;
    const surname = input.kind === 'person' ? input.surname : null;
    const values = { ...input, ...address, surname, phone };
    return {
      ...values,
      nameFolded: foldForSearch(input.name),
      surnameFolded: surname ? foldForSearch(surname) : null,
      searchText: producerSearchText(values),
    };
  },
  toInput: (p) => ({
    kind: p.kind,
    name: p.name,
    surname: p.surname,
    tcOrVkn: p.tcOrVkn,
    phone: p.phone,
    email: p.email,
    provinceCode: p.provinceCode,
    district: p.district,
    neighbourhood: p.neighbourhood,
    address: p.address,
    cksNumber: p.cksNumber,
    notes: p.notes,
  }),
  naturalKey: (input) => eq(producers.tcOrVkn, input.tcOrVkn),
  naturalKeyText: (input) => input.tcOrVkn,
  // Not 'company' rather than 'person': an import row whose kind could not be read keeps its surname.
  label: (p) => (p.kind !== 'company' && p.surname ? `${p.name} ${p.surname}` : p.name),
  constraints: {
    producers_member_tc_uq: { field: 'tcOrVkn', message: 'Bu TC kimlik no / VKN ile kayıtlı bir üreticiniz zaten var', status: 400 },
    producers_kind_chk: { field: 'tcOrVkn', message: 'TC kimlik no 11, VKN 10 haneli olmalıdır' },
  },
  usages: [
    {
      label: 'üretim alanı',
      find: async (db, id) => {
        const [row] = await db.select({ n: count(), example: sql<string | null>`min(${productionAreas.name})` }).from(productionAreas).where(eq(productionAreas.producerId, id));
        return { count: Number(row?.n ?? 0), example: row?.example ?? null };
      },
    },
  ],
  inUseAdvice: 'Silmek yerine üreticiyi arşivleyebilirsiniz; arşivlenen üretici listelerde pasif görünür ve geri alınabilir.',
  columns: [
    { header: 'Tür', field: 'kind', kind: 'enum', values: { Şahıs: 'person', Şirket: 'company' }, exportValue: (p) => (p.kind === 'person' ? 'Şahıs' : 'Şirket') },
    { header: 'Ad / Unvan', field: 'name', kind: 'text', exportValue: (p) => p.name },
    { header: 'Soyad', field: 'surname', kind: 'text', exportValue: (p) => p.surname },
    { header: 'TC Kimlik No / VKN', field: 'tcOrVkn', kind: 'text', exportValue: (p) => p.tcOrVkn },
    { header: 'Cep Telefonu', field: 'phone', kind: 'text', exportValue: (p) => p.phone },
    { header: 'E-posta', field: 'email', kind: 'text', exportValue: (p) => p.email },
    { header: 'İl', field: 'provinceCode', kind: 'custom', parse: (text) => provinceCodeOrThrow(text), exportValue: (p) => p.provinceName },
    { header: 'İlçe', field: 'district', kind: 'text', exportValue: (p) => p.district },
    { header: 'Mahalle', field: 'neighbourhood', kind: 'text', exportValue: (p) => p.neighbourhood },
    { header: 'Adres', field: 'address', kind: 'text', exportValue: (p) => p.address },
    { header: 'ÇKS Kayıt No', field: 'cksNumber', kind: 'text', exportValue: (p) => p.cksNumber },
    { header: 'Notlar', field: 'notes', kind: 'text', exportValue: (p) => p.notes },
    { header: 'Üretim Alanı Sayısı', kind: 'integer', exportValue: (p) => p.areaCount },
  ],
};

/** The import's province cell: a name ('İzmir') or a plate code ('35'). */
export function provinceCodeOrThrow(text: string): string {
  const code = provinceCodeOf(text);
  if (!code) throw new Error(`'${text}' adlı bir il yok`);
  return code;
}
