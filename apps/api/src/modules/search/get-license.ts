// GET search/licenses/{id}: the licence page. Trade name, number and dates,
// holder, formulation, group, status (valid today or not), its active substances with their
// concentration and mode of action, the table of its registered uses (plant × organism ×
// dose × PHI × bee period × re-entry × maximum applications), its warnings and the MRLs in
// force of its substances. A passive or unknown licence is 404.
import { errorEnvelopeSchema, licenseDetailSchema, recordParamsSchema, type LicenseDetail } from '@portal/contracts';
import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { collateTr, formulations, harmfulOrganisms, licenceCompanies, licenceDetails, licenceGroups, licences, plants, type Orm } from '../../platform/db';
import { notFound, referenceSearchConfig, SEARCH_TAG } from './access';
import { licenceHitColumns, licenceHitOf } from './get-licenses';
import { productSubstanceOf, substancesOfLicences } from './licence-substances';
import { mrlsInForce } from './mrl-in-force';
import { activeUses, registeredUseOf } from './registered-uses';

export async function licenceDetail(db: Orm, id: number): Promise<LicenseDetail> {
  const [row] = await db
    .select({ ...licenceHitColumns, cancelledOn: licences.cancelledOn, origin: licences.origin, warnings: licences.warnings })
    .from(licences)
    .innerJoin(licenceCompanies, eq(licenceCompanies.id, licences.companyId))
    .innerJoin(formulations, eq(formulations.id, licences.formulationId))
    .innerJoin(licenceGroups, eq(licenceGroups.id, licences.licenceGroupId))
    .where(and(eq(licences.id, id), eq(licences.status, true)));
  if (!row) throw notFound('licence');
  const [substances, uses] = await Promise.all([
    substancesOfLicences(db, [id]).then((m) => m.get(id) ?? []),
    activeUses(db, eq(licenceDetails.licenceId, id), [collateTr(plants.name), collateTr(harmfulOrganisms.name)]),
  ]);
  return {
    ...licenceHitOf(row, substances.map(productSubstanceOf)),
    origin: row.origin,
    cancelledOn: row.cancelledOn,
    warnings: row.warnings,
    uses: uses.map(registeredUseOf),
    mrls: await mrlsInForce(db, substances.map((s) => s.mrlActiveSubstanceId)),
  };
}

export const getLicense: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/search/licenses/:id',
    {
      config: referenceSearchConfig,
      schema: {
        tags: [SEARCH_TAG],
        summary: 'Arama: ruhsat sayfası',
        description:
          'Ruhsat: ticari ad, numara ve tarih, ruhsat sahibi, formülasyon, aktif maddeler (konsantrasyon, etki grubu), durum, kayıtlı kullanımlar (bitki × zararlı × doz × hasat arası süre × arı bekleme × yeniden giriş × en çok uygulama), uyarılar ve aktif maddelerinin yürürlükteki MRL değerleri. Pasif ya da bilinmeyen ruhsat 404.',
        params: recordParamsSchema,
        response: { 200: z.object({ data: licenseDetailSchema }), 400: errorEnvelopeSchema, 401: errorEnvelopeSchema, 404: errorEnvelopeSchema },
      },
    },
    async (request) => ({ data: await licenceDetail(app.db, request.params.id) }),
  );
};
