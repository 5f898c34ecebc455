// Every route of one section, the one way a module serves a list of records: list/one,
// create, status, edit, delete, export, import, the read-only query list of shared reference
// data (+ its own); a path-addressed section's list, one, create, update, archive, delete,
// export, import (section.ts `addressing`).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { deleteById } from './delete-record';
import { getExport } from './get-export';
import { getList, getQueryList } from './get-list';
import { getById } from './get-record';
import { patchArchive } from './patch-archive';
import { patchEditField } from './patch-edit-field';
import { patchToggle } from './patch-status';
import { postCreate } from './post-create';
import { postImport } from './post-import';
import { putById } from './put-record';
import type { Row, SectionSpec } from './section';

/**
 * The routes of a section, typed by its own item and input. The route files see the section
 * with its types erased to `Row`: they only hand `toInput` items that `toItem` made and
 * `toValues` input that `inputSchema` parsed, so the erasure is sound.
 */
export function sectionRoutes<Item extends Row, Input extends Row, R extends Row>(section: SectionSpec<Item, Input, R>): FastifyPluginAsyncZod {
  const spec = eraseSection(section);
  const routes =
    spec.addressing === 'path'
      ? [getList, getById, postCreate, putById, patchArchive, deleteById, getExport, postImport]
      : [getList, postCreate, patchToggle, patchEditField, deleteById, getExport, postImport];
  return async (app) => {
    for (const route of routes) {
      await app.register(route(spec));
    }
    // Shared reference data is readable by every signed-in session; member-owned lists are not.
    if (!spec.scope) await app.register(getQueryList(spec));
    if (spec.extraRoutes) await app.register(spec.extraRoutes);
  };
}

/** See sectionRoutes: the one place where a section's own types become `Row`. */
export function eraseSection<Item extends Row, Input extends Row, R extends Row>(section: SectionSpec<Item, Input, R>): SectionSpec {
  return section as unknown as SectionSpec;
}
