// Definition sections (spec §2 "Definition sections"): the kit every section is declared with
// (kit/README.md) and the sections built so far.
import { definitionRoutes } from './kit/definition-routes';
import { catalogueViews } from './sections/catalogue';
import { cropViews } from './sections/crop';
import { licenceViews } from './sections/licence';
import { plantView } from './sections/plant';

// The kit: a section is a SectionView; these pages, parts and hooks serve any of them.
export {
  defineSection,
  sectionInfo,
  sectionPaths,
  type Column,
  type CustomFieldContext,
  type FieldKind,
  type FormField,
  type ListFilter,
  type Option,
  type RefItem,
  type SectionView,
} from './kit/section-view';
export { definitionRoutes } from './kit/definition-routes';
export { DefinitionListPage, SEARCH_DEBOUNCE_MS } from './kit/definition-list-page';
export { DefinitionFormPage } from './kit/definition-form-page';
// The import and export parts now live in @portal/shared/ui (producers use them too).
export { ExportMenu, ImportModal, ImportReportView, canCommit, type ExportMenuProps, type ImportModalProps } from '@portal/shared/ui';
export { RefSelect, defaultOptionLabel, type RefSelectProps } from './kit/ref-select';
export { useCanWriteDefinitions } from './kit/use-can-write';
export { definitionKeys } from './kit/api/definition-keys';
export { definitionItemQueryOptions, fetchItem, useDefinitionItem } from './kit/api/get-definition-item';
export { fetchOptions, fetchOption, refOptionQueryOptions, refOptionsQueryOptions, useRefOption, useRefOptions } from './kit/api/get-ref-options';
export { saveItem, useSaveDefinitionItem } from './kit/api/save-definition-item';

// The sections.
export { plantView };

/** Every definition section's view (the MRL ones are in @portal/mrl). */
export const definitionViews = [plantView, ...catalogueViews, ...cropViews, ...licenceViews] as const;

/** The definition screens for createPortalRoutes({ pages }). */
export const definitionPages = definitionRoutes(definitionViews);
