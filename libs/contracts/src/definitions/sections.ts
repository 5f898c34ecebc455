// Where each definition section lives: its screens (spec §2) and its API path (spec §7 for
// MRL; our design, in the same style, for the others: docs/api.md "Definitions").
import type { DefinitionSection } from '../routes';

export interface DefinitionSectionInfo {
  /** The screens: `/<route>`, `/<route>/ekle`, `/<route>/guncelle/:id`. */
  route: DefinitionSection;
  /** Under /api/v1: GET/POST/PATCH/DELETE `<api>`, PATCH `<api>/editField`, `<api>/export`, `<api>/import`. */
  api: string;
  /** The list's heading. */
  title: string;
  /** One record, in the accusative-free form used in messages: 'bitki', 'ruhsat'. */
  singular: string;
}

const info = (route: DefinitionSection, api: string, title: string, singular: string): DefinitionSectionInfo => ({ route, api, title, singular });

export const DefinitionSectionInfos = {
  'mrl-oran': info('mrl-oran', 'mrl/mrl-rates', 'MRL Oranları', 'MRL oranı'),
  'mrl-aktif-madde': info('mrl-aktif-madde', 'mrl/mrl-active-substance', 'MRL Aktif Maddeleri', 'MRL aktif maddesi'),
  'mrl-urun': info('mrl-urun', 'mrl/mrl-plant', 'MRL Ürünleri', 'MRL ürünü'),
  'olcu-birimi': info('olcu-birimi', 'definition/unit', 'Ölçü Birimleri', 'ölçü birimi'),
  'ruhsat-tanimi': info('ruhsat-tanimi', 'definition/license', 'Ruhsatlar', 'ruhsat'),
  'ruhsat-detay-tanimi': info('ruhsat-detay-tanimi', 'definition/license-detail', 'Ruhsat Detayları', 'ruhsat detayı'),
  'ruhsat-grup-tanimi': info('ruhsat-grup-tanimi', 'definition/license-group', 'Ruhsat Grupları', 'ruhsat grubu'),
  'aktif-madde-grup-tanimi': info('aktif-madde-grup-tanimi', 'definition/active-substance-group', 'Aktif Madde Grupları', 'aktif madde grubu'),
  'aktif-madde-tanimi': info('aktif-madde-tanimi', 'definition/active-substance', 'Aktif Maddeler', 'aktif madde'),
  'bitki-besleme-urunleri': info('bitki-besleme-urunleri', 'definition/plant-nutrition-product', 'Bitki Besleme Ürünleri', 'bitki besleme ürünü'),
  'notlar-uyarilar': info('notlar-uyarilar', 'definition/note', 'Notlar ve Uyarılar', 'not'),
  'firma-grup-tanimi': info('firma-grup-tanimi', 'definition/company-group', 'Firma Grupları', 'firma grubu'),
  'ruhsat-firma-tanimi': info('ruhsat-firma-tanimi', 'definition/license-company', 'Ruhsat Firmaları', 'firma'),
  'formulasyon-tanimi': info('formulasyon-tanimi', 'definition/formulation', 'Formülasyonlar', 'formülasyon'),
  'bitki-tanimi': info('bitki-tanimi', 'definition/plant', 'Bitkiler', 'bitki'),
  'zararli-organizma-tanimi': info('zararli-organizma-tanimi', 'definition/harmful-organism', 'Zararlı Organizmalar', 'zararlı organizma'),
  karisabilirlik: info('karisabilirlik', 'definition/mixing-compatibility', 'Karışabilirlik', 'karışım kaydı'),
} as const satisfies Record<DefinitionSection, DefinitionSectionInfo>;
