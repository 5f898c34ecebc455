// The definitions kit: one SectionSpec per section gives it every route (DESIGN.md §3).
export * from './section';
export { eraseSection, sectionRoutes } from './section-routes';
export { acceptImportFiles } from './post-import';
export { patchToggle } from './patch-status';
export { isoOf } from './queries';
export { yesNo } from './cells';
export { CellError } from './cells';
export { referenceDataAccess, ReadOnlyMessage, type SectionAccess } from './access';
