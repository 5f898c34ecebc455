// The four search tiles of the home panels (spec §2 `anasayfa`: drug/licence, plant, disease,
// active substance), in the order of the search page's tabs.
import type { SearchSection } from '@portal/contracts';

export interface SearchTile {
  section: SearchSection;
  /** One line under the tile's title: what the section finds. */
  description: string;
}

export const SearchTiles: readonly SearchTile[] = [
  { section: 'licenses', description: 'Ruhsatlı ilaçlar: ticari ad, ruhsat no, firma ya da aktif maddeyle' },
  { section: 'plants', description: 'Bitkiye kayıtlı hastalık ve zararlılar, her biri için ilaçlar' },
  { section: 'harmful-orgs', description: 'Hastalık, zararlı ve yabancı otların kayıtlı olduğu bitkiler ve ilaçlar' },
  { section: 'active-substances', description: 'Aktif maddenin ürünleri, etki grubu, MRL’leri ve B-Reçete durumu' },
];
