// GET producer/export and GET production-area/export ?format=csv|xlsx plus the list's search,
// filters and sort: the member's filtered list as a file whose headers the import reads back.
import { errorEnvelopeSchema, exportFormatSchema, MAX_EXPORT_ROWS } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { exportTable, listItems, readAccessOf, scopeOf, writeCsv, writeXlsx, type SectionSpec } from '../../platform/crud';
import { listParamsOf } from './records';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export function getExport(spec: SectionSpec): FastifyPluginAsyncZod {
  const query = (spec.listQuerySchema as z.ZodObject).omit({ page: true, limit: true }).extend({ format: exportFormatSchema });
  return async (app) => {
    app.get(
      `/${spec.path}/export`,
      {
        config: { access: readAccessOf(spec) },
        schema: {
          tags: [spec.tag],
          summary: `${spec.info.title}: CSV ya da XLSX olarak dışa aktar`,
          description: `Listenin arama, süzgeç ve sıralamasıyla en fazla ${MAX_EXPORT_ROWS} satır. Başlıklar içe aktarmanın beklediği başlıklardır.`,
          querystring: query,
          response: { 400: errorEnvelopeSchema, 401: errorEnvelopeSchema, 403: errorEnvelopeSchema },
        },
      },
      async (request, reply) => {
        const { format, ...filters } = request.query as Record<string, unknown> & { format: 'csv' | 'xlsx' };
        const items = await listItems(app.db, spec, listParamsOf(filters), { limit: MAX_EXPORT_ROWS, offset: 0 }, false, scopeOf(spec, request));
        const { headers, rows } = exportTable(spec, items);
        const name = `${spec.path}-${new Date().toISOString().slice(0, 10)}.${format}`;
        const body = format === 'csv' ? writeCsv(headers, rows) : await writeXlsx(spec.info.title, headers, rows);
        return reply
          .type(format === 'csv' ? 'text/csv; charset=utf-8' : XLSX_TYPE)
          .header('content-disposition', `attachment; filename="${name}"`)
          .header('cache-control', 'no-store')
          .send(body as never);
      },
    );
  };
}
