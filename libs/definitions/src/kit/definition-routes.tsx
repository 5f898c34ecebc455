import type { ProtectedPages } from '@portal/shared/ui';
import { DefinitionFormPage } from './definition-form-page';
import { DefinitionListPage } from './definition-list-page';
import type { SectionView } from './section-view';

/**
 * The screens of each section by the contracts' route pattern (spec §2): `<route>` (list),
 * `<route>/ekle` and `<route>/guncelle/:id` (form). The apps pass this to createPortalRoutes.
 */
export function definitionRoutes(views: readonly SectionView[]): ProtectedPages {
  const pages: ProtectedPages = {};
  for (const view of views) {
    // Keys: moving between two sections, or from ekle to guncelle, starts a fresh page.
    pages[view.section] = <DefinitionListPage key={`${view.section}:list`} view={view} />;
    pages[`${view.section}/ekle`] = <DefinitionFormPage key={`${view.section}:add`} view={view} />;
    pages[`${view.section}/guncelle/:id`] = <DefinitionFormPage key={`${view.section}:edit`} view={view} />;
  }
  return pages;
}
