// The definitions kit: one SectionSpec per section gives it every route (DESIGN.md §3).
export * from './section';
export { eraseSection, sectionRoutes } from './section-routes';
export { acceptImportFiles } from './post-import';
export { patchToggle } from './patch-status';
export { isoOf } from './queries';
export { yesNo } from './cells';
export { CellError } from './cells';
export { referenceDataAccess, ReadOnlyMessage, type SectionAccess } from './access';
export { recordOf } from './get-record';
// The engine under the routes, for lists of another shape (search/mrl) and the seed.
export { countItems, findItem, listItems, listPage, SELECTIVE_MATCHES, type ListParams, type ListSpec } from './queries';
export { audit, createRecord, deleteRecord, notFound, updateRecord } from './writes';
export { exportTable } from './get-export';
export { runImport } from './import-engine';
export { postImport } from './post-import';
export { writeCsv, writeXlsx } from './files';
export { actorOf, readAccessOf, scopeOf, writeAccessOf } from './access';
