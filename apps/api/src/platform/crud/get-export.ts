// GET <section>/export?format=csv|xlsx (+ the list's search, sort and filters): the
// current filter as a file whose headers the import reads back.
import { errorEnvelopeSchema, exportFormatSchema, MAX_EXPORT_ROWS } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { readAccessOf, scopeOf } from './access';
import { STATUS_HEADER } from './import-engine';
import { writeCsv, writeXlsx } from './files';
import { joined, orderOf, whereOf, type ListParams } from './queries';
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
          querystring: spec.listQuerySchema.omit({ id: true, page: true, limit: true }).extend({ format: exportFormatSchema }),
          response: { 400: errorEnvelopeSchema, 401: errorEnvelopeSchema, 403: errorEnvelopeSchema },
        },
      },
      async (request, reply) => {
        const query = request.query as ListParams & { format: 'csv' | 'xlsx' };
        const base = app.db.select(spec.selection ?? getTableColumns(spec.table)).from(spec.table).$dynamic();
        const rows = (await joined(spec, base)
          .where(whereOf(spec, query, scopeOf(spec, request)))
          .orderBy(...orderOf(spec, query))
          .limit(MAX_EXPORT_ROWS)) as Row[];
        const { headers, rows: cells } = exportTable(spec, rows.map((r) => spec.toItem(r)));
        const day = new Date().toISOString().slice(0, 10);
        const name = `${spec.info.route}-${day}.${query.format}`;
        const body = query.format === 'csv' ? writeCsv(headers, cells) : await writeXlsx(spec.info.title, headers, cells);
        return reply
          .type(query.format === 'csv' ? 'text/csv; charset=utf-8' : XLSX_TYPE)
          .header('content-disposition', `attachment; filename="${name}"; filename*=UTF-8''${encodeURIComponent(name)}`)
          .header('cache-control', 'no-store')
          .send(body as never);
      },
    );
  };
}
