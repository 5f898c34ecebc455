// POST search/mrl/check: a lab result for a product, checked per substance
// against the newest limit in force for the product and market today, or the 0.01 mg/kg
// default where none is set. Reads only; nothing is written.
import { ErrorCode, errorEnvelopeSchema, mrlCheckBodySchema, mrlCheckResponseSchema, type FieldIssue, type MrlCheckResponse } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../platform/errors';
import { TAG } from './access';
import { checkResidue } from './compliance';
import { limitsInForce, productById, substancesByIds } from './queries';

export const postMrlCheck: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/search/mrl/check',
    {
      config: { access: 'authenticated' },
      schema: {
        tags: [TAG],
        summary: 'MRL uygunluk kontrolü: laboratuvar sonucu',
        description:
          'Her madde için ürün ve pazarda bugün yürürlükteki en yeni limit (tarihi bugün ya da önce, süresi dolmamış, aktif) ile karşılaştırılır; limit yoksa 0,01 mg/kg varsayılan uygulanır (`defaultApplied`). Ölçülen ≤ limit ise `within`. `margin` = limit − ölçülen (mg/kg, 4 ondalık), `percentOfLimit` = ölçülen / limit × 100 (1 ondalık). Hesap 1/10000 mg/kg tam sayılarıyla yapılır. Bilinmeyen ürün ya da madde 400 (`body.mrlProductId`, `body.results.N.mrlActiveSubstanceId`).',
        body: mrlCheckBodySchema,
        response: { 200: mrlCheckResponseSchema, 400: errorEnvelopeSchema, 401: errorEnvelopeSchema },
      },
    },
    async (request): Promise<MrlCheckResponse> => {
      const { mrlProductId, market, results } = request.body;
      const ids = results.map((r) => r.mrlActiveSubstanceId);
      const [product, substances] = await Promise.all([productById(app.db, mrlProductId), substancesByIds(app.db, ids)]);
      const issues: FieldIssue[] = [];
      if (!product) issues.push({ field: 'body.mrlProductId', message: 'Seçilen MRL ürünü bulunamadı' });
      results.forEach((r, i) => {
        if (!substances.has(r.mrlActiveSubstanceId)) issues.push({ field: `body.results.${i}.mrlActiveSubstanceId`, message: 'Seçilen aktif madde bulunamadı' });
      });
      if (issues.length) throw new AppError(400, ErrorCode.Validation, issues[0]!.message, issues);
      const limits = await limitsInForce(app.db, product!.id, market, ids);
      const rows = results.map((r) => ({ activeSubstance: substances.get(r.mrlActiveSubstanceId)!, ...checkResidue(r.mgPerKg, limits.get(r.mrlActiveSubstanceId) ?? null) }));
      return { data: { product: product!, market, rows, compliant: rows.every((r) => r.verdict === 'within') } };
    },
  );
};
