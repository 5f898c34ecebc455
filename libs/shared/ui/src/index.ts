export type { ArtProps, ArtTone, Brand, BrandCode } from './brand/brand';
export { brands, copyrightLine, defaultBrand, providerName, providerShortName, rctBrand, srcBrand, trcBrand } from './brand/brands';
export { BrandProvider, useBrand } from './brand/brand-context';
export { baseTheme, createBrandTheme, cssVariablesResolver } from './theme/theme';
export { BrandLogo, type BrandLogoProps } from './components/brand-logo';
export { BrandMascot, type BrandMascotProps } from './components/brand-mascot';
export { AuthShell, type AuthShellProps } from './components/auth-shell';
export { NotFoundPage, type NotFoundPageProps } from './components/not-found-page';
export { LoadingScreen, type LoadingScreenProps } from './components/loading-screen';
export { StatCard, type StatCardProps } from './components/stat-card';
export { InfoList } from './components/info-list';
export { PrescriptionStatusBadge } from './components/prescription-status-badge';
export { useNoIndex } from './components/use-no-index';
export { useNarrowScreen } from './components/use-narrow-screen';
export { FactCards, type FactCard } from './components/fact-cards';
export { PhotoThumbnails, type PhotoThumbnailsProps } from './components/photo-thumbnails';
/** A card that is a link: border and shadow on hover, a focus ring (CSS module classes: `link`). */
export { default as linkCardClasses } from './components/link-card.module.css';
export * from './inputs';
// Lists: the resource list page and its parts, for definitions, MRL, members, producers, prescriptions.
export {
  editDeleteActions,
  ResourceListPage,
  SEARCH_DEBOUNCE_MS,
  type Column,
  type FilterOption,
  type ResourceFilter,
  type ResourceListPageProps,
  type RowAction,
  type RowActionContext,
} from './data-table/resource-list-page';
export { TablePager, parseJumpPage, type TablePagerProps } from './data-table/table-pager';
// Phone-wide lists: the "Filtreler (n)" drawer and rows as cards with the row's menu.
export { FilterDrawer, filtersButtonName, filtersButtonText, type FilterDrawerProps } from './data-table/filter-drawer';
export { RecordCard, RecordCardList, type CardField, type RecordCardProps } from './data-table/record-card';
export { RowMenu, type RowMenuProps } from './data-table/row-menu';
export { SortHeader, type SortHeaderProps } from './data-table/sort-header';
export { DeleteConfirm, type DeleteConfirmProps } from './data-table/delete-confirm';
// The one confirmation dialog; DeleteConfirm is its delete preset.
export { CANCEL_LABEL, ConfirmDialog, type ConfirmDialogProps } from './dialog/confirm-dialog';
export { READ_ONLY_TEXT, ReadOnlyNote, ReadOnlyTip } from './data-table/read-only';
export { initialListState, listStatesAtom, useListState, type ListState } from './data-table/list-state';
export { listSearchParams, resourceKeys, type ListParams } from './data-table/api/resource-keys';
export { fetchResourceList, resourceListQueryOptions, useResourceList, type ListPage, type ResourceRow } from './data-table/api/get-resource-list';
export { patchResourceStatus, useToggleStatus } from './data-table/api/patch-resource-status';
export { deleteResource, useDeleteResource } from './data-table/api/delete-resource';
// Forms: the Turkish date field (loaded on demand) and date parsing (spec §5).
export { LazyDateField, type DateFieldProps } from './form/lazy-date-field';
export { parseTrDate } from './form/parse-tr-date';
// The phone input (spec §3): Türkiye by default, E.164 out.
export { formatTrPhone, PhoneInput, phoneText, toE164, type PhoneInputProps } from './phone/phone-input';
export { PHONE_DEFAULT_REGION } from './phone/phone-metadata';
// Form messages: the contract's, then the server's details, one way for every form.
export { focusFirstError } from './form/focus-first-error';
export { LoadError, Loading, NotFound, ServerError } from './form/page-states';
export { showServerErrors, type ServerErrorState } from './form/server-errors';
export { FormActions, type FormActionsProps } from './form/form-actions';
// The one form hook: contract schema, server details under the fields, focus on the first to fix.
export { SUCCESS_TEXT, useContractForm, type ContractForm, type ContractFormOptions } from './form/use-contract-form';
export { fallbackMessage, INVALID_FALLBACK, REQUIRED_FALLBACK, schemaErrors, serverFieldErrors } from './form/form-errors';
// What forms offer (moved from the producers for the prescriptions and TRC forms): areas, plants, reference lists.
export { areaOptionsQueryOptions, fetchAreaOptions, PRODUCTION_AREA_API, productionAreaKeys, useAreaOptions } from './options/area-options';
export { fetchPlantOptions, PLANT_QUERY_API, plantOptionsQueryOptions, usePlantOptions, type PlantOption } from './options/plant-options';
export { fetchReferenceOptions, fetchUnitOptions, referenceOptionsQueryOptions, useUnitOptions } from './options/reference-options';
// Import and export of a list (moved from the definitions kit for the producers): CSV/XLSX.
export { ExportMenu, type ExportMenuProps } from './import-export/export-menu';
export { canCommit, ImportModal, ImportReportView, type ImportModalProps } from './import-export/import-modal';
export { fetchExport, fileNameOf, FILE_TIMEOUT_MS, saveFile } from './import-export/api/get-export';
export { importFormatOf, postImport } from './import-export/api/post-import';
// Pages by route pattern: what each feature hands to the portal routes (lazy routes).
export type { ProtectedPages } from './routing/protected-pages';
// The spray-window planner's 3-day strip and an area's plan (prescriptions, the public page, the register).
export { AreaSprayStrip, NO_GOOD_WINDOW_TEXT, SPRAY_STRIP_TITLE, SprayStrip, type AreaSprayStripProps, type SprayStripProps } from './spray-plan/spray-strip';
export { areaSprayPlanQueryOptions, fetchAreaSprayPlan, SPRAY_PLAN_STALE_MS, useAreaSprayPlan } from './spray-plan/api/get-area-spray-plan';
