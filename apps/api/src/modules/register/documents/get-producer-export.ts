// GET register/producer/{id}/export?season&format=csv|xlsx: every area of the producer, one row
// per entry with the area named on each (register-sheet).
import { errorEnvelopeSchema, registerExportQuerySchema, registerIdParamsSchema } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../../../platform/auth';
import { writeCsv, writeXlsx } from '../../../platform/crud/files';
import { readAccess, TAG } from '../access';
import { loadProducerRegister } from '../read';
import { REGISTER_TITLE, registerFileName } from './entry-text';
import { producerRegisterSheet } from './register-sheet';
import { seasonOf, sendFile, XLSX_TYPE } from './send';

export const getProducerExport: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/register/producer/:id/export',
    {
      config: { access: readAccess },
      schema: {
        tags: [TAG],
        summary: 'Üreticinin kayıt defteri (CSV / XLSX)',
        description: 'Üreticinin bütün alanlarının kayıtları, her kayıt bir satır ve alan adıyla, Türkçe sütun başlıklarıyla. Sezon verilmezse bu yıl.',
        params: registerIdParamsSchema,
        querystring: registerExportQuerySchema,
        response: { 400: errorEnvelopeSchema, 401: errorEnvelopeSchema, 403: errorEnvelopeSchema, 404: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const { format, ...query } = request.query;
      const register = await loadProducerRegister(app.db, authOf(request).member.id, request.params.id, seasonOf(query));
      const { headers, rows } = producerRegisterSheet(register);
      const name = registerFileName(register.producer.name, register.season, format);
      if (format === 'csv') return sendFile(reply, writeCsv(headers, rows), 'text/csv; charset=utf-8', name);
      return sendFile(reply, await writeXlsx(`${REGISTER_TITLE} ${register.season}`, headers, rows), XLSX_TYPE, name);
    },
  );
};
