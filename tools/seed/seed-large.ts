// `npm run seed:large`: a LARGE generated reference dataset for benchmarks
// (docs/benchmarks.md, "Reference lists on the large dataset"). On the database the API
// would use (DATABASE_URL, else the embedded PGlite under DATA_DIR/pglite) it writes:
//   ~200 companies, 1,500 plants, 1,200 harmful organisms, 2,000 licences (+ their active
//   substances), 100,000 licence details, 1,000 MRL substances, 5,000 MRL products and
//   1,000,000 MRL rates; and 1,000 member companies with 100,000 producers and 300,000
//   production areas (issue 10 §6)  (SEED_LARGE_SCALE=0.1 writes a tenth of each).
// Every generated row has sample = true and a 'GEN' prefix (licence numbers GEN-000123,
// names 'GEN …', MRL product codes 9xxxxxx), so it can never be mistaken for real data.
// Idempotent: when the generated rows are all there it only re-analyses; when they are
// partly there (an interrupted run, another scale) or SEED_LARGE_RESET=true, it deletes the
// generated rows only and writes them again. Names come from a seeded PRNG: every run
// writes the same names, so benchmark searches hit the same rows.
//
// The API modules are loaded at run time by path (tools may not import apps/api statically,
// DESIGN.md §6): the migrations run through the API's own openDatabase(), the sample data
// (units, formulations, groups the generated rows point to) through seedReferenceData(), and
// every search_text through the API's referenceSearchText (foldForSearch).
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { sql, type SQL } from 'drizzle-orm';

// ── The API modules, typed by what this script uses ────────────────────────────────────
interface Executor {
  execute(query: SQL): PromiseLike<{ rows: Record<string, unknown>[] }>;
}
interface Database extends Executor {
  readonly driver: 'postgres' | 'pglite';
  transaction<T>(run: (tx: Executor) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}
interface ApiConfig {
  databaseUrl: string | undefined;
  pgliteDir: string;
}
type Fold<T> = (row: T) => string;
type FoldText = (value: string) => string;
interface SearchText {
  company: Fold<{ name: string; taxNumber?: string | null }>;
  plant: Fold<{ name: string; latinName?: string | null; euCode?: string | null }>;
  harmfulOrganism: Fold<{ name: string; latinName?: string | null }>;
  licence: Fold<{ tradeName: string; licenceNumber: string }>;
  licenceDetail: Fold<{ notes?: string | null }>;
  mrlActiveSubstance: Fold<{ name: string }>;
  mrlProduct: Fold<{ name: string; code: string; subCode?: string | null }>;
  mrlRate: Fold<{ description?: string | null }>;
}

const root = path.resolve(import.meta.dirname, '../..');
async function apiModule<T>(file: string): Promise<T> {
  return (await import(pathToFileURL(path.join(root, 'apps/api/src', file)).href)) as T;
}
const { loadConfig } = await apiModule<{ loadConfig(env: NodeJS.ProcessEnv): ApiConfig }>('platform/config.ts');
const { openDatabase } = await apiModule<{ openDatabase(config: ApiConfig): Promise<Database> }>('platform/db/database.ts');
const { seedReferenceData } = await apiModule<{ seedReferenceData(db: Database, log?: { info(m: string): void }): Promise<Record<string, number>> }>(
  'seed/reference/seed-reference-data.ts',
);
const { referenceSearchText: st, searchTextOf } = await apiModule<{ referenceSearchText: SearchText; searchTextOf: (...parts: Array<string | null>) => string }>(
  'platform/db/schema/reference/search-text.ts',
);
const fold: FoldText = (value) => searchTextOf(value);

// ── Sizes ──────────────────────────────────────────────────────────────────────────────
const scale = Number(process.env['SEED_LARGE_SCALE'] ?? '1');
if (!(scale > 0 && scale <= 10)) throw new Error('SEED_LARGE_SCALE 0 ile 10 arasında bir sayı olmalı');
const reset = process.env['SEED_LARGE_RESET'] === 'true';
const scaled = (n: number, min: number) => Math.max(min, Math.round(n * scale));

const DETAILS_PER_LICENCE = 50;
const RATES_PER_PRODUCT = 200;
const size = {
  companies: scaled(200, 10),
  plants: scaled(1_500, DETAILS_PER_LICENCE),
  organisms: scaled(1_200, 50),
  licences: scaled(2_000, 20),
  mrlSubstances: scaled(1_000, RATES_PER_PRODUCT),
  mrlProducts: scaled(5_000, 50),
};
const PRODUCERS_PER_MEMBER = 100;
const AREAS_PER_PRODUCER = 3;
const producerTarget = { members: scaled(1_000, 10) };
const target = {
  ...size,
  licenceDetails: size.licences * DETAILS_PER_LICENCE,
  mrlRates: size.mrlProducts * RATES_PER_PRODUCT,
};

// ── Word lists ─────────────────────────────────────────────────────────────────────────
// Provinces, with the letters Turkish search must fold (İ/ı, Ş, Ğ, Ç, Ö, Ü).
const REGIONS = [
  'İzmir', 'Iğdır', 'Şanlıurfa', 'Muğla', 'Eskişehir', 'Ağrı', 'Kırşehir', 'Çanakkale', 'Düzce', 'Niğde',
  'Gümüşhane', 'Kahramanmaraş', 'Aydın', 'Manisa', 'Antalya', 'Mersin', 'Adana', 'Bursa', 'Tekirdağ', 'Edirne',
  'Kırklareli', 'Isparta', 'Uşak', 'Kütahya', 'Afyonkarahisar', 'Denizli', 'Malatya', 'Elazığ', 'Diyarbakır', 'Şırnak',
  'Bingöl', 'Muş', 'Ordu', 'Giresun', 'Rize', 'Trabzon', 'Samsun', 'Tokat', 'Amasya', 'Çorum',
];
const PLANTS: [string, string][] = [
  ['Domates', 'Solanum lycopersicum'], ['Biber', 'Capsicum annuum'], ['Patlıcan', 'Solanum melongena'], ['Hıyar', 'Cucumis sativus'],
  ['Kabak', 'Cucurbita pepo'], ['Kavun', 'Cucumis melo'], ['Karpuz', 'Citrullus lanatus'], ['Elma', 'Malus domestica'],
  ['Armut', 'Pyrus communis'], ['Ayva', 'Cydonia oblonga'], ['Şeftali', 'Prunus persica'], ['Kayısı', 'Prunus armeniaca'],
  ['Kiraz', 'Prunus avium'], ['Vişne', 'Prunus cerasus'], ['Erik', 'Prunus domestica'], ['Üzüm', 'Vitis vinifera'],
  ['Portakal', 'Citrus sinensis'], ['Limon', 'Citrus limon'], ['Mandarin', 'Citrus reticulata'], ['Zeytin', 'Olea europaea'],
  ['Fındık', 'Corylus avellana'], ['Antep fıstığı', 'Pistacia vera'], ['Ceviz', 'Juglans regia'], ['Badem', 'Prunus dulcis'],
  ['Buğday', 'Triticum aestivum'], ['Arpa', 'Hordeum vulgare'], ['Mısır', 'Zea mays'], ['Pamuk', 'Gossypium hirsutum'],
  ['Ayçiçeği', 'Helianthus annuus'], ['Şeker pancarı', 'Beta vulgaris'], ['Patates', 'Solanum tuberosum'], ['Soğan', 'Allium cepa'],
  ['Sarımsak', 'Allium sativum'], ['Marul', 'Lactuca sativa'], ['Ispanak', 'Spinacia oleracea'], ['Lahana', 'Brassica oleracea'],
  ['Çilek', 'Fragaria × ananassa'], ['Nar', 'Punica granatum'], ['İncir', 'Ficus carica'], ['Çay', 'Camellia sinensis'],
  ['Tütün', 'Nicotiana tabacum'], ['Nohut', 'Cicer arietinum'], ['Mercimek', 'Lens culinaris'], ['Fasulye', 'Phaseolus vulgaris'],
];
const PLANT_QUALIFIERS = ['sofralık', 'sanayilik', 'örtüaltı', 'tarla', 'erkenci', 'geççi', 'yerli', 'iri taneli', 'çekirdeksiz', 'organik', 'kışlık', 'yazlık'];
// [name, Latin name, type: 0 disease, 1 pest, 2 weed]
const ORGANISMS: [string, string, 0 | 1 | 2][] = [
  ['Yaprakbiti', 'Aphis gossypii', 1], ['İki noktalı kırmızı örümcek', 'Tetranychus urticae', 1], ['Tütün beyazsineği', 'Bemisia tabaci', 1],
  ['Batı çiçek tripsi', 'Frankliniella occidentalis', 1], ['Domates güvesi', 'Tuta absoluta', 1], ['Elma iç kurdu', 'Cydia pomonella', 1],
  ['Zeytin sineği', 'Bactrocera oleae', 1], ['Akdeniz meyve sineği', 'Ceratitis capitata', 1], ['Pamuk yaprak kurdu', 'Spodoptera littoralis', 1],
  ['Süne', 'Eurygaster integriceps', 1], ['Fındık kurdu', 'Curculio nucum', 1], ['Salkım güvesi', 'Lobesia botrana', 1],
  ['Armut psillidi', 'Cacopsylla pyri', 1], ['Turunçgil unlubiti', 'Planococcus citri', 1], ['Mısır koçan kurdu', 'Sesamia nonagrioides', 1],
  ['Bağ mildiyösü', 'Plasmopara viticola', 0], ['Bağ küllemesi', 'Erysiphe necator', 0], ['Kurşuni küf', 'Botrytis cinerea', 0],
  ['Elma karalekesi', 'Venturia inaequalis', 0], ['Erken yaprak yanıklığı', 'Alternaria solani', 0], ['Mildiyö', 'Phytophthora infestans', 0],
  ['Kahverengi pas', 'Puccinia triticina', 0], ['Septorya yaprak lekesi', 'Zymoseptoria tritici', 0], ['Monilya', 'Monilinia laxa', 0],
  ['Çökerten', 'Pythium ultimum', 0], ['Ateş yanıklığı', 'Erwinia amylovora', 0], ['Zeytin halkalı lekesi', 'Venturia oleaginea', 0],
  ['Darıcan', 'Echinochloa crus-galli', 2], ['Yabani yulaf', 'Avena fatua', 2], ['Kırmızı köklü tilki kuyruğu', 'Amaranthus retroflexus', 2],
  ['Sirken', 'Chenopodium album', 2], ['Köpek dişi ayrığı', 'Cynodon dactylon', 2], ['Kanyaş', 'Sorghum halepense', 2],
  ['Tarla sarmaşığı', 'Convolvulus arvensis', 2], ['Gelincik', 'Papaver rhoeas', 2], ['Yabani hardal', 'Sinapis arvensis', 2],
];
const BRANDS = ['Kalkan', 'Bereket', 'Toprak', 'Yeşil', 'Şifa', 'Güçlü', 'Anadolu', 'Ege', 'Çukurova', 'Akdeniz', 'Trakya', 'Doğa', 'Hasat', 'Filiz', 'Başak', 'Çiftçi', 'Işık', 'Ilgaz', 'Öncü', 'Şimşek', 'Yıldırım', 'Zirve', 'Kartal', 'Gümüş'];
const COMPANY_KINDS = ['Tarım Kimyasalları', 'Bitki Koruma Ürünleri', 'Zirai İlaç', 'Agro Kimya', 'Tarım Ürünleri', 'Bitki Sağlığı'];
const COMPANY_SUFFIXES = ['A.Ş.', 'Ltd. Şti.', 'San. ve Tic. A.Ş.', 'İth. İhr. Ltd. Şti.'];
const SUBSTANCES = [
  'Abamektin', 'Azoksistrobin', 'Boskalid', 'Kaptan', 'Klorantraniliprol', 'Deltametrin', 'Difenokonazol', 'Emamektin benzoat',
  'Fluopiram', 'Glifosat', 'İmidakloprid', 'İndoksakarb', 'Lambda-sihalotrin', 'Mankozeb', 'Metalaksil', 'Penkonazol',
  'Piraklostrobin', 'Spinosad', 'Spirotetramat', 'Tebukonazol', 'Tiyametoksam', 'Trifloksistrobin', 'Asetamiprid', 'Bakır oksiklorür',
  'Kükürt', 'Fosetil-alüminyum', 'Siprodinil', 'Fludioksonil', 'Pendimetalin', 'Metribuzin', 'Isopirazam', 'Ipkonazol',
];
const SUBSTANCE_VARIANTS = ['izomer karışımı', 'tuzu', 'esteri', 'metaboliti', 'toplamı', 'serbest asidi', 'sodyum tuzu', 'ışık bozunma ürünü'];
const GENERIC_DETAIL_NOTES = [
  'İlk belirtiler görüldüğünde uygulanır.',
  'Zararlı popülasyonu ekonomik zarar eşiğini aştığında ilaçlanır.',
  'Çiçeklenme döneminde arılar uçuşta iken uygulanmaz.',
  'Tahmin-uyarı sistemine göre ilaçlama yapılır.',
  'Ilık ve rüzgârsız havada, sabah erken saatlerde uygulanır.',
  'Yağış beklenen günlerde uygulama yapılmaz.',
  'Ürün hasadından önce bekleme süresine uyulmalıdır.',
  'Şerbetçi tipi pülverizatörle, yaprakların her iki yüzü ıslatılarak uygulanır.',
  'Çıkış öncesi, ekimden hemen sonra toprağa uygulanır.',
  'Çıkış sonrası, yabancı otlar 2–4 yapraklı iken uygulanır.',
  'Direnç gelişimini önlemek için etki mekanizması farklı ürünlerle dönüşümlü kullanılır.',
  'Ağaç başına verilen dozdur; taç izdüşümü ıslatılır.',
];
// Notes naming a province are rare (about 1 in 100 uses each), as on real labels.
const DETAIL_NOTES = [
  ...Array.from({ length: 8 }, () => GENERIC_DETAIL_NOTES).flat(),
  'Iğdır ve Doğu Anadolu koşullarında ikinci uygulama 10 gün sonra yapılır.',
  'İZMİR ve Ege kıyı şeridinde örtüaltı yetiştiricilikte kullanılır.',
];
const RATE_NOTES = [
  'Türk Gıda Kodeksi Pestisitlerin Maksimum Kalıntı Limitleri Yönetmeliği, Ek-1 değeri (örnek).',
  'Belirleme sınırında (LOQ) kalıntı limiti (örnek).',
  'Geçici MRL; yeniden değerlendirme sürecinde (örnek).',
  'İhracat pazarı limiti; ihracatçı birlik bildirimi (örnek).',
  'Işınlama sonrası ölçülen değer esas alınır (örnek).',
  'Şartlı limit: yalnızca örtüaltı yetiştiricilik için (örnek).',
  'Öğütülmüş üründe uygulanır; işleme faktörü 1 (örnek).',
  'Çiğ tarım ürünü için, kabuklu olarak (örnek).',
];

// ── Deterministic generation ───────────────────────────────────────────────────────────
function mulberry32(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}
const random = mulberry32(20_260_101);
const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
const pad = (n: number, width: number) => String(n).padStart(width, '0');
const upperTr = (s: string) => s.toLocaleUpperCase('tr-TR');
const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));
/** The smallest step ≥ from that is coprime with n: j·step mod n is then distinct for j < n. */
const coprimeStep = (n: number, from: number) => {
  let step = from;
  while (gcd(step, n) !== 1) step += 1;
  return step;
};
function isoDate(year: number, dayOfYear: number): string {
  return new Date(Date.UTC(year, 0, 1 + dayOfYear)).toISOString().slice(0, 10);
}
/** The same day `years` later (29 February → 1 March). */
function addYears(date: string, years: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCFullYear(d.getUTCFullYear() + years);
  return d.toISOString().slice(0, 10);
}

// An array bound as ONE parameter (drizzle would otherwise expand it into a list).
const arr = (values: readonly unknown[]) => sql.param(values);

// ── Run ────────────────────────────────────────────────────────────────────────────────
const started = performance.now();
const clock = () => `${((performance.now() - started) / 1000).toFixed(1)} s`;
const log = (message: string) => console.log(`[seed:large ${clock().padStart(8)}] ${message}`);
const fmt = (n: number) => n.toLocaleString('tr-TR');

const config = loadConfig(process.env);
log(config.databaseUrl ? `Veritabanı: DATABASE_URL (PostgreSQL)` : `Veritabanı: gömülü PGlite (${config.pgliteDir})`);
const db = await openDatabase(config);
log('Göç dosyaları uygulandı.');

// Any constant: two seed:large runs never write at the same time.
const SEED_LARGE_LOCK = 72_616_900;

const GEN_LICENCES = sql`select id from licences where licence_number like 'GEN-%' and sample`;
const GEN_MRL_PRODUCTS = sql`select id from mrl_products where name like 'GEN %' and sample`;

async function count(tx: Executor, query: SQL): Promise<number> {
  const { rows } = await tx.execute(sql`select count(*)::int as n from (${query}) q`);
  return Number(rows[0]?.['n'] ?? 0);
}

async function present(tx: Executor) {
  return {
    companies: await count(tx, sql`select 1 from licence_companies where name like 'GEN %' and sample`),
    plants: await count(tx, sql`select 1 from plants where name like 'GEN %' and sample`),
    organisms: await count(tx, sql`select 1 from harmful_organisms where name like 'GEN %' and sample`),
    licences: await count(tx, GEN_LICENCES),
    mrlSubstances: await count(tx, sql`select 1 from mrl_active_substances where name like 'GEN %' and sample`),
    mrlProducts: await count(tx, GEN_MRL_PRODUCTS),
    licenceDetails: await count(tx, sql`select 1 from licence_details where licence_id in (${GEN_LICENCES})`),
    mrlRates: await count(tx, sql`select 1 from mrl_rates where product_id in (${GEN_MRL_PRODUCTS})`),
  };
}

async function ids(tx: Executor, query: SQL): Promise<number[]> {
  const { rows } = await tx.execute(query);
  return rows.map((r) => Number(r['id']));
}

async function deleteGenerated(tx: Executor) {
  const steps: [string, SQL][] = [
    ['mrl_rates', sql`delete from mrl_rates where product_id in (${GEN_MRL_PRODUCTS})`],
    ['licence_details', sql`delete from licence_details where licence_id in (${GEN_LICENCES})`],
    ['licence_active_substances', sql`delete from licence_active_substances where licence_id in (${GEN_LICENCES})`],
    ['plants.eu_code', sql`update plants set eu_code = null where name like 'GEN %' and sample`],
    ['mrl_products', sql`delete from mrl_products where name like 'GEN %' and sample`],
    ['mrl_active_substances', sql`delete from mrl_active_substances where name like 'GEN %' and sample`],
    ['licences', sql`delete from licences where licence_number like 'GEN-%' and sample`],
    ['harmful_organisms', sql`delete from harmful_organisms where name like 'GEN %' and sample`],
    ['plants', sql`delete from plants where name like 'GEN %' and sample`],
    ['licence_companies', sql`delete from licence_companies where name like 'GEN %' and sample`],
  ];
  for (const [table, statement] of steps) {
    await tx.execute(statement);
    log(`  silindi: ${table}`);
  }
}

async function generate(tx: Executor) {
  // Parents the generated rows point to: the sample lists (seedReferenceData ran first).
  const formulationRows = (await tx.execute(sql`select id, code from formulations order by id`)).rows;
  const licenceGroupIds = await ids(tx, sql`select id from licence_groups order by id`);
  const doseUnitIds = await ids(tx, sql`select id from units_of_measure where kind like 'dose-%' order by id`);
  const concentrationUnitIds = await ids(tx, sql`select id from units_of_measure where kind = 'concentration' order by id`);
  const activeSubstanceIds = await ids(tx, sql`select id from active_substances order by id`);
  if (!formulationRows.length || !licenceGroupIds.length || !doseUnitIds.length || !concentrationUnitIds.length || !activeSubstanceIds.length) {
    throw new Error('Örnek veri eksik: formülasyon, ruhsat grubu, ölçü birimi veya aktif madde bulunamadı.');
  }

  // MRL products first: the generated plants carry their codes.
  const products = Array.from({ length: size.mrlProducts }, (_, i) => {
    const [plant] = pick(PLANTS);
    const name = `GEN ${plant} (${pick(REGIONS)}, ${pick(PLANT_QUALIFIERS)}) ${pad(i + 1, 5)}`;
    const code = String(9_000_001 + i);
    return { name, code, searchText: st.mrlProduct({ name, code }) };
  });
  const productIds = await ids(
    tx,
    sql`insert into mrl_products (name, code, search_text, sample)
        select name, code, search_text, true
        from unnest(${arr(products.map((p) => p.name))}::text[], ${arr(products.map((p) => p.code))}::text[], ${arr(products.map((p) => p.searchText))}::text[])
             with ordinality as t(name, code, search_text, n)
        order by n
        returning id`,
  );
  log(`  mrl_products: ${fmt(productIds.length)}`);

  const substances = Array.from({ length: size.mrlSubstances }, (_, i) => {
    const name = `GEN ${pick(SUBSTANCES)} ${pick(SUBSTANCE_VARIANTS)} ${pad(i + 1, 4)}`;
    return { name, searchText: st.mrlActiveSubstance({ name }) };
  });
  const substanceIds = await ids(
    tx,
    sql`insert into mrl_active_substances (name, search_text, sample)
        select name, search_text, true
        from unnest(${arr(substances.map((s) => s.name))}::text[], ${arr(substances.map((s) => s.searchText))}::text[]) with ordinality as t(name, search_text, n)
        order by n
        returning id`,
  );
  log(`  mrl_active_substances: ${fmt(substanceIds.length)}`);

  const plants = Array.from({ length: size.plants }, (_, i) => {
    const [base, latinName] = pick(PLANTS);
    const region = pick(REGIONS);
    // Every tenth name in capitals, as the old licence lists write them: 'İZMİR', 'IĞDIR'.
    const name = `GEN ${base} ${pick(PLANT_QUALIFIERS)} ${i % 10 === 0 ? upperTr(region) : region} ${pad(i + 1, 4)}`;
    const euCode = products[i % products.length]!.code;
    return { name, latinName, euCode, searchText: st.plant({ name, latinName, euCode }) };
  });
  const plantIds = await ids(
    tx,
    sql`insert into plants (name, latin_name, eu_code, search_text, sample)
        select name, latin_name, eu_code, search_text, true
        from unnest(${arr(plants.map((p) => p.name))}::text[], ${arr(plants.map((p) => p.latinName))}::text[],
                    ${arr(plants.map((p) => p.euCode))}::text[], ${arr(plants.map((p) => p.searchText))}::text[])
             with ordinality as t(name, latin_name, eu_code, search_text, n)
        order by n
        returning id`,
  );
  log(`  plants: ${fmt(plantIds.length)}`);

  const organisms = Array.from({ length: size.organisms }, (_, i) => {
    const [base, latinName, type] = pick(ORGANISMS);
    const name = `GEN ${base} (${pick(REGIONS)} popülasyonu) ${pad(i + 1, 4)}`;
    return { name, latinName, type, searchText: st.harmfulOrganism({ name, latinName }) };
  });
  const organismIds = await ids(
    tx,
    sql`insert into harmful_organisms (name, latin_name, type, search_text, sample)
        select name, latin_name, type, search_text, true
        from unnest(${arr(organisms.map((o) => o.name))}::text[], ${arr(organisms.map((o) => o.latinName))}::text[],
                    ${arr(organisms.map((o) => o.type))}::smallint[], ${arr(organisms.map((o) => o.searchText))}::text[])
             with ordinality as t(name, latin_name, type, search_text, n)
        order by n
        returning id`,
  );
  log(`  harmful_organisms: ${fmt(organismIds.length)}`);

  const companies = Array.from({ length: size.companies }, (_, i) => {
    const name = `GEN ${pick(REGIONS)} ${pick(BRANDS)} ${pick(COMPANY_KINDS)} ${pick(COMPANY_SUFFIXES)} ${pad(i + 1, 3)}`;
    const taxNumber = `99${pad(i + 1, 8)}`;
    return { name, taxNumber, searchText: st.company({ name, taxNumber }) };
  });
  const companyIds = await ids(
    tx,
    sql`insert into licence_companies (name, tax_number, search_text, sample)
        select name, tax_number, search_text, true
        from unnest(${arr(companies.map((c) => c.name))}::text[], ${arr(companies.map((c) => c.taxNumber))}::text[], ${arr(companies.map((c) => c.searchText))}::text[])
             with ordinality as t(name, tax_number, search_text, n)
        order by n
        returning id`,
  );
  log(`  licence_companies: ${fmt(companyIds.length)}`);

  const licences = Array.from({ length: size.licences }, (_, i) => {
    const formulation = pick(formulationRows);
    const brand = `${pick(BRANDS)} ${pick(REGIONS)}`;
    const tradeName = `GEN ${i % 4 === 0 ? upperTr(brand) : brand} ${pick([5, 10, 18, 20, 25, 40, 50, 100, 250, 500])} ${String(formulation['code'])}`;
    const licenceNumber = `GEN-${pad(i + 1, 6)}`;
    const licenceDate = isoDate(2008 + Math.floor(random() * 17), Math.floor(random() * 360));
    const cancelled = random() < 0.06;
    const expires = cancelled || random() < 0.3;
    const expiryDate = expires ? addYears(licenceDate, 10) : null;
    return {
      tradeName,
      licenceNumber,
      licenceDate,
      expiryDate,
      licenceStatus: cancelled ? 'cancelled' : 'valid',
      cancelledOn: cancelled ? addYears(licenceDate, 3) : null,
      companyId: pick(companyIds),
      formulationId: Number(formulation['id']),
      licenceGroupId: pick(licenceGroupIds),
      origin: random() < 0.6 ? 0 : 1,
      beeToxicity: pick(['none', 'low', 'moderate', 'high']),
      searchText: st.licence({ tradeName, licenceNumber }),
    };
  });
  const col = <K extends keyof (typeof licences)[number]>(key: K) => arr(licences.map((l) => l[key]));
  const licenceIds = await ids(
    tx,
    sql`insert into licences (trade_name, licence_number, licence_date, expiry_date, licence_status, cancelled_on, company_id, formulation_id,
                              licence_group_id, origin, bee_toxicity, warnings, search_text, sample)
        select trade_name, licence_number, licence_date, expiry_date, licence_status, cancelled_on, company_id, formulation_id,
               licence_group_id, origin, bee_toxicity, 'Örnek (üretilmiş) ruhsat: gerçek bir ürün değildir.', search_text, true
        from unnest(${col('tradeName')}::text[], ${col('licenceNumber')}::text[], ${col('licenceDate')}::date[], ${col('expiryDate')}::date[],
                    ${col('licenceStatus')}::text[], ${col('cancelledOn')}::date[], ${col('companyId')}::bigint[], ${col('formulationId')}::bigint[],
                    ${col('licenceGroupId')}::bigint[], ${col('origin')}::smallint[], ${col('beeToxicity')}::text[], ${col('searchText')}::text[])
             with ordinality as t(trade_name, licence_number, licence_date, expiry_date, licence_status, cancelled_on, company_id, formulation_id,
                                  licence_group_id, origin, bee_toxicity, search_text, n)
        order by n
        returning id`,
  );
  log(`  licences: ${fmt(licenceIds.length)}`);

  // One or two active substances per licence (distinct), 1–500 g/L or %.
  const substanceLicence: number[] = [];
  const substanceId: number[] = [];
  const substanceConc: number[] = [];
  const substanceUnit: number[] = [];
  licenceIds.forEach((licenceId, i) => {
    const first = i % activeSubstanceIds.length;
    const chosen = random() < 0.3 && activeSubstanceIds.length > 1 ? [first, (first + 7) % activeSubstanceIds.length] : [first];
    for (const k of new Set(chosen)) {
      substanceLicence.push(licenceId);
      substanceId.push(activeSubstanceIds[k]!);
      substanceConc.push(Math.round((1 + random() * 499) * 10) / 10);
      substanceUnit.push(pick(concentrationUnitIds));
    }
  });
  await tx.execute(
    sql`insert into licence_active_substances (licence_id, active_substance_id, concentration, unit_id, sample)
        select l, s, c, u, true
        from unnest(${arr(substanceLicence)}::bigint[], ${arr(substanceId)}::bigint[], ${arr(substanceConc)}::numeric[], ${arr(substanceUnit)}::bigint[]) as t(l, s, c, u)`,
  );
  log(`  licence_active_substances: ${fmt(substanceLicence.length)}`);

  // Licence details: licence i gets DETAILS_PER_LICENCE uses on distinct plants
  // (plant (37·i + step·j) mod P, step coprime with P); numbers from a hash of the row.
  const plantStep = coprimeStep(plantIds.length, 31);
  const notesFolded = DETAIL_NOTES.map((notes) => st.licenceDetail({ notes }));
  const LICENCES_PER_BATCH = 200;
  for (let from = 0; from < licenceIds.length; from += LICENCES_PER_BATCH) {
    const batch = licenceIds.slice(from, from + LICENCES_PER_BATCH);
    await tx.execute(sql`
      with src as (
        select l.id as licence_id, l.i, j, (l.i * ${DETAILS_PER_LICENCE} + j) * 16 as g
        from (select id, ${from}::bigint + n - 1 as i from unnest(${arr(batch)}::bigint[]) with ordinality as u(id, n)) l
        cross join generate_series(0, ${DETAILS_PER_LICENCE - 1}) as j
      ), h as (
        select licence_id, i, j,
               abs(hashint8(g + 1)::bigint) as h1, abs(hashint8(g + 2)::bigint) as h2, abs(hashint8(g + 3)::bigint) as h3,
               abs(hashint8(g + 4)::bigint) as h4, abs(hashint8(g + 5)::bigint) as h5, abs(hashint8(g + 6)::bigint) as h6,
               abs(hashint8(g + 7)::bigint) as h7, abs(hashint8(g + 8)::bigint) as h8, abs(hashint8(g + 9)::bigint) as h9
        from src
      )
      insert into licence_details (licence_id, plant_id, harmful_organism_id, dose_min, dose_max, dose_unit_id, water_volume_min, water_volume_max,
                                   phi_days, bee_waiting_days, re_entry_hours, max_applications, application_interval_days, notes, search_text, sample)
      select licence_id,
             (${arr(plantIds)}::bigint[])[1 + (i * 37 + j * ${plantStep}) % ${plantIds.length}],
             (${arr(organismIds)}::bigint[])[1 + h1 % ${organismIds.length}],
             (10 + h2 % 1990) / 10.0,
             (10 + h2 % 1990) / 10.0 + (h3 % 500) / 10.0,
             (${arr(doseUnitIds)}::bigint[])[1 + h4 % ${doseUnitIds.length}],
             case when h5 % 4 = 0 then null else 20 + h5 % 60 end,
             case when h5 % 4 = 0 then null else 20 + h5 % 60 + h6 % 80 end,
             case when h6 % 20 = 0 then null else h6 % 61 end,
             case when h7 % 5 = 0 then null else h7 % 4 end,
             (array[12, 24, 48])[1 + h7 % 3],
             1 + h8 % 4,
             case when h8 % 5 = 0 then null else 7 + h8 % 15 end,
             (${arr(DETAIL_NOTES)}::text[])[1 + h9 % ${DETAIL_NOTES.length}],
             (${arr(notesFolded)}::text[])[1 + h9 % ${DETAIL_NOTES.length}],
             true
      from h`);
    const done = Math.min(from + LICENCES_PER_BATCH, licenceIds.length) * DETAILS_PER_LICENCE;
    if ((from / LICENCES_PER_BATCH) % 2 === 1 || done === target.licenceDetails) log(`  licence_details: ${fmt(done)} / ${fmt(target.licenceDetails)}`);
  }

  // MRL rates: product p gets RATES_PER_PRODUCT limits on distinct substances.
  const substanceStep = coprimeStep(substanceIds.length, 3);
  const rateNotesFolded = RATE_NOTES.map((description) => st.mrlRate({ description }));
  const PRODUCTS_PER_BATCH = 500;
  for (let from = 0; from < productIds.length; from += PRODUCTS_PER_BATCH) {
    const batch = productIds.slice(from, from + PRODUCTS_PER_BATCH);
    await tx.execute(sql`
      with src as (
        select p.id as product_id, p.i, j, (p.i * ${RATES_PER_PRODUCT} + j) * 16 as g
        from (select id, ${from}::bigint + n - 1 as i from unnest(${arr(batch)}::bigint[]) with ordinality as u(id, n)) p
        cross join generate_series(0, ${RATES_PER_PRODUCT - 1}) as j
      ), h as (
        select product_id, i, j,
               abs(hashint8(g + 1)::bigint) as h1, abs(hashint8(g + 2)::bigint) as h2, abs(hashint8(g + 3)::bigint) as h3
        from src
      )
      insert into mrl_rates (product_id, active_substance_id, rate, description, date, market, expire_status, search_text, sample)
      select product_id,
             (${arr(substanceIds)}::bigint[])[1 + (i * 7 + j * ${substanceStep}) % ${substanceIds.length}],
             case when h1 % 10 = 0 then (h1 % 200) / 10.0 else (h2 % 50000) / 10000.0 end,
             (${arr(RATE_NOTES)}::text[])[1 + h3 % ${RATE_NOTES.length}],
             (array['2019-06-01', '2021-01-15', '2022-11-30', '2024-07-01'])[1 + h2 % 4]::date,
             (array['TR', 'TR', 'TR', 'TR', 'TR', 'TR', 'EU', 'RU', 'US', 'SA'])[1 + h3 % 10],
             h1 % 30 = 0,
             (${arr(rateNotesFolded)}::text[])[1 + h3 % ${RATE_NOTES.length}],
             true
      from h`);
    const done = Math.min(from + PRODUCTS_PER_BATCH, productIds.length) * RATES_PER_PRODUCT;
    log(`  mrl_rates: ${fmt(done)} / ${fmt(target.mrlRates)}`);
  }
}

// ── Producers and production areas (issue 10 §6) ───────────────────────────────────────
// GEN members ('GEN Üye 0001'…), each with PRODUCERS_PER_MEMBER producers (valid TC kimlik
// numbers) and AREAS_PER_PRODUCER areas on the sample plants; names, places and sizes from a
// hash of the row. search_text and the folded name columns are folded here with the API's
// own function; SQL only picks from the folded lists.
const FIRST_NAMES = ['Ahmet', 'Mehmet', 'Mustafa', 'Ayşe', 'Fatma', 'Emine', 'Hüseyin', 'İbrahim', 'İsmail', 'Hatice', 'Zeynep', 'Şükrü', 'Gülsüm', 'Özlem', 'Çağlar', 'Ilgaz', 'Ümit', 'Ömer', 'Yusuf', 'Elif'];
const SURNAMES = ['Yılmaz', 'Kaya', 'Demir', 'Şahin', 'Çelik', 'Yıldız', 'Yıldırım', 'Öztürk', 'Aydın', 'Özdemir', 'Arslan', 'Doğan', 'Kılıç', 'Aslan', 'Çetin', 'Kara', 'Koç', 'Kurt', 'Özkan', 'Şimşek', 'Işık', 'Ağaoğlu'];
const PLACES: Array<[string, string, string]> = [
  ['07', 'Antalya', 'Kumluca'], ['07', 'Antalya', 'Serik'], ['07', 'Antalya', 'Demre'], ['45', 'Manisa', 'Alaşehir'], ['45', 'Manisa', 'Sarıgöl'],
  ['42', 'Konya', 'Çumra'], ['42', 'Konya', 'Karapınar'], ['35', 'İzmir', 'Ödemiş'], ['35', 'İzmir', 'Torbalı'], ['33', 'Mersin', 'Erdemli'],
  ['01', 'Adana', 'Yüreğir'], ['48', 'Muğla', 'Fethiye'], ['76', 'Iğdır', 'Aralık'], ['63', 'Şanlıurfa', 'Harran'], ['16', 'Bursa', 'Karacabey'],
];
const AREA_WORDS = ['Sera', 'Tarla', 'Bağ', 'Bahçe', 'Çiftlik', 'Ova', 'Yamaç', 'Dere', 'Kuyu', 'Köprü'];

function validTc(nine: string): string {
  const d = [...nine].map(Number);
  const odd = d[0]! + d[2]! + d[4]! + d[6]! + d[8]!;
  const even = d[1]! + d[3]! + d[5]! + d[7]!;
  const tenth = (((odd * 7 - even) % 10) + 10) % 10;
  return `${nine}${tenth}${(d.reduce((a, b) => a + b, 0) + tenth) % 10}`;
}

const GEN_MEMBERS = sql`select id from members where name like 'GEN Üye %'`;

async function seedProducers() {
  const membersWanted = producerTarget.members;
  const wanted = { members: membersWanted, producers: membersWanted * PRODUCERS_PER_MEMBER, areas: membersWanted * PRODUCERS_PER_MEMBER * AREAS_PER_PRODUCER };
  const have = async (tx: Executor) => ({
    members: await count(tx, GEN_MEMBERS),
    producers: await count(tx, sql`select 1 from producers where member_id in (${GEN_MEMBERS})`),
    areas: await count(tx, sql`select 1 from production_areas where member_id in (${GEN_MEMBERS})`),
  });
  const before = await have(db);
  if (!reset && JSON.stringify(before) === JSON.stringify(wanted)) {
    log(`Üreticiler zaten tam (${fmt(wanted.producers)} üretici, ${fmt(wanted.areas)} alan): yazılmadı.`);
    return;
  }
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LARGE_LOCK})`);
    if (before.members) {
      log('Önceki üretilmiş üyeler, üreticiler ve alanlar siliniyor.');
      // Areas before producers: their producer key is ON DELETE RESTRICT.
      await tx.execute(sql`delete from production_areas where member_id in (${GEN_MEMBERS})`);
      await tx.execute(sql`delete from producers where member_id in (${GEN_MEMBERS})`);
      await tx.execute(sql`delete from members where name like 'GEN Üye %'`);
    }
    const plantIds = await ids(tx, sql`select id from plants where sample and name not like 'GEN %' order by id`);
    if (!plantIds.length) throw new Error('Örnek bitki bulunamadı.');
    const memberIds = await ids(
      tx,
      sql`insert into members (name, member_type, app, stage, state)
          select 'GEN Üye ' || lpad(n::text, 4, '0'), 1, 1, 'member', 0 from generate_series(1, ${membersWanted}) n order by n
          returning id`,
    );
    log(`  members: ${fmt(memberIds.length)}`);
    const placeCol = (i: 0 | 1 | 2) => arr(PLACES.map((p) => p[i]));
    const MEMBERS_PER_BATCH = 100;
    for (let from = 0; from < memberIds.length; from += MEMBERS_PER_BATCH) {
      const batch = memberIds.slice(from, from + MEMBERS_PER_BATCH);
      const rows = batch.flatMap((memberId, m) =>
        Array.from({ length: PRODUCERS_PER_MEMBER }, (_, j) => {
          const k = (from + m) * PRODUCERS_PER_MEMBER + j;
          const name = FIRST_NAMES[(k * 7) % FIRST_NAMES.length]!;
          const surname = SURNAMES[(k * 13 + Math.floor(k / 97)) % SURNAMES.length]!;
          const [code, province, district] = PLACES[k % PLACES.length]!;
          const tc = validTc(String(200_000_000 + k * 7));
          const phone = `+90533${pad(k % 10_000_000, 7)}`;
          return { memberId, name, surname, tc, phone, code, province, district, searchText: searchTextOf(name, surname, tc, phone.slice(1), `0${phone.slice(3)}`, province, district) };
        }),
      );
      const c = <K extends keyof (typeof rows)[number]>(key: K) => arr(rows.map((r) => r[key]));
      await tx.execute(sql`
        insert into producers (member_id, kind, name, surname, tc_or_vkn, phone, province_code, province_name, district, name_folded, surname_folded, search_text, sample)
        select member_id, 'person', name, surname, tc, phone, code, province, district, name_f, surname_f, search_text, true
        from unnest(${c('memberId')}::bigint[], ${c('name')}::text[], ${c('surname')}::text[], ${c('tc')}::text[], ${c('phone')}::text[], ${c('code')}::text[],
                    ${c('province')}::text[], ${c('district')}::text[], ${arr(rows.map((r) => fold(r.name)))}::text[], ${arr(rows.map((r) => fold(r.surname)))}::text[], ${c('searchText')}::text[])
             as t(member_id, name, surname, tc, phone, code, province, district, name_f, surname_f, search_text)`);
      // Three areas per producer of the batch, in the producer's province.
      await tx.execute(sql`
        with src as (
          select p.id, p.member_id, p.province_code, p.province_name, p.district, j, abs(hashint8(p.id * 8 + j)::bigint) as h
          from producers p cross join generate_series(1, ${AREAS_PER_PRODUCER}) j
          where p.member_id = any(${arr(batch)}::bigint[])
        ), named as (
          select *, (${arr(AREA_WORDS)}::text[])[1 + h % ${AREA_WORDS.length}] || ' ' || (h % 1000)::text || '/' || j::text as name,
                 (${arr(AREA_WORDS.map(fold))}::text[])[1 + h % ${AREA_WORDS.length}] || ' ' || (h % 1000)::text || '/' || j::text as name_f,
                 (h / 7) % 4 as area_type
          from src
        )
        insert into production_areas (member_id, producer_id, name, area_type, cover, province_code, province_name, district, plant_id, planting_type,
                                      planting_date, expected_harvest_date, decares, name_folded, search_text, sample)
        select member_id, id, name, area_type, case when area_type = 0 then (h / 11) % 2 end, province_code, province_name, district,
               (${arr(plantIds)}::bigint[])[1 + (h / 13) % ${plantIds.length}], ((h / 17) % 3)::smallint,
               date '2026-01-01' + ((h / 19) % 300)::int, date '2026-01-01' + ((h / 19) % 300)::int + 90 + ((h / 23) % 120)::int,
               (1 + (h / 29) % 500) / 10.0, name_f,
               name_f || ' ' || (${arr(PLACES.map((p) => fold(`${p[1]} ${p[2]}`)))}::text[])[array_position(${placeCol(2)}::text[], district)],
               true
        from named`);
      const done = Math.min(from + MEMBERS_PER_BATCH, memberIds.length);
      log(`  producers: ${fmt(done * PRODUCERS_PER_MEMBER)} / ${fmt(wanted.producers)}, areas: ${fmt(done * PRODUCERS_PER_MEMBER * AREAS_PER_PRODUCER)}`);
    }
    const after = await have(tx);
    if (JSON.stringify(after) !== JSON.stringify(wanted)) throw new Error(`üreticiler: ${JSON.stringify(after)}, beklenen ${JSON.stringify(wanted)}`);
  });
  for (const table of ['members', 'producers', 'production_areas']) await db.execute(sql.raw(`vacuum (analyze) ${table}`));
  log(`Üreticiler yazıldı: ${fmt(wanted.members)} üye, ${fmt(wanted.producers)} üretici, ${fmt(wanted.areas)} üretim alanı.`);
}

try {
  const seeded = await seedReferenceData(db);
  const added = Object.values(seeded).reduce((a, b) => a + b, 0);
  log(added ? `Örnek veri yüklendi (${fmt(added)} satır).` : 'Örnek veri zaten yüklü.');

  const isComplete = (rows: Awaited<ReturnType<typeof present>>) => (Object.keys(target) as (keyof typeof target)[]).every((k) => rows[k] === target[k]);
  const isEmpty = (rows: Awaited<ReturnType<typeof present>>) => Object.values(rows).every((n) => n === 0);
  // VACUUM (outside a transaction) removes the deleted rows' index entries, clears the GIN
  // pending lists and sets the visibility map, as autovacuum would shortly after a bulk load;
  // ANALYZE gives the planner the new sizes.
  const tables = ['licence_companies', 'plants', 'harmful_organisms', 'licences', 'licence_active_substances', 'licence_details', 'mrl_active_substances', 'mrl_products', 'mrl_rates'];
  const maintain = async (command: 'vacuum (analyze)' | 'analyze') => {
    for (const table of tables) await db.execute(sql.raw(`${command} ${table}`));
    log(`${command.toUpperCase()} tamam.`);
  };

  // 1. Complete already: nothing to write. Partly there, or a reset: delete the generated
  //    rows only (its own transaction, then VACUUM, so the inserts do not wade through a
  //    million dead index entries).
  const deleted = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LARGE_LOCK})`);
    const before = await present(tx);
    if (isComplete(before) && !reset) return undefined;
    if (isEmpty(before)) return false;
    log(`Önceki üretilmiş satırlar siliniyor (${JSON.stringify(before)}).`);
    await deleteGenerated(tx);
    return true;
  });
  if (deleted === undefined) {
    log(`Üretilmiş veri zaten tam (${fmt(target.licenceDetails)} ruhsat detayı, ${fmt(target.mrlRates)} MRL değeri): yazılmadı.`);
    await maintain('analyze');
  } else {
    if (deleted) await maintain('vacuum (analyze)');
    // 2. Write everything in one transaction: a failed run leaves nothing half-written.
    const wrote = await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LARGE_LOCK})`);
      if (!isEmpty(await present(tx))) {
        log('Başka bir seed:large çalışması bu arada yazmış: yazılmadı.');
        return false;
      }
      log(`Yazılıyor (ölçek ${scale}): ${fmt(target.licenceDetails)} ruhsat detayı, ${fmt(target.mrlRates)} MRL değeri…`);
      await generate(tx);
      const after = await present(tx);
      for (const k of Object.keys(target) as (keyof typeof target)[]) {
        if (after[k] !== target[k]) throw new Error(`${k}: ${after[k]} satır, beklenen ${target[k]}`);
      }
      log('İşlem onaylanıyor (commit)…');
      return true;
    });
    if (wrote) await maintain('vacuum (analyze)');
  }

  await seedProducers();

  const totals = (await db.execute(sql`select (select count(*) from licence_details)::int as details, (select count(*) from mrl_rates)::int as rates`)).rows[0]!;
  log(`Bitti: tabloda ${fmt(Number(totals['details']))} ruhsat detayı, ${fmt(Number(totals['rates']))} MRL değeri. Toplam süre ${clock()}.`);
} catch (error) {
  // A failed query carries its parameters (arrays of thousands of rows): print the cause only.
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
  console.error(`[seed:large] Hata: ${cause instanceof Error ? cause.message : String(cause)}`);
  process.exitCode = 1;
} finally {
  await db.close();
}
