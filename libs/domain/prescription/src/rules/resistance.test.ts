import { describe, expect, it } from 'vitest';
import { ABAMECTIN, ACETAMIPRID, APHID, context, ETOXAZOLE, HEXYTHIAZOX, IMIDACLOPRID, licence, line, prior, SPIDER_MITE, SPIROTETRAMAT, substance, SULPHUR, WHITEFLY } from '../test-fixtures';
import type { CheckContext } from '../types';
import { resistanceRule } from './resistance';

const mospilan = licence(1, 'Mospilan 20 SP', [ACETAMIPRID]);
const konfidor = licence(2, 'Konfidor SC 350', [IMIDACLOPRID]);
const movento = licence(3, 'Movento SC 100', [SPIROTETRAMAT]);
const vertimec = licence(4, 'Vertimec 018 EC', [ABAMECTIN]);
const nissorun = licence(5, 'Nissorun', [HEXYTHIAZOX]);
const zoom = licence(6, 'Zoom', [ETOXAZOLE]);
const kukurt = licence(7, 'Kükürtsan', [SULPHUR]);
const kukurt2 = licence(8, 'Thiovit', [substance(9, 'Kükürt (başka)', ['FRAC', 'M02'])]);
const run = (more: Partial<CheckContext>) => resistanceRule(context(more));

describe('resistance: the same mode-of-action group', () => {
  it('warns when the last application on the area this season was of the same group', () => {
    const findings = run({ lines: [line('l1', konfidor, APHID)], priorApplications: [prior(1, '2026-04-01', movento), prior(2, '2026-05-01', mospilan)] });
    expect(findings).toEqual([
      {
        code: 'RESISTANCE_SAME_MOA',
        severity: 'warning',
        lineKey: 'l1',
        message: 'Konfidor SC 350 (IRAC 4A) bu alandaki son uygulamayla (Mospilan 20 SP, 01.05.2026, planlanan) aynı etki grubunda; direnç gelişimini önlemek için farklı etki grubundan bir ürün seçin.',
        params: { tradeName: 'Konfidor SC 350', groups: 'IRAC 4A', lastApplicationDate: '01.05.2026', lastProducts: 'Mospilan 20 SP', source: 'planned' },
      },
    ]);
  });

  it('looks only at the last application, not earlier ones, and only in this season', () => {
    expect(run({ lines: [line('l1', konfidor, APHID)], priorApplications: [prior(1, '2026-04-01', mospilan), prior(2, '2026-05-01', movento)] })).toEqual([]);
    expect(run({ lines: [line('l1', konfidor, APHID)], priorApplications: [prior(1, '2026-03-01', mospilan)] })).toEqual([]);
    // Prescribed for a later day: not the last one before this application.
    expect(run({ lines: [line('l1', konfidor, APHID)], priorApplications: [prior(1, '2026-05-20', mospilan)] })).toEqual([]);
  });

  it('reads every product of the last day, and IRAC sub-groups as one group', () => {
    const priorApplications = [prior(1, '2026-05-01', movento), prior(1, '2026-05-01', nissorun)];
    expect(run({ lines: [line('l1', zoom, SPIDER_MITE)], priorApplications })[0]?.message).toBe(
      'Zoom (IRAC 10B) bu alandaki son uygulamayla (Nissorun, 01.05.2026, planlanan) aynı etki grubunda; direnç gelişimini önlemek için farklı etki grubundan bir ürün seçin.',
    );
  });

  it('warns about two lines of the same group in this prescription, on the first', () => {
    const findings = run({ lines: [line('l1', mospilan, APHID), line('l2', vertimec, SPIDER_MITE), line('l3', konfidor, WHITEFLY)] });
    expect(findings).toEqual([
      {
        code: 'RESISTANCE_SAME_MOA',
        severity: 'warning',
        lineKey: 'l1',
        message: 'Mospilan 20 SP bu reçetedeki Konfidor SC 350 ile aynı etki grubunda (IRAC 4A); direnç gelişimini önlemek için farklı etki grubundan bir ürün seçin.',
        params: { tradeName: 'Mospilan 20 SP', groups: 'IRAC 4A', partners: 'Konfidor SC 350', partnerLines: 'l3' },
      },
    ]);
  });

  it('names both in one finding when a line repeats the last application and a partner', () => {
    const findings = run({ lines: [line('l1', mospilan, APHID), line('l2', konfidor, WHITEFLY)], priorApplications: [prior(1, '2026-05-01', mospilan)] });
    expect(findings.map((f) => `${f.code}:${f.lineKey}`)).toEqual(['RESISTANCE_SAME_MOA:l1', 'RESISTANCE_SAME_MOA:l2']);
    expect(findings[0]?.message).toBe(
      'Mospilan 20 SP (IRAC 4A) hem bu alandaki son uygulamayla (Mospilan 20 SP, 01.05.2026, planlanan) hem de bu reçetedeki Konfidor SC 350 ile aynı etki grubunda; direnç gelişimini önlemek için farklı etki grubundan bir ürün seçin.',
    );
    expect(findings[1]?.params).toMatchObject({ lastProducts: 'Mospilan 20 SP' });
  });

  it('has nothing to say about multi-site fungicides or products without a group', () => {
    expect(run({ lines: [line('l1', kukurt, APHID), line('l2', kukurt2, WHITEFLY)], priorApplications: [prior(1, '2026-05-01', kukurt)] })).toEqual([]);
  });
});
