import { describe, expect, it } from 'vitest';
import { ABAMECTIN, ACETAMIPRID, APHID, context, HEXYTHIAZOX, licence, line, SPIDER_MITE, WHITEFLY } from '../test-fixtures';
import { duplicatesRule } from './duplicates';

const mospilan = licence(1, 'Mospilan 20 SP', [ACETAMIPRID]);
const vertimec = licence(2, 'Vertimec 018 EC', [ABAMECTIN]);
const abamexPlus = licence(3, 'Abamex Plus', [ABAMECTIN, HEXYTHIAZOX]);

describe('the same product or active substance twice', () => {
  it('warns once, on the first line, when a product is written twice', () => {
    expect(duplicatesRule(context({ lines: [line('l1', mospilan, APHID), line('l2', vertimec, SPIDER_MITE), line('l3', mospilan, WHITEFLY)] }))).toEqual([
      {
        code: 'DUPLICATE_PRODUCT',
        severity: 'warning',
        lineKey: 'l1',
        message: 'Mospilan 20 SP reçetede 2 kez yazılı (Yaprak biti, Beyazsinek); ürün tanka bir kez konur, dozlar toplanırsa ruhsatlı doz aşılır.',
        params: { tradeName: 'Mospilan 20 SP', count: 2, lines: 'l1, l3' },
      },
    ]);
  });

  it('warns when two products carry the same active substance', () => {
    expect(duplicatesRule(context({ lines: [line('l1', vertimec, SPIDER_MITE), line('l2', abamexPlus, SPIDER_MITE)] }))).toEqual([
      {
        code: 'DUPLICATE_ACTIVE_SUBSTANCE',
        severity: 'warning',
        lineKey: 'l1',
        message: 'Vertimec 018 EC ile Abamex Plus aynı aktif maddeyi (Abamectin) içeriyor; aynı tankta etken madde miktarı toplanır ve ruhsatlı dozu aşabilir.',
        params: { tradeName: 'Vertimec 018 EC', partners: 'Abamex Plus', partnerLines: 'l2', substances: 'Abamectin' },
      },
    ]);
  });

  it('keeps one finding per code and line', () => {
    const lines = [line('l1', vertimec, SPIDER_MITE), line('l2', abamexPlus, SPIDER_MITE), line('l3', abamexPlus, WHITEFLY), line('l4', vertimec, APHID)];
    const keys = duplicatesRule(context({ lines })).map((f) => `${f.code}:${f.lineKey}`);
    expect(keys).toEqual(['DUPLICATE_PRODUCT:l1', 'DUPLICATE_ACTIVE_SUBSTANCE:l1', 'DUPLICATE_PRODUCT:l2']);
  });

  it('says nothing of different products with different substances', () => {
    expect(duplicatesRule(context({ lines: [line('l1', mospilan, APHID), line('l2', vertimec, SPIDER_MITE)] }))).toEqual([]);
  });
});
