// Every route of one section: list/one, create, status, edit, delete, export, import (+ its own).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { deleteById } from './delete-record';
import { getExport } from './get-export';
import { getList } from './get-list';
import { patchEditField } from './patch-edit-field';
import { patchToggle } from './patch-status';
import { postCreate } from './post-create';
import { postImport } from './post-import';
import type { SectionSpec } from './section';

export function sectionRoutes(spec: SectionSpec): FastifyPluginAsyncZod {
  return async (app) => {
    for (const route of [getList, postCreate, patchToggle, patchEditField, deleteById, getExport, postImport]) {
      await app.register(route(spec));
    }
    if (spec.extraRoutes) await app.register(spec.extraRoutes);
  };
}
