// The register's document routes, one handler each for an area's and a producer's: the register
// `load`s for the season asked (or this year in Türkiye) as an A4 PDF (register-pdf) or as
// CSV/XLSX (register-sheet). Another member's area or producer answers 404 like a missing one.
import { errorEnvelopeSchema, registerExportQuerySchema, registerIdParamsSchema, registerQuerySchema, type AreaRegister, type ProducerRegister } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../../../platform/auth';
import { writeCsv, writeXlsx } from '../../../platform/crud/files';
import type { Orm } from '../../../platform/db';
import { readAccess, TAG } from '../access';
import { loadAreaRegister, loadProducerRegister } from '../read';
import { REGISTER_TITLE, registerFileName } from './entry-text';
import type { RegisterPdfOptions } from './register-pdf';
import type { RegisterSheet } from './register-sheet';
import { REGISTER_BRAND, seasonOf, sendFile, XLSX_TYPE } from './send';

/** Whose register a document is: an area's or a producer's (every area of theirs). */
interface RegisterOwner<R extends { season: number }> {
  path: 'area' | 'producer';
  load(db: Orm, memberId: number, id: number, season: number): Promise<R>;
  /** For the file's name: the area's or the producer's name. */
  nameOf(register: R): string;
}

export const AREA: RegisterOwner<AreaRegister> = { path: 'area', load: loadAreaRegister, nameOf: (r) => r.area.name };
export const PRODUCER: RegisterOwner<ProducerRegister> = { path: 'producer', load: loadProducerRegister, nameOf: (r) => r.producer.name };

interface RouteText {
  summary: string;
  description: string;
}

const errors = { 400: errorEnvelopeSchema, 401: errorEnvelopeSchema, 403: errorEnvelopeSchema, 404: errorEnvelopeSchema };

export function pdfRoute<R extends { season: number }>(owner: RegisterOwner<R>, route: RouteText & { render(register: R, options: RegisterPdfOptions): Promise<Buffer> }): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      `/register/${owner.path}/:id/pdf`,
      { config: { access: readAccess }, schema: { tags: [TAG], summary: route.summary, description: route.description, params: registerIdParamsSchema, querystring: registerQuerySchema, response: errors } },
      async (request, reply) => {
        const auth = authOf(request);
        const register = await owner.load(app.db, auth.member.id, request.params.id, seasonOf(request.query));
        const pdf = await route.render(register, { memberName: auth.member.name, brandName: REGISTER_BRAND, madeAt: new Date() });
        return sendFile(reply, pdf, 'application/pdf', registerFileName(owner.nameOf(register), register.season, 'pdf'));
      },
    );
  };
}

export function exportRoute<R extends { season: number }>(owner: RegisterOwner<R>, route: RouteText & { sheet(register: R): RegisterSheet }): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      `/register/${owner.path}/:id/export`,
      { config: { access: readAccess }, schema: { tags: [TAG], summary: route.summary, description: route.description, params: registerIdParamsSchema, querystring: registerExportQuerySchema, response: errors } },
      async (request, reply) => {
        const { format, ...query } = request.query;
        const register = await owner.load(app.db, authOf(request).member.id, request.params.id, seasonOf(query));
        const { headers, rows } = route.sheet(register);
        const name = registerFileName(owner.nameOf(register), register.season, format);
        if (format === 'csv') return sendFile(reply, writeCsv(headers, rows), 'text/csv; charset=utf-8', name);
        return sendFile(reply, await writeXlsx(`${REGISTER_TITLE} ${register.season}`, headers, rows), XLSX_TYPE, name);
      },
    );
  };
}
