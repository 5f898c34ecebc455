import { describe, expect, it } from 'vitest';
import { parseTrDate } from './parse-tr-date';

describe('parseTrDate (spec §5 dates)', () => {
  it('reads GG.AA.YYYY and YYYY-MM-DD, and refuses days that do not exist', () => {
    expect(parseTrDate('05.03.2025')).toBe('2025-03-05');
    expect(parseTrDate('5/3/2025')).toBe('2025-03-05');
    expect(parseTrDate('2024-02-29')).toBe('2024-02-29');
    expect(parseTrDate('29.02.2025')).toBeNull();
    expect(parseTrDate('31.04.2025')).toBeNull();
    expect(parseTrDate('yarın')).toBeNull();
  });
});
