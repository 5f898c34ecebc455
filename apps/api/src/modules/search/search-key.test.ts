// On PostgreSQL (PGlite without TEST_DATABASE_URL): the stored search key, computed by the
// database (src_fold, src_search_key of the migrations), is the key the API folds a query to
// (libs/domain/search searchKeyOf): one rule on both sides, or a spelling would find nothing.
import { ISO_TURKISH_NAMES, searchKeyOf } from '@portal/domain/search';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './test-kit';

const samples = [
  ...ISO_TURKISH_NAMES.flatMap((n) => [n.iso, n.tr]),
  'İZMİR Izmir ığdır ŞEKER PANCARI Çilek ÖRÜMCEK Ünye',
  'Confidor 350SC',
  'Vertimec 1,8 EC',
  '71751-41-2',
  'FRAC M01 · IRAC 4A',
  'GEN-00123 / 2,5 % WP',
  'Bacillus thuringiensis subsp. kurstaki',
  'Crème brûlée Ångström Øre naïve',
  '...,;--!!',
  '',
];

describe('search key: the database and the domain library agree', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app?.close());

  it('src_fold equals searchKeyOf on the 150 ISO/Turkish names, codes and accented text', async () => {
    const { rows } = await app.db.execute<{ i: number; key: string }>(
      sql`select i::int as i, src_fold(t) as key from unnest(${sql.param(samples)}::text[]) with ordinality as s(t, i)`,
    );
    const byIndex = new Map(rows.map((r) => [Number(r.i) - 1, r.key]));
    const mismatches = samples.map((text, i) => ({ text, sql: byIndex.get(i), js: searchKeyOf(text) })).filter((m) => m.sql !== m.js);
    expect(mismatches).toEqual([]);
    expect(rows.length).toBe(samples.length);
  });

  it('src_search_key lays out name, other name, aliases and extra as the ranking reads them', async () => {
    const { rows } = await app.db.execute<{ key: string }>(
      sql`select src_search_key('Abamectin', null, array['Abamektin', '', '...'], array['71751-41-2', 'IRAC', '6']) as key`,
    );
    expect(rows[0]?.key).toBe(' abamektin | abamektin | # 71751 41 2 irak 6 ');
  });
});
