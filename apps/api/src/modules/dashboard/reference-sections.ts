// Which definition section an audit row of the import kit belongs to: the kit writes
// `<entity>.import` (platform/crud/writes.ts `audit`) with the section spec's entity. A module
// may not read another's internals, so the entities are listed here; dashboard.test.ts holds
// this table to every section spec (entity → info.route), so it cannot fall out of step.
import type { DefinitionSection } from '@portal/contracts';

/** audit_log.entity → the section's route (`plant` → `bitki-tanimi`). */
export const sectionOfEntity: ReadonlyMap<string, DefinitionSection> = new Map<string, DefinitionSection>([
  ['license', 'ruhsat-tanimi'],
  ['license-detail', 'ruhsat-detay-tanimi'],
  ['license-group', 'ruhsat-grup-tanimi'],
  ['license-company', 'ruhsat-firma-tanimi'],
  ['company-group', 'firma-grup-tanimi'],
  ['formulation', 'formulasyon-tanimi'],
  ['active-substance', 'aktif-madde-tanimi'],
  ['active-substance-group', 'aktif-madde-grup-tanimi'],
  ['plant', 'bitki-tanimi'],
  ['harmful-organism', 'zararli-organizma-tanimi'],
  ['plant-nutrition-product', 'bitki-besleme-urunleri'],
  ['note', 'notlar-uyarilar'],
  ['unit', 'olcu-birimi'],
  ['mixing-compatibility', 'karisabilirlik'],
  ['mrl-rate', 'mrl-oran'],
  ['mrl-active-substance', 'mrl-aktif-madde'],
  ['mrl-plant', 'mrl-urun'],
]);
