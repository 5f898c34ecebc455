// GET <section>/export?format=csv|xlsx (+ the list's search, sort and filters): the
// current filter as a file whose headers the import reads back.
import { errorEnvelopeSchema, exportFormatSchema, MAX_EXPORT_ROWS } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { readAccessOf, scopeOf } from './access';
import { STATUS_HEADER } from './import-engine';
import { writeCsv, writeXlsx } from './files';
import { joined, listParamsOf, orderOf, whereOf } from './queries';
import type { ImportCell, Row, SectionSpec } from './section';
import { getTableColumns } from 'drizzle-orm';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Export and import headers: the section's columns, then the status. */
export function exportTable(spec: SectionSpec, items: Row[]): { headers: string[]; rows: ImportCell[][] } {
  const headers = [...spec.columns.map((c) => c.header), STATUS_HEADER];
  const rows = items.map((item) => [...spec.columns.map((c) => c.exportValue(item)), item['status'] ? 'Aktif' : 'Pasif']);
  return { headers, rows };
}

export function getExport(spec: SectionSpec): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      `/${spec.path}/export`,
      {
        config: { access: readAccessOf(spec) },
        schema: {
          tags: [spec.tag],
          summary: `${spec.info.title}: CSV ya da XLSX olarak dışa aktar`,
          description: `Listenin arama, sıralama ve süzgeçleriyle en fazla ${MAX_EXPORT_ROWS} satır. Başlıklar içe aktarmanın beklediği başlıklardır.`,
          querystring: spec.listQuerySchema.omit({ page: true, limit: true, ...('id' in spec.listQuerySchema.shape ? { id: true } : {}) }).extend({ format: exportFormatSchema }),
          response: { 400: errorEnvelopeSchema, 401: errorEnvelopeSchema, 403: errorEnvelopeSchema },
        },
      },
      async (request, reply) => {
        const { format, ...filters } = request.query as Record<string, unknown> & { format: 'csv' | 'xlsx' };
        const query = listParamsOf(filters);
        const base = app.db.select(spec.selection ?? getTableColumns(spec.table)).from(spec.table).$dynamic();
        const rows = (await joined(spec, base)
          .where(whereOf(spec, query, scopeOf(spec, request)))
          .orderBy(...orderOf(spec, query))
          .limit(MAX_EXPORT_ROWS)) as Row[];
        const { headers, rows: cells } = exportTable(spec, rows.map((r) => spec.toItem(r)));
        const day = new Date().toISOString().slice(0, 10);
        // A path-addressed section's file is named after its API path ('producer-…'), a definition's after its screen.
        const name = `${spec.addressing === 'path' ? spec.path : spec.info.route}-${day}.${format}`;
        const body = format === 'csv' ? writeCsv(headers, cells) : await writeXlsx(spec.info.title, headers, cells);
        return reply
          .type(format === 'csv' ? 'text/csv; charset=utf-8' : XLSX_TYPE)
          .header('content-disposition', `attachment; filename="${name}"; filename*=UTF-8''${encodeURIComponent(name)}`)
          .header('cache-control', 'no-store')
          .send(body as never);
      },
    );
  };
}
