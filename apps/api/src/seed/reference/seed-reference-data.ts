// Loads the SAMPLE reference data (Örnek veri) idempotently: every row is inserted with
// sample = true unless a row with the same natural key exists (then it is left alone),
// so the seed can run at every start and never duplicates or overwrites anything.
import { and, inArray, isNull, sql } from 'drizzle-orm';
import {
  activeSubstanceGroups,
  activeSubstances,
  canonicalPair,
  companyGroups,
  formulations,
  harmfulOrganisms,
  licenceActiveSubstances,
  licenceCompanies,
  licenceDetails,
  licenceGroups,
  licences,
  mixingCompatibility,
  mrlActiveSubstances,
  mrlProducts,
  mrlRates,
  notesWarnings,
  plantNutritionProducts,
  plants,
  unitsOfMeasure,
  type Orm,
} from '../../platform/db';
import { referenceSearchText as st } from '../../platform/db/schema/reference/search-text';
import { SAMPLE_ACTIVE_SUBSTANCES } from './active-substances';
import { sampleAliases } from './aliases';
import { SAMPLE_COMPANIES } from './companies';
import { SAMPLE_FORMULATIONS } from './formulations';
import { SAMPLE_ACTIVE_SUBSTANCE_GROUPS, SAMPLE_COMPANY_GROUPS, SAMPLE_LICENCE_GROUPS } from './groups';
import { SAMPLE_HARMFUL_ORGANISMS } from './harmful-organisms';
import { SAMPLE_LICENCES } from './licences';
import { SAMPLE_MIXING_PAIRS } from './mixing';
import { SAMPLE_MRL_ACTIVE_SUBSTANCES, SAMPLE_MRL_PRODUCTS, SAMPLE_MRL_RATES } from './mrl';
import { SAMPLE_NOTES } from './notes';
import { SAMPLE_NUTRITION_PRODUCTS } from './plant-nutrition';
import { SAMPLE_PLANTS } from './plants';
import { SAMPLE_UNITS } from './units';

/** Rows inserted now, per table (all zero when the sample data is already there). */
export type ReferenceSeedCounts = Record<
  | 'unitsOfMeasure'
  | 'formulations'
  | 'licenceGroups'
  | 'activeSubstanceGroups'
  | 'companyGroups'
  | 'licenceCompanies'
  | 'plants'
  | 'harmfulOrganisms'
  | 'mrlActiveSubstances'
  | 'mrlProducts'
  | 'activeSubstances'
  | 'licences'
  | 'licenceActiveSubstances'
  | 'licenceDetails'
  | 'mrlRates'
  | 'mixingCompatibility'
  | 'plantNutritionProducts'
  | 'notesWarnings',
  number
>;

// Any constant: serialises the seed of API instances that start together.
const SEED_LOCK = 72_616_002;
const sample = true;
const plantAliases = (name: string) => sampleAliases('plants', name);
const organismAliases = (name: string) => sampleAliases('harmfulOrganisms', name);
const substanceAliases = (name: string) => sampleAliases('activeSubstances', name);

/**
 * Sample rows seeded before aliases existed get theirs (and their search text) once: only
 * sample rows whose list is still empty, so an edited list is never overwritten.
 */
async function fillSampleAliases(tx: Pick<Orm, 'execute'>) {
  const update = (table: typeof plants | typeof harmfulOrganisms | typeof activeSubstances, rows: { name: string; aliases: string[]; searchText: string }[]) => {
    const given = rows.filter((r) => r.aliases.length);
    if (!given.length) return Promise.resolve();
    return tx.execute(sql`update ${table} set aliases = v.aliases, search_text = v."searchText"
      from jsonb_to_recordset(${JSON.stringify(given)}::jsonb) as v(name text, aliases text[], "searchText" text)
      where ${table.name} = v.name and ${table.sample} and ${table.aliases} = '{}'::text[]`);
  };
  await update(plants, SAMPLE_PLANTS.map((p) => ({ name: p.name, aliases: plantAliases(p.name), searchText: st.plant({ ...p, aliases: plantAliases(p.name) }) })));
  await update(
    harmfulOrganisms,
    SAMPLE_HARMFUL_ORGANISMS.map((o) => ({ name: o.name, aliases: organismAliases(o.name), searchText: st.harmfulOrganism({ ...o, aliases: organismAliases(o.name) }) })),
  );
  await update(
    activeSubstances,
    SAMPLE_ACTIVE_SUBSTANCES.map((x) => {
      const [moaScheme, moaCode] = x.moa ?? [null, null];
      return { name: x.name, aliases: substanceAliases(x.name), searchText: st.activeSubstance({ name: x.name, casNumber: x.casNumber, moaScheme, moaCode, aliases: substanceAliases(x.name) }) };
    }),
  );
}

function lookup<K>(rows: { id: number; key: K }[], what: string) {
  const map = new Map(rows.map((r) => [r.key, r.id]));
  return (key: K): number => {
    const id = map.get(key);
    if (id === undefined) throw new Error(`Örnek veri: ${what} bulunamadı: ${String(key)}`);
    return id;
  };
}

export async function seedReferenceData(db: Orm, log?: { info(message: string): void }): Promise<ReferenceSeedCounts> {
  const counts = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    const n = (rows: unknown[]) => rows.length;

    // ── Lists with no references ────────────────────────────────────────────────
    const unitCount = n(
      await tx
        .insert(unitsOfMeasure)
        .values(SAMPLE_UNITS.map((u) => ({ ...u, searchText: st.unit(u), sample })))
        .onConflictDoNothing()
        .returning({ id: unitsOfMeasure.id }),
    );
    const unitId = lookup(
      await tx.select({ id: unitsOfMeasure.id, key: unitsOfMeasure.symbol }).from(unitsOfMeasure).where(inArray(unitsOfMeasure.symbol, SAMPLE_UNITS.map((u) => u.symbol))),
      'ölçü birimi',
    );

    const formulationCount = n(
      await tx
        .insert(formulations)
        .values(SAMPLE_FORMULATIONS.map((f) => ({ ...f, searchText: st.formulation(f), sample })))
        .onConflictDoNothing()
        .returning({ id: formulations.id }),
    );
    const formulationId = lookup(
      await tx.select({ id: formulations.id, key: formulations.code }).from(formulations).where(inArray(formulations.code, SAMPLE_FORMULATIONS.map((f) => f.code))),
      'formülasyon',
    );

    const licenceGroupCount = n(
      await tx
        .insert(licenceGroups)
        .values(SAMPLE_LICENCE_GROUPS.map((g) => ({ ...g, searchText: st.group(g), sample })))
        .onConflictDoNothing()
        .returning({ id: licenceGroups.id }),
    );
    const licenceGroupId = lookup(
      await tx.select({ id: licenceGroups.id, key: licenceGroups.name }).from(licenceGroups).where(inArray(licenceGroups.name, SAMPLE_LICENCE_GROUPS.map((g) => g.name))),
      'ruhsat grubu',
    );

    const substanceGroupCount = n(
      await tx
        .insert(activeSubstanceGroups)
        .values(SAMPLE_ACTIVE_SUBSTANCE_GROUPS.map((g) => ({ ...g, searchText: st.group(g), sample })))
        .onConflictDoNothing()
        .returning({ id: activeSubstanceGroups.id }),
    );
    const substanceGroupId = lookup(
      await tx
        .select({ id: activeSubstanceGroups.id, key: activeSubstanceGroups.name })
        .from(activeSubstanceGroups)
        .where(inArray(activeSubstanceGroups.name, SAMPLE_ACTIVE_SUBSTANCE_GROUPS.map((g) => g.name))),
      'aktif madde grubu',
    );

    const companyGroupCount = n(
      await tx
        .insert(companyGroups)
        .values(SAMPLE_COMPANY_GROUPS.map((g) => ({ ...g, searchText: st.group(g), sample })))
        .onConflictDoNothing()
        .returning({ id: companyGroups.id }),
    );
    const companyGroupId = lookup(
      await tx.select({ id: companyGroups.id, key: companyGroups.name }).from(companyGroups).where(inArray(companyGroups.name, SAMPLE_COMPANY_GROUPS.map((g) => g.name))),
      'firma grubu',
    );

    const companyCount = n(
      await tx
        .insert(licenceCompanies)
        .values(
          SAMPLE_COMPANIES.map((c) => ({
            name: c.name,
            companyGroupId: companyGroupId(c.group),
            address: c.address,
            email: c.email,
            searchText: st.company(c),
            sample,
          })),
        )
        .onConflictDoNothing()
        .returning({ id: licenceCompanies.id }),
    );
    const companyId = lookup(
      await tx.select({ id: licenceCompanies.id, key: licenceCompanies.name }).from(licenceCompanies).where(inArray(licenceCompanies.name, SAMPLE_COMPANIES.map((c) => c.name))),
      'firma',
    );

    const plantCount = n(
      await tx
        .insert(plants)
        .values(SAMPLE_PLANTS.map((p) => ({ name: p.name, latinName: p.latinName, euCode: p.euCode, aliases: plantAliases(p.name), searchText: st.plant({ ...p, aliases: plantAliases(p.name) }), sample })))
        .onConflictDoNothing()
        .returning({ id: plants.id }),
    );
    const plantId = lookup(await tx.select({ id: plants.id, key: plants.name }).from(plants).where(inArray(plants.name, SAMPLE_PLANTS.map((p) => p.name))), 'bitki');

    const organismCount = n(
      await tx
        .insert(harmfulOrganisms)
        .values(SAMPLE_HARMFUL_ORGANISMS.map((o) => ({ ...o, aliases: organismAliases(o.name), searchText: st.harmfulOrganism({ ...o, aliases: organismAliases(o.name) }), sample })))
        .onConflictDoNothing()
        .returning({ id: harmfulOrganisms.id }),
    );
    const organismRows = await tx
      .select({ id: harmfulOrganisms.id, name: harmfulOrganisms.name, latinName: harmfulOrganisms.latinName })
      .from(harmfulOrganisms)
      .where(inArray(harmfulOrganisms.name, SAMPLE_HARMFUL_ORGANISMS.map((o) => o.name)));
    const organismByName = new Map(SAMPLE_HARMFUL_ORGANISMS.map((o) => [o.name, o.latinName]));
    const organismId = lookup(
      organismRows.filter((r) => organismByName.get(r.name) === r.latinName).map((r) => ({ id: r.id, key: r.name })),
      'zararlı organizma',
    );

    // ── MRL products and substances ─────────────────────────────────────────────
    const mrlSubstanceCount = n(
      await tx
        .insert(mrlActiveSubstances)
        .values(SAMPLE_MRL_ACTIVE_SUBSTANCES.map((name) => ({ name, searchText: st.mrlActiveSubstance({ name }), sample })))
        .onConflictDoNothing()
        .returning({ id: mrlActiveSubstances.id }),
    );
    const mrlSubstanceId = lookup(
      await tx
        .select({ id: mrlActiveSubstances.id, key: mrlActiveSubstances.name })
        .from(mrlActiveSubstances)
        .where(inArray(mrlActiveSubstances.name, [...SAMPLE_MRL_ACTIVE_SUBSTANCES])),
      'MRL aktif maddesi',
    );

    const mrlProductCount = n(
      await tx
        .insert(mrlProducts)
        .values(SAMPLE_MRL_PRODUCTS.map((p) => ({ ...p, searchText: st.mrlProduct(p), sample })))
        .onConflictDoNothing()
        .returning({ id: mrlProducts.id }),
    );
    const mrlProductId = lookup(
      await tx
        .select({ id: mrlProducts.id, key: mrlProducts.code })
        .from(mrlProducts)
        .where(and(inArray(mrlProducts.code, SAMPLE_MRL_PRODUCTS.map((p) => p.code)), isNull(mrlProducts.subCode))),
      'MRL ürünü',
    );

    // ── Active substances ───────────────────────────────────────────────────────
    const substanceCount = n(
      await tx
        .insert(activeSubstances)
        .values(
          SAMPLE_ACTIVE_SUBSTANCES.map((s) => {
            const [moaScheme, moaCode] = s.moa ?? [null, null];
            return {
              name: s.name,
              casNumber: s.casNumber,
              activeSubstanceGroupId: substanceGroupId(s.group),
              moaScheme,
              moaCode,
              prescriptionRequired: s.prescriptionRequired,
              lowRisk: s.lowRisk,
              mrlActiveSubstanceId: s.mrlName ? mrlSubstanceId(s.mrlName) : null,
              mrlExempt: s.mrlExempt,
              aliases: substanceAliases(s.name),
              searchText: st.activeSubstance({ name: s.name, casNumber: s.casNumber, moaScheme, moaCode, aliases: substanceAliases(s.name) }),
              sample,
            };
          }),
        )
        .onConflictDoNothing()
        .returning({ id: activeSubstances.id }),
    );
    await fillSampleAliases(tx);
    const substanceId = lookup(
      await tx
        .select({ id: activeSubstances.id, key: activeSubstances.name })
        .from(activeSubstances)
        .where(inArray(activeSubstances.name, SAMPLE_ACTIVE_SUBSTANCES.map((s) => s.name))),
      'aktif madde',
    );

    // ── Licences, their substances and registered uses ─────────────────────────
    const licenceCount = n(
      await tx
        .insert(licences)
        .values(
          SAMPLE_LICENCES.map((l) => ({
            tradeName: l.tradeName,
            licenceNumber: l.licenceNumber,
            licenceDate: l.licenceDate,
            expiryDate: l.expiryDate ?? null,
            licenceStatus: l.licenceStatus ?? 'valid',
            cancelledOn: l.cancelledOn ?? null,
            companyId: companyId(l.company),
            formulationId: formulationId(l.formulation),
            licenceGroupId: licenceGroupId(l.group),
            origin: l.origin,
            beeToxicity: l.beeToxicity,
            warnings: l.warnings ?? null,
            searchText: st.licence(l),
            sample,
          })),
        )
        .onConflictDoNothing()
        .returning({ id: licences.id }),
    );
    const licenceId = lookup(
      await tx
        .select({ id: licences.id, key: licences.licenceNumber })
        .from(licences)
        .where(inArray(licences.licenceNumber, SAMPLE_LICENCES.map((l) => l.licenceNumber))),
      'ruhsat',
    );

    const licenceSubstanceCount = n(
      await tx
        .insert(licenceActiveSubstances)
        .values(
          SAMPLE_LICENCES.flatMap((l) =>
            l.substances.map(([name, concentration, unit]) => ({
              licenceId: licenceId(l.licenceNumber),
              activeSubstanceId: substanceId(name),
              concentration,
              unitId: unitId(unit),
              sample,
            })),
          ),
        )
        .onConflictDoNothing()
        .returning({ id: licenceActiveSubstances.id }),
    );

    const detailCount = n(
      await tx
        .insert(licenceDetails)
        .values(
          SAMPLE_LICENCES.flatMap((l) =>
            l.uses.map((u) => ({
              licenceId: licenceId(l.licenceNumber),
              plantId: plantId(u.plant),
              harmfulOrganismId: organismId(u.organism),
              doseMin: u.doseMin,
              doseMax: u.doseMax,
              doseUnitId: unitId(u.unit),
              waterVolumeMin: u.waterVolume?.[0] ?? null,
              waterVolumeMax: u.waterVolume?.[1] ?? null,
              phiDays: u.phiDays,
              beeWaitingDays: l.beeWaitingDays,
              reEntryHours: l.reEntryHours,
              maxApplications: l.maxApplications,
              applicationIntervalDays: l.applicationIntervalDays,
              notes: u.notes ?? null,
              searchText: st.licenceDetail(u),
              sample,
            })),
          ),
        )
        .onConflictDoNothing()
        .returning({ id: licenceDetails.id }),
    );

    // ── MRL rates ───────────────────────────────────────────────────────────────
    const euCodeOf = new Map(SAMPLE_PLANTS.map((p) => [p.name, p.euCode]));
    const rateCount = n(
      await tx
        .insert(mrlRates)
        .values(
          SAMPLE_MRL_RATES.map((r) => ({
            productId: mrlProductId(euCodeOf.get(r.plant) ?? r.plant),
            activeSubstanceId: mrlSubstanceId(r.substance),
            rate: r.rate,
            description: r.description,
            date: r.date,
            market: r.market,
            expireStatus: r.expired,
            searchText: st.mrlRate(r),
            sample,
          })),
        )
        .onConflictDoNothing()
        .returning({ id: mrlRates.id }),
    );

    // ── Mixing compatibility (canonical pair order) ─────────────────────────────
    const mixingCount = n(
      await tx
        .insert(mixingCompatibility)
        .values(
          SAMPLE_MIXING_PAIRS.map((p) => {
            const common = { pairKind: p.kind, result: p.result, note: p.note, searchText: st.mixing(p), sample };
            if (p.kind === 'licence') {
              const [licenceAId, licenceBId] = canonicalPair(licenceId(p.a), licenceId(p.b));
              return { ...common, licenceAId, licenceBId };
            }
            const [activeSubstanceAId, activeSubstanceBId] = canonicalPair(substanceId(p.a), substanceId(p.b));
            return { ...common, activeSubstanceAId, activeSubstanceBId };
          }),
        )
        .onConflictDoNothing()
        .returning({ id: mixingCompatibility.id }),
    );

    // ── Plant nutrition and notes ───────────────────────────────────────────────
    const nutritionCount = n(
      await tx
        .insert(plantNutritionProducts)
        .values(
          SAMPLE_NUTRITION_PRODUCTS.map((p) => ({
            name: p.name,
            companyId: companyId(p.company),
            form: p.form,
            unitId: unitId(p.unit),
            doseMin: p.doseMin,
            doseMax: p.doseMax,
            ...p.nutrients,
            otherComponents: p.otherComponents ?? [],
            description: p.description,
            searchText: st.plantNutritionProduct(p),
            sample,
          })),
        )
        .onConflictDoNothing()
        .returning({ id: plantNutritionProducts.id }),
    );

    // Notes have no natural key: a sample note is added when no note has its text.
    const existingNotes = new Set(
      (await tx.select({ text: notesWarnings.text }).from(notesWarnings).where(inArray(notesWarnings.text, SAMPLE_NOTES.map((x) => x.text)))).map((r) => r.text),
    );
    const newNotes = SAMPLE_NOTES.filter((x) => !existingNotes.has(x.text));
    const noteCount =
      newNotes.length === 0
        ? 0
        : n(await tx.insert(notesWarnings).values(newNotes.map((x) => ({ ...x, searchText: st.note(x), sample }))).returning({ id: notesWarnings.id }));

    return {
      unitsOfMeasure: unitCount,
      formulations: formulationCount,
      licenceGroups: licenceGroupCount,
      activeSubstanceGroups: substanceGroupCount,
      companyGroups: companyGroupCount,
      licenceCompanies: companyCount,
      plants: plantCount,
      harmfulOrganisms: organismCount,
      mrlActiveSubstances: mrlSubstanceCount,
      mrlProducts: mrlProductCount,
      activeSubstances: substanceCount,
      licences: licenceCount,
      licenceActiveSubstances: licenceSubstanceCount,
      licenceDetails: detailCount,
      mrlRates: rateCount,
      mixingCompatibility: mixingCount,
      plantNutritionProducts: nutritionCount,
      notesWarnings: noteCount,
    } satisfies ReferenceSeedCounts;
  });

  const total = Object.values(counts).reduce((a, b) => a + b, 0);
  if (total > 0) log?.info(`Örnek referans verisi yüklendi: ${total} kayıt (bitki, zararlı, aktif madde, ruhsat, MRL…).`);
  return counts;
}
