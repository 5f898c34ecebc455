// The production-area list as a member-owned section of the list kit: a producer's areas, or
// the corporate member's own (producer_id null). The polygon, when drawn, decides the size
// and the centroid (libs/domain/geo); the (producer_id, member_id) foreign key keeps another
// member's producer out whatever the body says.
import {
  archiveKindOf,
  AreaTypeLabel,
  ErrorCode,
  geoPolygonSchema,
  GreenhouseCoverLabel,
  PlantingTypeLabel,
  productionAreaListItemSchema,
  productionAreaListQuerySchema,
  productionAreaSchema,
  type GeoPolygon,
  type ProductionArea,
  type ProductionAreaInput,
} from '@portal/contracts';
import { centroidOf, decaresOf, hectaresOf } from '@portal/domain/geo';
import { foldForSearch } from '@portal/shared/util';
import { and, eq, getTableColumns, isNull, isNotNull, or, sql } from 'drizzle-orm';
import { CellError, isoOf, type SectionSpec, type SelectionRow } from '../../platform/crud';
import { members, plants, producers, productionAreas } from '../../platform/db';
import { searchTextOf } from '../../platform/db/schema/reference/search-text';
import { AppError } from '../../platform/errors';
import { memberScope, ofMember } from '../../platform/tenancy';
import { checkedAddress } from './address';
import { productionAreaBodySchema } from './input-checks';
import { areaConditions, containsFolded, farmerFilters, inProvinces, producersAccess, provinceCodeOrThrow } from './producer-section';

// The folded search columns serve the WHERE only; no item shows them.
const { searchText: _searchText, nameFolded: _nameFolded, ...areaColumns } = getTableColumns(productionAreas);
const selection = {
  ...areaColumns,
  producerName: producers.name,
  producerSurname: producers.surname,
  producerKind: producers.kind,
  producerTcOrVkn: producers.tcOrVkn,
  memberName: members.name,
  plantName: plants.name,
};
type AreaSelectionRow = SelectionRow<typeof selection, 'producerName' | 'producerSurname' | 'producerKind' | 'producerTcOrVkn' | 'plantName'>;

/** `{ labels → code }` of an enum's Turkish labels, for the import cells. */
const codesOf = (labels: Record<number, string>) => Object.fromEntries(Object.entries(labels).map(([code, label]) => [label, Number(code)]));

export const CorporateOnlyMessage = 'Üreticisiz (kurumsal) alan yalnızca kurumsal üyeler için açılabilir; bir üretici seçin.';

export const areaSection: SectionSpec<ProductionArea, ProductionAreaInput, AreaSelectionRow> = {
  info: { route: 'ureticiler/uretim-alanlari', api: 'production-area', title: 'Üretim Alanları', singular: 'üretim alanı' },
  access: producersAccess,
  scope: memberScope(productionAreas),
  entity: 'production-area',
  path: 'production-area',
  tag: 'Üretim alanları',
  table: productionAreas,
  itemSchema: productionAreaSchema,
  inputSchema: productionAreaBodySchema,
  addressing: 'path',
  descriptions: {
    list: `Üyenin bütün üretim alanları (producerId ile bir üreticinin alanları; owner=member kurumsal alanlar). ${farmerFilters}`,
    create:
      'producerId null ise alan kurumsal üyenin kendisinindir. Örtü yalnızca seralar için; hasat tarihi dikimden önce olamaz. Sınır (polygon, GeoJSON) verilirse dekar ve merkez noktası sunucuda jeodezik olarak hesaplanır; verilmezse dekar elle girilir.',
    update: 'Alanın tüm alanları yeniden gönderilir; sınır değişirse dekar ve merkez yeniden hesaplanır.',
  },
  listQuerySchema: productionAreaListQuerySchema,
  selection,
  listView: { skips: ['polygon'], itemSchema: productionAreaListItemSchema },
  // leftJoin changes the select type; the kit only needs it to stay a select.
  joins: (query) =>
    query
      .leftJoin(producers, eq(producers.id, productionAreas.producerId))
      .leftJoin(plants, eq(plants.id, productionAreas.plantId))
      .innerJoin(members, eq(members.id, productionAreas.memberId)) as unknown as typeof query,
  sortColumns: {
    name: { column: productionAreas.name, text: true },
    ownerName: { column: sql`coalesce(${producers.name} || ' ' || coalesce(${producers.surname}, ''), ${members.name})`, text: true },
    areaType: { column: productionAreas.areaType },
    plantName: { column: plants.name, text: true },
    provinceName: { column: productionAreas.provinceName, text: true },
    decares: { column: productionAreas.decares },
    plantingDate: { column: productionAreas.plantingDate },
    expectedHarvestDate: { column: productionAreas.expectedHarvestDate },
    createdAt: { column: productionAreas.createdAt },
    updatedAt: { column: productionAreas.updatedAt },
  },
  defaultSort: 'name',
  // The area's name and place, its producer's name and TC, its plant.
  search: (term) => or(containsFolded(productionAreas.searchText, term), containsFolded(producers.searchText, term), containsFolded(plants.searchText, term))!,
  filters: (query) => [
    ...areaConditions(query),
    typeof query['farmerName'] === 'string' ? containsFolded(producers.nameFolded, query['farmerName']) : undefined,
    typeof query['farmerSurname'] === 'string' ? containsFolded(producers.surnameFolded, query['farmerSurname']) : undefined,
    typeof query['provinceName'] === 'string' ? inProvinces(productionAreas.provinceCode, query['provinceName']) : undefined,
    typeof query['producerId'] === 'number' ? eq(productionAreas.producerId, query['producerId']) : undefined,
    query['owner'] === 'member' ? isNull(productionAreas.producerId) : query['owner'] === 'producer' ? isNotNull(productionAreas.producerId) : undefined,
  ],
  toItem: (r) => {
    const archived = !r.status;
    const ownerName = r.producerName === null ? r.memberName : r.producerKind === 'person' && r.producerSurname ? `${r.producerName} ${r.producerSurname}` : r.producerName;
    const decares = Number(r.decares);
    return {
      id: r.id,
      publicId: r.publicId,
      producerId: r.producerId,
      producerTcOrVkn: r.producerTcOrVkn,
      ownerName,
      owner: r.producerId === null ? 'member' : 'producer',
      name: r.name,
      areaType: r.areaType as ProductionArea['areaType'],
      cover: r.cover as ProductionArea['cover'],
      provinceCode: r.provinceCode,
      provinceName: r.provinceName,
      district: r.district,
      neighbourhood: r.neighbourhood,
      cksBlock: r.cksBlock,
      cksParcel: r.cksParcel,
      plantId: r.plantId,
      plantName: r.plantName,
      plantingType: r.plantingType as ProductionArea['plantingType'],
      plantingDate: r.plantingDate,
      expectedHarvestDate: r.expectedHarvestDate,
      decares,
      hectares: hectaresOf(decares),
      measured: r.measured,
      // A list page does not select it (listView).
      polygon: (r.polygon as GeoPolygon | null | undefined) ?? null,
      centroid: r.centroidLat === null || r.centroidLon === null ? null : { lat: Number(r.centroidLat), lon: Number(r.centroidLon) },
      status: r.status,
      archived,
      archiveKind: archiveKindOf('area', archived) as ProductionArea['archiveKind'],
      sample: r.sample,
      createdAt: isoOf(r.createdAt),
      updatedAt: isoOf(r.updatedAt),
    };
  },
  toValues: (input) => {
    const address = checkedAddress(input);
    // A drawn field's size is measured on the server, whatever the client sent.
    const geometry = input.polygon
      ? (() => {
          const [lon, lat] = centroidOf(input.polygon);
          return { decares: decaresOf(input.polygon), measured: true, centroidLat: lat, centroidLon: lon };
        })()
      : { decares: input.decares, measured: false, centroidLat: null, centroidLon: null };
    return {
      ...input,
      ...address,
      ...geometry,
      nameFolded: foldForSearch(input.name),
      searchText: searchTextOf(input.name, address.provinceName, address.district, address.neighbourhood, input.cksBlock && input.cksParcel ? `${input.cksBlock}/${input.cksParcel}` : null),
    };
  },
  toInput: (a) => ({
    producerId: a.producerId,
    name: a.name,
    areaType: a.areaType,
    cover: a.cover,
    provinceCode: a.provinceCode,
    district: a.district,
    neighbourhood: a.neighbourhood,
    cksBlock: a.cksBlock,
    cksParcel: a.cksParcel,
    plantId: a.plantId,
    plantingType: a.plantingType,
    plantingDate: a.plantingDate,
    expectedHarvestDate: a.expectedHarvestDate,
    decares: a.decares,
    polygon: a.polygon,
  }),
  // A corporate area needs a corporate member; checked in the write's transaction, so the import is covered too.
  afterWrite: async (db, id, input) => {
    if (input.producerId !== null) return;
    const [row] = await db
      .select({ memberType: members.memberType })
      .from(productionAreas)
      .innerJoin(members, eq(members.id, productionAreas.memberId))
      .where(eq(productionAreas.id, id));
    if (row?.memberType === null) throw new AppError(400, ErrorCode.Validation, CorporateOnlyMessage, [{ field: 'body.producerId', message: CorporateOnlyMessage }]);
  },
  naturalKey: (input) => and(eq(productionAreas.name, input.name), input.producerId === null ? isNull(productionAreas.producerId) : eq(productionAreas.producerId, input.producerId))!,
  naturalKeyText: (input) => `${input.producerId ?? '-'}|${foldForSearch(input.name)}`,
  label: (a) => a.name,
  constraints: {
    production_areas_producer_fk: { field: 'producerId', message: 'Seçilen üretici bulunamadı' },
    production_areas_plant_fk: { field: 'plantId', message: 'Seçilen bitki bulunamadı' },
    production_areas_cover_chk: { field: 'cover', message: 'Örtü türü yalnızca seralar için seçilebilir' },
    production_areas_harvest_chk: { field: 'expectedHarvestDate', message: 'Tahmini hasat tarihi dikim tarihinden önce olamaz' },
    production_areas_decares_chk: { field: 'decares', message: 'Alan (dekar) sıfırdan büyük olmalıdır' },
  },
  // Prescriptions will refer to areas; until then nothing does, and the FK-safe delete stays generic.
  usages: [],
  inUseAdvice: 'Silmek yerine alanı arşivleyebilirsiniz; arşivlenen alan listelerde pasif görünür ve geri alınabilir.',
  columns: [
    {
      header: 'Üretici TC Kimlik No / VKN',
      field: 'producerId',
      kind: 'custom',
      // The producer of this member with that TC/VKN; an empty cell is the corporate member's own area.
      parse: async (text, db, scope) => {
        const memberId = Number(scope?.values['memberId']);
        const [row] = await db
          .select({ id: producers.id })
          .from(producers)
          .where(ofMember(producers, memberId, eq(producers.tcOrVkn, text.trim())))
          .limit(1);
        if (!row) throw new CellError(`'${text}' TC kimlik no / VKN ile kayıtlı bir üreticiniz yok`);
        return row.id;
      },
      exportValue: (a) => a.producerTcOrVkn,
    },
    { header: 'Üretici', kind: 'text', exportValue: (a) => a.ownerName },
    { header: 'Alan Adı', field: 'name', kind: 'text', exportValue: (a) => a.name },
    { header: 'Alan Türü', field: 'areaType', kind: 'enum', values: codesOf(AreaTypeLabel), exportValue: (a) => AreaTypeLabel[a.areaType] },
    { header: 'Örtü', field: 'cover', kind: 'enum', values: codesOf(GreenhouseCoverLabel), exportValue: (a) => (a.cover === null ? null : GreenhouseCoverLabel[a.cover]) },
    { header: 'İl', field: 'provinceCode', kind: 'custom', parse: (text) => provinceCodeOrThrow(text), exportValue: (a) => a.provinceName },
    { header: 'İlçe', field: 'district', kind: 'text', exportValue: (a) => a.district },
    { header: 'Mahalle', field: 'neighbourhood', kind: 'text', exportValue: (a) => a.neighbourhood },
    { header: 'Ada', field: 'cksBlock', kind: 'text', exportValue: (a) => a.cksBlock },
    { header: 'Parsel', field: 'cksParcel', kind: 'text', exportValue: (a) => a.cksParcel },
    { header: 'Bitki', field: 'plantId', kind: 'ref', ref: { table: plants, match: plants.name, noun: 'bitki' }, exportValue: (a) => a.plantName },
    { header: 'Dikim Şekli', field: 'plantingType', kind: 'enum', values: codesOf(PlantingTypeLabel), exportValue: (a) => (a.plantingType === null ? null : PlantingTypeLabel[a.plantingType]) },
    { header: 'Dikim Tarihi', field: 'plantingDate', kind: 'date', exportValue: (a) => a.plantingDate },
    { header: 'Tahmini Hasat Tarihi', field: 'expectedHarvestDate', kind: 'date', exportValue: (a) => a.expectedHarvestDate },
    { header: 'Dekar', field: 'decares', kind: 'number', exportValue: (a) => a.decares },
    {
      header: 'Sınır (GeoJSON)',
      field: 'polygon',
      kind: 'custom',
      parse: (text) => {
        let value: unknown;
        try {
          value = JSON.parse(text);
        } catch {
          throw new CellError('Geçerli bir GeoJSON Polygon değil');
        }
        const parsed = geoPolygonSchema.safeParse(value);
        if (!parsed.success) throw new CellError(parsed.error.issues[0]?.message ?? 'Geçerli bir GeoJSON Polygon değil');
        return parsed.data;
      },
      exportValue: (a) => (a.polygon ? JSON.stringify(a.polygon) : null),
    },
  ],
};
