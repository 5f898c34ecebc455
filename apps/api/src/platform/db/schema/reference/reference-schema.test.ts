import { HarmfulOrganismType, NoteCategory, NoteSeverity } from '@portal/contracts';
import { foldForSearch } from '@portal/shared/util';
import { asc, eq, inArray, is, sql } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../../test-support';
import type { Database } from '../../database';
import { pgErrorOf } from '../../pg-error';
import * as reference from '.';
import {
  activeSubstances,
  canonicalPair,
  collateTr,
  formulations,
  harmfulOrganisms,
  isRecordInUseError,
  licenceActiveSubstances,
  licenceCompanies,
  licenceDetails,
  licenceGroups,
  licences,
  mixingCompatibility,
  NoteCategoryCodes,
  NoteSeverityCodes,
  plants,
  unitsOfMeasure,
} from '.';
import { matchesSearch, referenceSearchText as st, searchTextOf } from './search-text';

const tables = (Object.values(reference) as unknown[]).filter((v): v is PgTable => is(v, PgTable));
const tableNames = tables.map((t) => getTableConfig(t).name).sort();
/** Every table but the licence composition is a definition list. */
const listTables = tableNames.filter((n) => n !== 'licence_active_substances');

/** The SQLSTATE of a failed query (drizzle wraps the driver's error in `cause`). */
async function sqlState(promise: Promise<unknown>): Promise<string | undefined> {
  try {
    await promise;
  } catch (error) {
    return pgErrorOf(error)?.code ?? 'unknown';
  }
  return undefined;
}

describe('reference-data schema (DESIGN §2, §8: definition lists, licences, MRL)', () => {
  let db: Database;
  beforeAll(async () => {
    db = await openTestDatabase();
  });
  afterAll(() => db.close());

  it('the migrations create every reference table', async () => {
    expect(tableNames).toEqual(
      [
        'active_substance_groups',
        'active_substances',
        'company_groups',
        'formulations',
        'harmful_organisms',
        'licence_active_substances',
        'licence_companies',
        'licence_details',
        'licence_groups',
        'licences',
        'mixing_compatibility',
        'mrl_active_substances',
        'mrl_products',
        'mrl_rates',
        'notes_warnings',
        'plant_nutrition_products',
        'plants',
        'units_of_measure',
      ].sort(),
    );
    const { rows } = await db.execute<{ table_name: string }>(sql`select table_name from information_schema.tables where table_schema = 'public'`);
    const present = new Set(rows.map((r) => r.table_name));
    for (const name of tableNames) expect(present.has(name), name).toBe(true);
  });

  it('gives every list the shared columns: id, public_id, status, search_text, sample, who/when', async () => {
    const { rows } = await db.execute<{ table_name: string; column_name: string; is_nullable: string; column_default: string | null }>(
      sql`select table_name, column_name, is_nullable, column_default from information_schema.columns where table_schema = 'public'`,
    );
    for (const table of listTables) {
      const cols = new Map(rows.filter((r) => r.table_name === table).map((r) => [r.column_name, r]));
      for (const c of ['id', 'public_id', 'status', 'search_text', 'sample', 'created_at', 'updated_at', 'created_by', 'updated_by']) {
        expect(cols.has(c), `${table}.${c}`).toBe(true);
      }
      expect(cols.get('status')).toMatchObject({ is_nullable: 'NO', column_default: 'true' });
      expect(cols.get('sample')).toMatchObject({ is_nullable: 'NO', column_default: 'false' });
      expect(cols.get('search_text')?.is_nullable).toBe('NO');
      expect(cols.get('created_by')?.is_nullable).toBe('YES');
    }
  });

  it('indexes every search_text with a pg_trgm GIN index', async () => {
    const { rows } = await db.execute<{ tablename: string; indexdef: string }>(sql`select tablename, indexdef from pg_indexes where schemaname = 'public'`);
    for (const table of listTables) {
      const defs = rows.filter((r) => r.tablename === table).map((r) => r.indexdef);
      expect(defs.some((d) => /USING gin \(search_text gin_trgm_ops\)/.test(d)), table).toBe(true);
    }
  });

  it('has the indexes the prescription checks need: licence details by licence, plant and organism; MRL rates by product and substance', async () => {
    const { rows } = await db.execute<{ indexdef: string }>(sql`select indexdef from pg_indexes where tablename in ('licence_details', 'mrl_rates')`);
    const defs = rows.map((r) => r.indexdef);
    const leading = (table: string, column: string) => defs.some((d) => d.includes(` ON public.${table} USING btree (${column}`));
    expect(leading('licence_details', 'licence_id')).toBe(true);
    expect(leading('licence_details', 'plant_id')).toBe(true);
    expect(leading('licence_details', 'harmful_organism_id')).toBe(true);
    expect(leading('mrl_rates', 'product_id')).toBe(true);
    expect(leading('mrl_rates', 'active_substance_id')).toBe(true);
  });

  it('declares every foreign key ON DELETE RESTRICT, but the licence composition, which goes with its licence', async () => {
    const { rows } = await db.execute<{ name: string; on_delete: string }>(
      sql`select conname as name, confdeltype::text as on_delete from pg_constraint
          where contype = 'f' and conrelid::regclass::text in (${sql.join(
            tableNames.map((n) => sql`${n}`),
            sql`, `,
          )})`,
    );
    expect(rows).toHaveLength(21);
    for (const r of rows) expect(`${r.name}:${r.on_delete}`).toBe(`${r.name}:${r.name === 'licence_active_substances_licence_fk' ? 'c' : 'r'}`);
  });

  it('keeps the schema’s note codes equal to the contracts’ enums', () => {
    expect([...NoteCategoryCodes]).toEqual([...NoteCategory]);
    expect([...NoteSeverityCodes]).toEqual([...NoteSeverity]);
  });

  describe('with one registered use', () => {
    const ids = {} as Record<'unit' | 'concentration' | 'formulation' | 'group' | 'company' | 'plant' | 'organism' | 'substance' | 'licence' | 'detail', number>;

    beforeAll(async () => {
      const one = async <T extends { id: number }>(rows: Promise<T[]>) => (await rows)[0]!.id;
      ids.unit = await one(
        db.insert(unitsOfMeasure).values({ name: 'Mililitre/dekar', symbol: 'ml/da', kind: 'dose-area', amountUnit: 'ml', perQuantity: 1, perUnit: 'da', searchText: 'ml/da' }).returning(),
      );
      ids.concentration = await one(db.insert(unitsOfMeasure).values({ name: 'Gram/litre', symbol: 'g/L', kind: 'concentration', amountUnit: 'g', perQuantity: 1, perUnit: 'L', searchText: 'g/l' }).returning());
      ids.formulation = await one(db.insert(formulations).values({ code: 'EC', name: 'Emülsiyon konsantre', searchText: st.formulation({ code: 'EC', name: 'Emülsiyon konsantre' }) }).returning());
      ids.group = await one(db.insert(licenceGroups).values({ name: 'Akarisit', searchText: 'akarisit' }).returning());
      ids.company = await one(db.insert(licenceCompanies).values({ name: 'Deneme Tarım A.Ş.', searchText: 'deneme tarim a.s.' }).returning());
      ids.plant = await one(db.insert(plants).values({ name: 'Domates', latinName: 'Solanum lycopersicum', euCode: '0231010', searchText: st.plant({ name: 'Domates', latinName: 'Solanum lycopersicum', euCode: '0231010' }) }).returning());
      const organism = { name: 'İKİ NOKTALI KIRMIZI ÖRÜMCEK', latinName: 'Tetranychus urticae', type: HarmfulOrganismType.Harmful };
      ids.organism = await one(db.insert(harmfulOrganisms).values({ ...organism, searchText: st.harmfulOrganism(organism) }).returning());
      ids.substance = await one(db.insert(activeSubstances).values({ name: 'Abamectin', casNumber: '71751-41-2', moaScheme: 'IRAC', moaCode: '6', searchText: 'abamectin' }).returning());
      ids.licence = await one(
        db
          .insert(licences)
          .values({
            tradeName: 'Deneme 18 EC',
            licenceNumber: 'TEST-0001',
            licenceDate: '2020-01-01',
            companyId: ids.company,
            formulationId: ids.formulation,
            licenceGroupId: ids.group,
            origin: 0,
            beeToxicity: 'high',
            searchText: 'deneme 18 ec test-0001',
          })
          .returning(),
      );
      await db.insert(licenceActiveSubstances).values({ licenceId: ids.licence, activeSubstanceId: ids.substance, concentration: 18, unitId: ids.concentration });
      ids.detail = await one(
        db
          .insert(licenceDetails)
          .values({ licenceId: ids.licence, plantId: ids.plant, harmfulOrganismId: ids.organism, doseMin: 50, doseMax: 75, doseUnitId: ids.unit, phiDays: 3, searchText: '' })
          .returning(),
      );
    });

    it('refuses to delete a plant, an organism, a unit, a substance or a licence a registered use refers to (RESTRICT)', async () => {
      const refused = async (promise: Promise<unknown>) => {
        const error = await promise.then(
          () => undefined,
          (e: unknown) => e,
        );
        expect(isRecordInUseError(error), String(error)).toBe(true);
      };
      await refused(db.delete(plants).where(eq(plants.id, ids.plant)));
      await refused(db.delete(harmfulOrganisms).where(eq(harmfulOrganisms.id, ids.organism)));
      await refused(db.delete(unitsOfMeasure).where(eq(unitsOfMeasure.id, ids.unit)));
      await refused(db.delete(licences).where(eq(licences.id, ids.licence)));
      await refused(db.delete(activeSubstances).where(eq(activeSubstances.id, ids.substance)));
      expect(await db.select({ id: plants.id }).from(plants).where(eq(plants.id, ids.plant))).toHaveLength(1);
      expect(isRecordInUseError(new Error('x'))).toBe(false);
    });

    it('keeps one row per licence × plant × organism and a dose range with min ≤ max', async () => {
      const base = { licenceId: ids.licence, plantId: ids.plant, harmfulOrganismId: ids.organism, doseUnitId: ids.unit, searchText: '' };
      expect(await sqlState(db.insert(licenceDetails).values({ ...base, doseMin: 10, doseMax: 20 }))).toBe('23505');
      const other = await db.insert(harmfulOrganisms).values({ name: 'Domates güvesi', latinName: 'Tuta absoluta', type: 1, searchText: 'domates guvesi tuta absoluta' }).returning();
      expect(await sqlState(db.insert(licenceDetails).values({ ...base, harmfulOrganismId: other[0]!.id, doseMin: 80, doseMax: 75 }))).toBe('23514');
      // @ts-expect-error 3 is no HarmfulOrganismType: the column's type refuses it, and so does the CHECK.
      expect(await sqlState(db.insert(harmfulOrganisms).values({ name: 'X', type: 3, searchText: 'x' }))).toBe('23514');
      expect(await sqlState(db.insert(licences).values({ tradeName: 'İkinci', licenceNumber: 'TEST-0001', licenceDate: '2021-01-01', companyId: ids.company, formulationId: ids.formulation, licenceGroupId: ids.group, origin: 1, searchText: '' }))).toBe('23505');
    });

    it('deletes the plant once no use refers to it, and a licence with its composition once it has no uses', async () => {
      await db.delete(licenceDetails).where(eq(licenceDetails.licenceId, ids.licence));
      expect(await sqlState(db.delete(plants).where(eq(plants.id, ids.plant)))).toBeUndefined();
      expect(await sqlState(db.delete(licences).where(eq(licences.id, ids.licence)))).toBeUndefined();
      expect(await db.select().from(licenceActiveSubstances).where(eq(licenceActiveSubstances.licenceId, ids.licence))).toEqual([]);
    });

    it('stores a mixing pair once, in canonical order, whichever way round it is given', async () => {
      const s2 = await db.insert(activeSubstances).values({ name: 'Hexythiazox', casNumber: '78587-05-0', moaScheme: 'IRAC', moaCode: '10A', searchText: 'hexythiazox' }).returning();
      const [a, b] = canonicalPair(s2[0]!.id, ids.substance);
      expect(a).toBeLessThan(b);
      expect(canonicalPair(ids.substance, s2[0]!.id)).toEqual([a, b]);
      expect(() => canonicalPair(a, a)).toThrow(RangeError);
      const row = { pairKind: 'active-substance' as const, result: 'compatible' as const, searchText: '' };
      await db.insert(mixingCompatibility).values({ ...row, activeSubstanceAId: a, activeSubstanceBId: b });
      expect(await sqlState(db.insert(mixingCompatibility).values({ ...row, activeSubstanceAId: a, activeSubstanceBId: b }))).toBe('23505');
      expect(await sqlState(db.insert(mixingCompatibility).values({ ...row, activeSubstanceAId: b, activeSubstanceBId: a }))).toBe('23514');
      expect(await sqlState(db.insert(mixingCompatibility).values({ ...row, activeSubstanceAId: a, activeSubstanceBId: b, licenceAId: 1 }))).toBe('23514');
    });
  });

  describe('Turkish search and sort (DESIGN §2)', () => {
    const names = ['Iğdır kayısısı', 'Çilek', 'Cam armudu', 'Üzüm', 'Uzun biber', 'Ödemiş patatesi', 'Ova domatesi', 'ıhlamur', 'İncir', 'Şeftali', 'Sarımsak', 'Gül', 'Zeytin'];

    beforeAll(async () => {
      await db.insert(plants).values(names.map((name) => ({ name, searchText: st.plant({ name }) })));
      await db.insert(harmfulOrganisms).values({ name: 'iki noktalı kırmızı örümcek (100% test_)', type: 1, searchText: searchTextOf('iki noktalı kırmızı örümcek (100% test_)') });
    });

    const find = async (q: string) => (await db.select({ name: plants.name }).from(plants).where(matchesSearch(plants.searchText, q))).map((r) => r.name);

    it('stores the folded text: İ/ı, Ş, Ğ, Ü, Ö, Ç reduced, lower case', async () => {
      const [row] = await db.select({ searchText: plants.searchText }).from(plants).where(eq(plants.name, 'Iğdır kayısısı'));
      expect(row?.searchText).toBe('igdir kayisisi');
      expect(row?.searchText).toBe(foldForSearch('IĞDIR KAYISISI'));
    });

    it.each([['ığdır'], ['IĞDIR'], ['igdir'], ['Iğdır'], ['KAYISI']])('finds "Iğdır kayısısı" with %s', async (q) => {
      expect(await find(q)).toContain('Iğdır kayısısı');
    });

    it('finds "İKİ NOKTALI KIRMIZI ÖRÜMCEK" with "iki noktalı" and the reverse', async () => {
      const organisms = async (q: string) =>
        (await db.select({ name: harmfulOrganisms.name }).from(harmfulOrganisms).where(matchesSearch(harmfulOrganisms.searchText, q))).map((r) => r.name);
      expect(await organisms('iki noktalı')).toContain('İKİ NOKTALI KIRMIZI ÖRÜMCEK');
      expect(await organisms('İKİ NOKTALI')).toEqual(expect.arrayContaining(['İKİ NOKTALI KIRMIZI ÖRÜMCEK', 'iki noktalı kırmızı örümcek (100% test_)']));
      expect(await organisms('kirmizi orumcek')).toHaveLength(2);
    });

    it('matches LIKE wildcards in the input literally', async () => {
      const organisms = async (q: string) => (await db.select({ id: harmfulOrganisms.id }).from(harmfulOrganisms).where(matchesSearch(harmfulOrganisms.searchText, q))).length;
      expect(await organisms('100%')).toBe(1);
      expect(await organisms('%')).toBe(1);
      expect(await organisms('test_')).toBe(1);
      expect(await organisms('t_st')).toBe(0);
    });

    it('uses the trigram index for the search', async () => {
      const plan = await db.transaction(async (tx) => {
        await tx.execute(sql`set local enable_seqscan = off`);
        const { rows } = await tx.execute(sql`explain select id from plants where ${matchesSearch(plants.searchText, 'ığdır')}`);
        return rows.map((r) => Object.values(r)[0]).join('\n');
      });
      expect(plan).toContain('plants_search_trgm_idx');
    });

    it('sorts with the tr_tr collation: C < Ç, ğ < h < ı < i, O < Ö, S < Ş, U < Ü', async () => {
      const rows = await db.select({ name: plants.name }).from(plants).where(inArray(plants.name, names)).orderBy(collateTr(plants.name), asc(plants.id));
      expect(rows.map((r) => r.name)).toEqual(['Cam armudu', 'Çilek', 'Gül', 'Iğdır kayısısı', 'ıhlamur', 'İncir', 'Ova domatesi', 'Ödemiş patatesi', 'Sarımsak', 'Şeftali', 'Uzun biber', 'Üzüm', 'Zeytin']);
    });
  });
});
