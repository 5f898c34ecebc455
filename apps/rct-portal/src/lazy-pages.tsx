import type { ProtectedPages } from '@portal/auth';
import { DefinitionSectionInfos } from '@portal/contracts';
import { lazy } from 'react';

/** A definition section's screens (spec §2): list, `ekle` and `guncelle/:id`. */
export const sectionPatterns = (section: string) => [section, `${section}/ekle`, `${section}/guncelle/:id`];

const sections = Object.keys(DefinitionSectionInfos);
/** The patterns of the MRL screens (@portal/mrl) and of the other definition sections (@portal/definitions). */
export const mrlPatterns = sections.filter((s) => s.startsWith('mrl-')).flatMap(sectionPatterns);
export const definitionPatterns = sections.filter((s) => !s.startsWith('mrl-')).flatMap(sectionPatterns);
/** The producer and production-area screens (@portal/producers, spec §2); the map loads later still, with the area pages. */
export const producerPatterns = [
  'ureticiler',
  'ureticiler/ekle',
  'ureticiler/guncelle/:id',
  'ureticiler/uretim-alanlari/ekle/:id?',
  'ureticiler/uretim-alanlari/guncelle/kurumsal/:farmAreaId',
  'ureticiler/uretim-alanlari/guncelle/:farmerId/:farmAreaId',
];

/**
 * A feature's pages as one chunk loaded when one of them is first shown (issue 9 lazy routes):
 * the route table needs only the patterns, the pages come with the feature's code. The
 * layout's Suspense shows the page loader meanwhile.
 */
export function lazyPages(patterns: readonly string[], load: () => Promise<ProtectedPages>): ProtectedPages {
  const Feature = lazy(async () => {
    const pages = await load();
    return { default: ({ pattern }: { pattern: string }) => pages[pattern] ?? null };
  });
  return Object.fromEntries(patterns.map((pattern) => [pattern, <Feature key={pattern} pattern={pattern} />]));
}
