// `npm run seed:large`: a LARGE generated reference dataset for benchmarks
// (docs/benchmarks.md, "Reference lists on the large dataset"). On the database the API
// would use (DATABASE_URL, else the embedded PGlite under DATA_DIR/pglite) it writes:
//   ~200 companies, 1,500 plants, 1,200 harmful organisms, 2,000 licences (+ their active
//   substances), 100,000 licence details, 1,000 MRL substances, 5,000 MRL products and
//   1,000,000 MRL rates; 1,000 member companies with 100,000 producers and 300,000
//   production areas; and 1,000,000 issued prescriptions of those members with
//   their lines, plus 2,000 on the demo engineer's areas (SEED_LARGE_SCALE=0.1
//   writes a tenth of each). With SEED_DEMO (unset: outside production) it first creates the
//   demo accounts and producers through the API's own seeds, as the API does at start.
// Every generated row has sample = true and a 'GEN' prefix (licence numbers GEN-000123,
// names 'GEN …', MRL product codes 9xxxxxx), so it can never be mistaken for real data;
// generated prescriptions say so in their notes (RX_NOTE).
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
  seedDemo: boolean;
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
// The demo accounts and the demo producers, as the API seeds them at start (SEED_DEMO).
type SeedLog = { info(objOrMessage: unknown, message?: string): void };
const { seedDemoAccounts } = await apiModule<{ seedDemoAccounts(app: { db: Database; config: ApiConfig; log: SeedLog }): Promise<unknown[]> }>('seed/seed-demo-accounts.ts');
const { seedDemoProducers } = await apiModule<{ seedDemoProducers(db: Database, log?: SeedLog): Promise<{ producers: number; areas: number }> }>('seed/seed-demo-producers.ts');

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

// ── Producers and production areas ───────────────────────────────────────
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
      // Their prescriptions first: the area and producer keys are ON DELETE RESTRICT.
      await deleteGeneratedPrescriptions(tx, false);
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

/**
 * The demo accounts and producers, by the API's own idempotent seeds, when the configuration
 * would let the API seed them (SEED_DEMO; unset: outside production): the demo engineer's
 * member gets its share of prescriptions on the demo areas.
 */
async function seedDemo() {
  if (!config.seedDemo) {
    log('SEED_DEMO kapalı: demo hesapları ve üreticileri yüklenmedi.');
    return;
  }
  const seedLog: SeedLog = { info: (a, b) => log(typeof a === 'string' ? a : (b ?? '')) };
  const accounts = await seedDemoAccounts({ db, config, log: seedLog });
  const made = await seedDemoProducers(db, seedLog);
  log(accounts.length || made.producers || made.areas ? 'Demo hesapları ve üreticileri yüklendi.' : 'Demo hesapları ve üreticileri zaten yüklü.');
}

// ── Prescriptions ───────────────────────────────────────────────────────────
// PRESCRIPTIONS_PER_MEMBER issued prescriptions per generated member, on its producers' areas,
// and DEMO_PRESCRIPTIONS on the demo areas of the demo engineer's member (muhendis@…), so that
// the benchmark's tenant is a mid-sized one among the million rows. Each has 1–3 lines from the
// sample licences' registered uses for the area's plant (any sample use when the plant has
// none: such a line is stored as the API stores a line without a use on the plant,
// licence_detail_id null), numbers RCT-YYYY-NNNNNN gap-free per member and year of issue with
// their prescription_number_counters rows, and the snapshots the API writes (issue.ts
// writeIssued): producer_snapshot, area_snapshot and the lines' PrescriptionLine, built in SQL.
// search_text is the API's: the number, the producer's name, TC, area, plant, title and
// products, each folded with foldForSearch (names from the folded columns the API keeps, the
// rest folded here). The generated members have no users: their prescriptions name a
// 'GEN Mühendis …' with prescriber_user_id 0 (no such user; the column has no foreign key).
// Every generated prescription carries RX_NOTE in notes.
const PRESCRIPTIONS_PER_MEMBER = 1_000;
const DEMO_PRESCRIPTIONS = scaled(2_000, 100);
const DEMO_ENGINEER = 'muhendis@demo.bestnet.com.tr';
const RX_NOTE = 'Örnek (üretilmiş) reçete: gerçek bir reçete değildir.';
// Application dates: generated members through 20 November 2026; the demo member's through
// 31 August 2026, before the demo greenhouses' current crops were planted (September–October
// 2026), so a prescription written today on such an area meets no earlier application of this
// season (bench:prescriptions issues on one; the checks still read the area's history).
const RX_FROM = '2025-01-01';
const RX_TO = '2026-11-20';
const DEMO_RX_TO = '2026-08-31';
const RX_TITLES = [
  'Sezon başı koruma programı', 'Kurşuni küf mücadelesi', 'Çiçeklenme öncesi uygulama', 'Yaprakbiti ve beyazsinek',
  'Hasat öncesi son uygulama', 'Yağış sonrası koruyucu ilaçlama', 'Örtüaltı haftalık program', 'Külleme ve mildiyö',
  'Kırmızı örümcek mücadelesi', 'İlkbahar yabancı ot kontrolü',
];
/** What a line stores when its use is not registered on the prescription's plant. */
const UNREGISTERED = { licenceDetailId: null, doseMin: null, doseMax: null, registeredUnit: null, phiDays: null, beeWaitingDays: null, reEntryHours: null, maxApplications: null };

const GEN_RX = sql`select id from prescriptions where member_id in (${GEN_MEMBERS})`;

/** The generated members' prescriptions and counters; with `demoMemberId`, the demo member's generated ones too. */
async function deleteGeneratedPrescriptions(tx: Executor, demoMemberId: number | false) {
  const demo = demoMemberId === false ? sql`false` : sql`(member_id = ${demoMemberId} and notes = ${RX_NOTE})`;
  const rx = sql`select id from prescriptions where member_id in (${GEN_MEMBERS}) or ${demo}`;
  // The lines in one statement rather than by the cascade, row by row.
  await tx.execute(sql`delete from prescription_lines where prescription_id in (${rx})`);
  await tx.execute(sql`delete from prescriptions where member_id in (${GEN_MEMBERS}) or ${demo}`);
  await tx.execute(sql`delete from prescription_number_counters where member_id in (${GEN_MEMBERS})${demoMemberId === false ? sql`` : sql` or member_id = ${demoMemberId}`}`);
}

async function seedPrescriptions() {
  const engineer = (await db.execute(sql`select id, member_id, name, surname, authorization_number from users where email = ${DEMO_ENGINEER}`)).rows[0];
  const demoMemberId = engineer ? Number(engineer['member_id']) : null;
  const genMembers = await ids(db, sql`select id from members where name like 'GEN Üye %' order by name`);
  const have = async (tx: Executor) => ({
    generated: await count(tx, GEN_RX),
    demo: demoMemberId === null ? 0 : await count(tx, sql`select 1 from prescriptions where member_id = ${demoMemberId} and notes = ${RX_NOTE}`),
  });
  // The demo member's share is written only when it has no prescription of its own (written
  // through the API): numbers are gap-free per member, and those must stay as they are.
  const own = demoMemberId === null ? 0 : await count(db, sql`select 1 from prescriptions where member_id = ${demoMemberId} and notes is distinct from ${RX_NOTE}`);
  const before = await have(db);
  const writeDemo = demoMemberId !== null && own === 0;
  const wanted = { generated: genMembers.length * PRESCRIPTIONS_PER_MEMBER, demo: writeDemo ? DEMO_PRESCRIPTIONS : before.demo };
  if (demoMemberId === null) log(`Demo mühendis (${DEMO_ENGINEER}) bulunamadı: demo üyeye reçete yazılmayacak.`);
  else if (!writeDemo) log(`Demo üyenin API ile yazılmış ${fmt(own)} reçetesi var: demo payına dokunulmadı (${fmt(before.demo)} üretilmiş reçete).`);
  if (!reset && JSON.stringify(before) === JSON.stringify(wanted)) {
    log(`Reçeteler zaten tam (${fmt(wanted.generated)} üretilmiş + ${fmt(wanted.demo)} demo): yazılmadı.`);
    return;
  }
  if (before.generated || (writeDemo && before.demo)) {
    log(`Önceki üretilmiş reçeteler siliniyor (${fmt(before.generated)} + ${fmt(before.demo)} demo).`);
    await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LARGE_LOCK})`);
      await deleteGeneratedPrescriptions(tx, writeDemo ? demoMemberId! : false);
    });
    for (const table of ['prescription_lines', 'prescriptions', 'prescription_number_counters']) await db.execute(sql.raw(`vacuum (analyze) ${table}`));
  }

  const batches: { memberIds: number[]; ords: number[]; counts: number[]; from: string[]; to: string[]; userIds: number[]; names: string[]; titles: string[]; auths: (string | null)[] }[] = [];
  const MEMBERS_PER_BATCH = 50;
  for (let from = 0; from < genMembers.length; from += MEMBERS_PER_BATCH) {
    const memberIds = genMembers.slice(from, from + MEMBERS_PER_BATCH);
    const ords = memberIds.map((_, i) => from + i + 1);
    batches.push({
      memberIds,
      ords,
      counts: memberIds.map(() => PRESCRIPTIONS_PER_MEMBER),
      from: memberIds.map(() => RX_FROM),
      to: memberIds.map(() => RX_TO),
      userIds: memberIds.map(() => 0),
      names: ords.map((o) => `GEN Mühendis ${pad(o, 4)}`),
      titles: memberIds.map(() => 'Ziraat Mühendisi'),
      auths: ords.map((o) => `GEN-ZM-${pad(o, 4)}`),
    });
  }
  // The demo member joins the first batch: its rows lie among other members' rows in the table, as they would.
  if (writeDemo) {
    if (!batches.length) batches.push({ memberIds: [], ords: [], counts: [], from: [], to: [], userIds: [], names: [], titles: [], auths: [] });
    const b = batches[0]!;
    b.memberIds.push(demoMemberId!);
    b.ords.push(0);
    b.counts.push(DEMO_PRESCRIPTIONS);
    b.from.push(RX_FROM);
    b.to.push(DEMO_RX_TO);
    b.userIds.push(Number(engineer!['id']));
    b.names.push(`${String(engineer!['name'])} ${String(engineer!['surname'])}`);
    // The demo engineer's role is Mühendis: prescriberTitleOf() prints this.
    b.titles.push('Ziraat Mühendisi');
    b.auths.push((engineer!['authorization_number'] as string | null) ?? null);
  }

  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LARGE_LOCK})`);
    if ((await count(tx, GEN_RX)) > 0) throw new Error('Başka bir seed:large çalışması bu arada reçete yazmış.');
    // The batch statements' estimates are far off (generated rows): JIT would compile them for
    // seconds each. Room for the batch's sorts and the trigram index's pending list.
    await tx.execute(sql`set local jit = off`);
    await tx.execute(sql`set local work_mem = '256MB'`);
    log(`Reçeteler yazılıyor: ${fmt(wanted.generated)} üretilmiş${writeDemo ? ` + ${fmt(DEMO_PRESCRIPTIONS)} demo üyede` : ''}…`);

    // The sample licences' uses valid through the dates, with the printed parts of a line.
    const licenceRows = (
      await tx.execute(sql`select id, trade_name from licences where sample and licence_number not like 'GEN-%' and status and licence_status = 'valid'
                             and licence_date <= ${RX_FROM}::date and (expiry_date is null or expiry_date >= ${RX_TO}::date) order by id`)
    ).rows;
    const plantRows = (await tx.execute(sql`select id, name from plants where id in (select plant_id from production_areas where plant_id is not null) order by id`)).rows;
    await tx.execute(sql`
      create temp table rx_plant on commit drop as
      select id, name, folded from unnest(${arr(plantRows.map((p) => Number(p['id'])))}::bigint[], ${arr(plantRows.map((p) => String(p['name'])))}::text[],
                                          ${arr(plantRows.map((p) => fold(String(p['name']))))}::text[]) as t(id, name, folded)`);
    await tx.execute(sql`
      create temp table rx_use on commit drop as
      select d.id, d.licence_id, d.plant_id, d.harmful_organism_id as organism_id, o.name as organism_name, d.dose_min, d.dose_max, d.dose_unit_id,
             d.water_volume_min, t.folded as trade_folded,
             -- calculateDose's basis: per decare (ha: 10 da) or per litre of spray water (100 L: 100).
             case u.kind when 'dose-area' then 'area' when 'dose-water' then 'water' end as basis,
             coalesce(u.per_quantity, 1) * case lower(trim(coalesce(u.per_unit, '')))
               when 'da' then 1 when 'dekar' then 1 when 'dönüm' then 1 when 'ha' then 10 when 'hektar' then 10 when 'm2' then 0.001 when 'm²' then 0.001
               when 'l' then 1 when 'lt' then 1 when 'litre' then 1 when 'hl' then 100 end as basis_size,
             case when lower(trim(u.amount_unit)) = 'l' then 'L' else trim(u.amount_unit) end as display_unit,
             jsonb_build_object(
               'licenceId', l.id, 'tradeName', l.trade_name, 'licenceNumber', l.licence_number, 'formulationCode', f.code,
               'harmfulOrganism', jsonb_build_object('id', o.id, 'name', o.name),
               'activeSubstances', coalesce((
                 select jsonb_agg(jsonb_build_object('id', a.id, 'name', a.name, 'concentration', las.concentration::float8, 'concentrationUnit', cu.symbol,
                                                     'moaScheme', a.moa_scheme, 'moaCode', a.moa_code, 'prescriptionRequired', a.prescription_required) order by a.name)
                 from licence_active_substances las join active_substances a on a.id = las.active_substance_id left join units_of_measure cu on cu.id = las.unit_id
                 where las.licence_id = l.id), '[]'::jsonb),
               'doseUnit', jsonb_build_object('id', u.id, 'symbol', u.symbol)) as base,
             jsonb_build_object('licenceDetailId', d.id, 'doseMin', d.dose_min::float8, 'doseMax', d.dose_max::float8, 'registeredUnit', jsonb_build_object('id', u.id, 'symbol', u.symbol),
                                'phiDays', d.phi_days, 'beeWaitingDays', d.bee_waiting_days, 'reEntryHours', d.re_entry_hours, 'maxApplications', d.max_applications) as registered
      from licence_details d
      join unnest(${arr(licenceRows.map((l) => Number(l['id'])))}::bigint[], ${arr(licenceRows.map((l) => fold(String(l['trade_name']))))}::text[]) as t(id, folded) on t.id = d.licence_id
      join licences l on l.id = d.licence_id
      join harmful_organisms o on o.id = d.harmful_organism_id
      join units_of_measure u on u.id = d.dose_unit_id
      left join formulations f on f.id = l.formulation_id
      where d.status`);
    await tx.execute(sql`create temp table rx_plant_uses on commit drop as select plant_id, array_agg(id order by id) as use_ids from rx_use group by plant_id`);
    const allUses = await ids(tx, sql`select id from rx_use order by id`);
    if (!allUses.length) throw new Error('Örnek ruhsatlı kullanım bulunamadı.');
    await tx.execute(sql`analyze rx_use`);

    let written = 0;
    for (const b of batches) {
      await tx.execute(sql`
        with bm as (
          select * from unnest(${arr(b.memberIds)}::bigint[], ${arr(b.ords)}::int[], ${arr(b.counts)}::int[], ${arr(b.from)}::date[], ${arr(b.to)}::date[],
                               ${arr(b.userIds)}::bigint[], ${arr(b.names)}::text[], ${arr(b.titles)}::text[], ${arr(b.auths)}::text[])
                 as t(member_id, ord, n, date_from, date_to, prescriber_user_id, prescriber_name, prescriber_title, authorization_number)
        ), ma as materialized (
          select bm.*, m.name as member_name,
                 (select array_agg(pa.id order by pa.id) from production_areas pa
                  where pa.member_id = bm.member_id and pa.producer_id is not null and pa.plant_id is not null) as area_ids
          from bm join members m on m.id = bm.member_id
        ), h as (
          select ma.*, k, abs(hashint8(g + 1)::bigint) as h1, abs(hashint8(g + 2)::bigint) as h2, abs(hashint8(g + 3)::bigint) as h3,
                 abs(hashint8(g + 4)::bigint) as h4, abs(hashint8(g + 5)::bigint) as h5, g
          from ma cross join generate_series(1, ma.n) as k
          cross join lateral (select (ma.ord::bigint * 1048576 + k) * 16 as g) gg
          where cardinality(ma.area_ids) > 0
        ), d as (
          select h.*, area_ids[1 + h1 % cardinality(area_ids)] as area_id, date_from + (h2 % (date_to - date_from + 1))::int as d0 from h
        ), dated as (
          -- Fewer applications in winter: half of December–February moves four months on (or back).
          select d.*, case when extract(month from d0) in (12, 1, 2) and h3 % 2 = 0 then case when d0 + 120 <= date_to then d0 + 120 else d0 - 120 end else d0 end as start_date
          from d
        ), issued as (
          -- Written 0–3 days before the application, in working hours (Türkiye time).
          select dated.*, greatest(start_date - ((h3 / 2) % 4)::int, date_from) as issued_day, (h4 % 39600)::int as issued_second from dated
        ), numbered as (
          select issued.*, extract(year from issued_day)::int as year,
                 row_number() over (partition by member_id, extract(year from issued_day) order by issued_day, issued_second, k) as seq,
                 (issued_day + time '08:00' + make_interval(secs => issued_second)) at time zone 'Europe/Istanbul' as created_at
          from issued
        ), r as (
          select n.*, 'RCT-' || n.year || '-' || lpad(n.seq::text, 6, '0') as prescription_no,
                 pa.producer_id, pa.plant_id, pa.planting_type, pa.area_type, pa.decares, pa.name as area_name, pa.name_folded as area_folded,
                 pa.province_name, pa.district, pa.neighbourhood, pa.cks_block, pa.cks_parcel,
                 pr.name as producer_name, pr.surname as producer_surname, pr.tc_or_vkn, pr.email, pr.phone, pr.cks_number,
                 pr.name_folded as producer_name_folded, pr.surname_folded as producer_surname_folded,
                 pl.name as plant_name, pl.folded as plant_folded,
                 case when (h5 / 7) % 10 < 3 then 1 + (h5 / 71) % ${RX_TITLES.length} end as title_no
          from numbered n
          join production_areas pa on pa.id = n.area_id
          join producers pr on pr.id = pa.producer_id
          join rx_plant pl on pl.id = pa.plant_id
        ), lines as (
          select r.member_id, r.year, r.seq, j + 1 as position, u.id as use_id, u.licence_id, u.organism_id, u.organism_name, u.trade_folded,
                 u.dose_unit_id, u.water_volume_min, u.plant_id = r.plant_id as registered, dd.dose,
                 u.base || case when u.plant_id = r.plant_id then u.registered else ${JSON.stringify(UNREGISTERED)}::jsonb end
                   || jsonb_build_object('key', 'l' || (j + 1), 'position', j + 1, 'dose', dd.dose::float8, 'waterVolume', u.water_volume_min::float8,
                                         'tankSize', null, 'packSize', null,
                                         'amount', case when a.raw is not null then jsonb_build_object(
                                           'areaDecares', r.decares::float8,
                                           'productAmount', round(a.raw / s.scale, 6)::float8,
                                           'productUnit', case when s.scale = 1 then u.display_unit when u.display_unit = 'ml' then 'L' else 'kg' end,
                                           'waterTotal', round(u.water_volume_min * r.decares, 6)::float8,
                                           'tanks', null, 'productPerTank', null, 'packs', null) end) as snapshot
          from r
          left join rx_plant_uses pu on pu.plant_id = r.plant_id
          cross join lateral (select coalesce(pu.use_ids, ${arr(allUses)}::bigint[]) as use_ids) c
          cross join lateral generate_series(0, least(1 + r.h5 % 3, cardinality(c.use_ids)) - 1) as j
          join rx_use u on u.id = c.use_ids[1 + (r.h5 / 3 + j * 7919) % cardinality(c.use_ids)]
          -- A dose in the registered range (quarters of it), and calculateDose's amount for the area.
          cross join lateral (select round(u.dose_min + (abs(hashint8(r.g + 8 + j)::bigint) % 5) * (u.dose_max - u.dose_min) / 4, 4) as dose) dd
          cross join lateral (select case when u.basis = 'area' then dd.dose / u.basis_size * r.decares
                                          when u.basis = 'water' and u.water_volume_min is not null then dd.dose / u.basis_size * u.water_volume_min * r.decares end as raw) a
          cross join lateral (select case when a.raw >= 1000 and u.display_unit in ('ml', 'g') then 1000 else 1 end as scale) s
        ), products as (
          select member_id, year, seq, string_agg(trade_folded, ' ' order by position) as folded from lines group by member_id, year, seq
        ), organisms as (
          select member_id, year, seq, jsonb_agg(jsonb_build_object('id', organism_id, 'name', organism_name) order by first) as list
          from (select member_id, year, seq, organism_id, organism_name, min(position) as first from lines group by member_id, year, seq, organism_id, organism_name) o
          group by member_id, year, seq
        ), ins as (
          insert into prescriptions (member_id, kind, state, archived, deleted_at, deleted_by, deleted_by_name, year, seq, prescription_no, title, producer_id, production_area_id, plant_id,
                                     planting_type, area_type, decares, start_date, planned_harvest_date, notes, producer_snapshot, area_snapshot, plant_name,
                                     organisms, prescriber_user_id, prescriber_name, prescriber_title, authorization_number, member_name, search_text,
                                     issued_at, created_at, updated_at)
          select r.member_id, case when (r.h1 / 7) % 5 < 2 then 0 else 1 end, 'issued', (r.h1 / 11) % 100 < 8,
                 case when (r.h1 / 13) % 200 = 0 then r.created_at + interval '1 day' end,
                 -- A deletion says who made it (prescriptions_deleted_by_chk): the prescriber.
                 case when (r.h1 / 13) % 200 = 0 then r.prescriber_user_id end,
                 case when (r.h1 / 13) % 200 = 0 then r.prescriber_name end,
                 r.year, r.seq, r.prescription_no, (${arr(RX_TITLES)}::text[])[r.title_no], r.producer_id, r.area_id, r.plant_id,
                 r.planting_type, r.area_type, r.decares, r.start_date, r.start_date + (30 + r.h2 % 120)::int, ${RX_NOTE},
                 jsonb_build_object('name', r.producer_name, 'surName', r.producer_surname, 'tcOrVkn', r.tc_or_vkn, 'email', r.email, 'phone', r.phone, 'cksNumber', r.cks_number),
                 jsonb_build_object('name', r.area_name, 'provinceName', r.province_name, 'districtName', r.district, 'neighbourhoodName', r.neighbourhood,
                                    'decares', r.decares::float8, 'cksBlock', r.cks_block, 'cksParcel', r.cks_parcel),
                 r.plant_name, o.list, r.prescriber_user_id, r.prescriber_name, r.prescriber_title, r.authorization_number, r.member_name,
                 -- writeIssued: foldForSearch of number, producer, TC, area, plant, title and products; the folded parts joined by one space are the same.
                 concat_ws(' ', lower(r.prescription_no), nullif(concat_ws(' ', r.producer_name_folded, r.producer_surname_folded), ''), r.tc_or_vkn, r.area_folded,
                           r.plant_folded, (${arr(RX_TITLES.map(fold))}::text[])[r.title_no], p.folded),
                 r.created_at, r.created_at, r.created_at
          from r
          join products p on (p.member_id, p.year, p.seq) = (r.member_id, r.year, r.seq)
          join organisms o on (o.member_id, o.year, o.seq) = (r.member_id, r.year, r.seq)
          order by r.created_at, r.member_id, r.k
          returning id, member_id, year, seq
        )
        insert into prescription_lines (prescription_id, position, key, licence_id, harmful_organism_id, licence_detail_id, dose, dose_unit_id, water_volume, snapshot)
        select ins.id, l.position, 'l' || l.position, l.licence_id, l.organism_id, case when l.registered then l.use_id end, l.dose, l.dose_unit_id, l.water_volume_min, l.snapshot
        from lines l join ins on (ins.member_id, ins.year, ins.seq) = (l.member_id, l.year, l.seq)`);
      await tx.execute(sql`
        insert into prescription_number_counters (member_id, year, last_seq)
        select member_id, year, max(seq) from prescriptions where member_id = any(${arr(b.memberIds)}::bigint[]) group by member_id, year`);
      written += b.counts.reduce((a, c) => a + c, 0);
      log(`  prescriptions: ${fmt(written)} / ${fmt(wanted.generated + (writeDemo ? DEMO_PRESCRIPTIONS : 0))}`);
    }

    const after = await have(tx);
    if (JSON.stringify(after) !== JSON.stringify(wanted)) throw new Error(`reçeteler: ${JSON.stringify(after)}, beklenen ${JSON.stringify(wanted)}`);
    // Gap-free: per member and year, numbers 1…n and the counter at n; every prescription has a line.
    const members = writeDemo ? sql`member_id in (${GEN_MEMBERS}) or member_id = ${demoMemberId}` : sql`member_id in (${GEN_MEMBERS})`;
    const bad = await count(
      tx,
      sql`select 1 from (select member_id, year, count(*) as n, max(seq) as top from prescriptions where ${members} group by member_id, year) p
          full join (select * from prescription_number_counters where ${members}) c using (member_id, year)
          where p.n is distinct from p.top or p.top is distinct from c.last_seq`,
    );
    if (bad) throw new Error(`reçete numaraları: ${bad} üye-yılda boşluk ya da sayaç uyuşmazlığı`);
    const lineless = await count(tx, sql`select 1 from prescriptions p where (${members}) and not exists (select 1 from prescription_lines l where l.prescription_id = p.id)`);
    if (lineless) throw new Error(`${lineless} reçetenin satırı yok`);
    log('İşlem onaylanıyor (commit)…');
  });
  for (const table of ['prescriptions', 'prescription_lines', 'prescription_number_counters']) await db.execute(sql.raw(`vacuum (analyze) ${table}`));
  const lines = await count(db, sql`select 1 from prescription_lines`);
  log(`Reçeteler yazıldı: ${fmt(wanted.generated)} üretilmiş${writeDemo ? ` + ${fmt(DEMO_PRESCRIPTIONS)} demo üyede` : ''}; tabloda ${fmt(lines)} reçete satırı.`);
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
  await seedDemo();
  await seedPrescriptions();

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
