// POST <section>/import?mode=preview|commit with the file itself as the body (text/csv or
// the XLSX type): preview validates every row and says what each would do; commit writes
// all of them in one transaction or nothing. Matching on the natural key makes a re-import
// of the same file change nothing.
import { DefinitionErrorCode, errorEnvelopeSchema, importQuerySchema, importResponseSchema, ImportContentType, MAX_IMPORT_ROWS } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../errors';
import { actorOf, writeAccessOf } from './access';
import { detectFormat, readSheet, UnreadableFileError } from './files';
import { runImport } from './import-engine';
import type { SectionSpec } from './section';

/** Largest import file. */
export const MAX_IMPORT_BYTES = 10 * 1024 * 1024;

/** The import routes take the file's bytes as they are; call once in each module that has sections. */
export function acceptImportFiles(app: FastifyInstance) {
  app.addContentTypeParser([ImportContentType.csv, ImportContentType.xlsx, 'application/octet-stream'], { parseAs: 'buffer', bodyLimit: MAX_IMPORT_BYTES }, (_request, body, done) =>
    done(null, body),
  );
}

export function postImport(spec: SectionSpec): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      `/${spec.path}/import`,
      {
        config: { access: writeAccessOf(spec) },
        bodyLimit: MAX_IMPORT_BYTES,
        schema: {
          tags: [spec.tag],
          summary: `${spec.info.title}: CSV ya da XLSX içe aktar`,
          description: `Gövde dosyanın kendisidir (Content-Type text/csv ya da XLSX). İlk satır başlıklardır; en fazla ${MAX_IMPORT_ROWS} satır. preview hiçbir şey yazmaz; commit ya hepsini yazar ya hiçbirini (400 IMPORT_INVALID).`,
          querystring: importQuerySchema,
          response: { 200: importResponseSchema, 400: errorEnvelopeSchema, 401: errorEnvelopeSchema, 403: errorEnvelopeSchema, 413: errorEnvelopeSchema, 415: errorEnvelopeSchema },
        },
      },
      async (request) => {
        const body = request.body;
        if (!Buffer.isBuffer(body) || body.length === 0) throw new AppError(400, DefinitionErrorCode.ImportUnreadable, 'Dosya boş. CSV ya da XLSX dosyası seçin.');
        const format = detectFormat(request.headers['content-type'], body);
        if (!format) throw new AppError(400, DefinitionErrorCode.ImportUnreadable, 'Dosya CSV ya da XLSX değil.');
        let sheet;
        try {
          sheet = await readSheet(body, format, { maxRows: MAX_IMPORT_ROWS });
        } catch (error) {
          if (error instanceof UnreadableFileError) throw new AppError(400, DefinitionErrorCode.ImportUnreadable, error.message);
          throw error;
        }
        return { data: await runImport(app.db, spec, sheet, request.query.mode, actorOf(spec, request)) };
      },
    );
  };
}
