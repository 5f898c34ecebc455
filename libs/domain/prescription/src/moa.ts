// Mode-of-action groups as the resistance action committees define them (FRAC, IRAC, HRAC):
// two products "of the same group" are what a rotation must not repeat.
import type { ActiveSubstanceInfo, MoaScheme } from './types';

export interface MoaGroup {
  /** Compared: scheme and the group that carries the cross-resistance. */
  key: string;
  /** Shown: IRAC 4A, FRAC 11. */
  label: string;
}

/**
 * The group that counts for resistance, or null when repeating it is no resistance concern:
 * - FRAC M (multi-site contact activity), P (host plant defence induction) and BM
 *   (biologicals with multiple modes) are low-risk groups FRAC sets no rotation limit for;
 *   U (unknown) and NC (not classified) name no shared target.
 * - IRAC UN… (unknown or uncertain mode of action) names no shared target either. IRAC
 *   sub-groups (4A/4C, 10A/10B, 7A/7C) share the target site and cross-resistance is
 *   documented (hexythiazox/etoxazole), so IRAC's own advice is to rotate away from the
 *   whole group: the key is the group number.
 * - HRAC 0/Z: unknown.
 */
export function moaGroupOf(s: Pick<ActiveSubstanceInfo, 'moaScheme' | 'moaCode'>): MoaGroup | null {
  if (!s.moaScheme || !s.moaCode) return null;
  const scheme: MoaScheme = s.moaScheme;
  const code = s.moaCode.replace(/\s+/g, '').toUpperCase();
  if (!code) return null;
  const label = `${scheme} ${s.moaCode.trim()}`;
  if (scheme === 'FRAC') {
    if (/^(M|P|BM|U|NC)/.test(code)) return null;
    return { key: `FRAC:${code.replace(/^0+(?=\d)/, '')}`, label };
  }
  if (scheme === 'IRAC') {
    if (code.startsWith('UN')) return null;
    const group = /^0*(\d+)/.exec(code)?.[1];
    return { key: `IRAC:${group ?? code}`, label };
  }
  if (code === '0' || code === 'Z') return null;
  return { key: `HRAC:${code.replace(/^0+(?=\d)/, '')}`, label };
}

/** The resistance groups of a product's substances, once each. */
export function moaGroupsOf(substances: readonly Pick<ActiveSubstanceInfo, 'moaScheme' | 'moaCode'>[]): MoaGroup[] {
  const groups = new Map<string, MoaGroup>();
  for (const s of substances) {
    const g = moaGroupOf(s);
    if (g && !groups.has(g.key)) groups.set(g.key, g);
  }
  return [...groups.values()];
}
