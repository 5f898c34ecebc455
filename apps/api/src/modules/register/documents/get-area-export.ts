// GET register/area/{id}/export?season&format=csv|xlsx: the area's register, one row per entry
// with Turkish headers (register-sheet), written by the definitions' file writers.
import { errorEnvelopeSchema, registerExportQuerySchema, registerIdParamsSchema } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../../../platform/auth';
import { writeCsv, writeXlsx } from '../../../platform/crud/files';
import { readAccess, TAG } from '../access';
import { loadAreaRegister } from '../read';
import { REGISTER_TITLE, registerFileName } from './entry-text';
import { areaRegisterSheet } from './register-sheet';
import { seasonOf, sendFile, XLSX_TYPE } from './send';

export const getAreaExport: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/register/area/:id/export',
    {
      config: { access: readAccess },
      schema: {
        tags: [TAG],
        summary: 'Alanın kayıt defteri (CSV / XLSX)',
        description: 'Her kayıt (reçete, uygulama, hasat) bir satır, tarih sırasıyla, Türkçe sütun başlıklarıyla. CSV: UTF-8 (BOM), noktalı virgül. Sezon verilmezse bu yıl.',
        params: registerIdParamsSchema,
        querystring: registerExportQuerySchema,
        response: { 400: errorEnvelopeSchema, 401: errorEnvelopeSchema, 403: errorEnvelopeSchema, 404: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const { format, ...query } = request.query;
      const register = await loadAreaRegister(app.db, authOf(request).member.id, request.params.id, seasonOf(query));
      const { headers, rows } = areaRegisterSheet(register);
      const name = registerFileName(register.area.name, register.season, format);
      if (format === 'csv') return sendFile(reply, writeCsv(headers, rows), 'text/csv; charset=utf-8', name);
      return sendFile(reply, await writeXlsx(`${REGISTER_TITLE} ${register.season}`, headers, rows), XLSX_TYPE, name);
    },
  );
};
