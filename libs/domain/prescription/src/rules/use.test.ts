import { describe, expect, it } from 'vitest';
import { ACETAMIPRID, APHID, context, licence, line, use, WHITEFLY } from '../test-fixtures';
import { useRule } from './use';

const mospilan = licence(1, 'Mospilan 20 SP', [ACETAMIPRID]);

describe('the use is registered (plant × organism × product)', () => {
  it('passes a registered use', () => {
    expect(useRule(context({ lines: [line('l1', mospilan, APHID)] }))).toEqual([]);
  });

  it('refuses a line with no registered use', () => {
    expect(useRule(context({ lines: [line('l1', mospilan, APHID, { use: null })] }))).toEqual([
      {
        code: 'USE_NOT_REGISTERED',
        severity: 'error',
        lineKey: 'l1',
        message: 'Mospilan 20 SP için Domates bitkisinde Yaprak biti kullanımı ruhsatlı değil.',
        params: { tradeName: 'Mospilan 20 SP', licenceNumber: 'ÖRN-2015/0001', organism: 'Yaprak biti', plant: 'Domates' },
      },
    ]);
  });

  it('does not take another plant’s, organism’s or product’s use for this one', () => {
    const other = licence(2, 'Başka', [ACETAMIPRID]);
    for (const wrong of [use(mospilan, APHID, { plantId: 11 }), use(mospilan, WHITEFLY), use(other, APHID)]) {
      expect(useRule(context({ lines: [line('l1', mospilan, APHID, { use: wrong })] }))[0]?.code).toBe('USE_NOT_REGISTERED');
    }
  });
});
