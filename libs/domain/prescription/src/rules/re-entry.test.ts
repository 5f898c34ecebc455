import { describe, expect, it } from 'vitest';
import { APHID, context, IMIDACLOPRID, licence, line, use, WHITEFLY } from '../test-fixtures';
import { reEntryRule } from './re-entry';

const konfidor = licence(1, 'Konfidor SC 350', [IMIDACLOPRID]);
const run = (reEntryHours: number | null) => reEntryRule(context({ lines: [line('l1', konfidor, APHID, { use: use(konfidor, APHID, { reEntryHours }) })] }));

describe('the re-entry interval', () => {
  it('tells the hours as information', () => {
    expect(run(24)).toEqual([
      {
        code: 'RE_ENTRY_INTERVAL',
        severity: 'info',
        lineKey: 'l1',
        message: 'Uygulamadan sonra 24 saat koruyucu giysi olmadan alana girilmemeli (Konfidor SC 350, Yaprak biti).',
        params: { tradeName: 'Konfidor SC 350', licenceNumber: 'ÖRN-2015/0001', organism: 'Yaprak biti', reEntryHours: 24 },
      },
    ]);
  });

  it('says nothing without one', () => {
    expect(run(null)).toEqual([]);
    expect(run(0)).toEqual([]);
  });

  it('says it once per product, with the longest interval of its lines', () => {
    const lines = [line('l1', konfidor, APHID, { use: use(konfidor, APHID, { reEntryHours: 12 }) }), line('l2', konfidor, WHITEFLY, { use: use(konfidor, WHITEFLY, { reEntryHours: 48 }) })];
    expect(reEntryRule(context({ lines }))).toMatchObject([{ lineKey: 'l1', params: { reEntryHours: 48 } }]);
  });
});
