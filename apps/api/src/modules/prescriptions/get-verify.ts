// GET prescription/verify/{link} (spec §7, public, no token): the public page's data; a deleted
// prescription's live link says it was withdrawn and by whom (a printout may still be shown to an
// inspector). A revoked, renewed-away or unknown link answers 404 with a Turkish message, never more.
// Rate limit, `no-store`, `no-referrer` and `noindex` come from the token routes' table (platform/access).
import { errorEnvelopeSchema, publicPrescriptionSchema, type PrescriptionLine, type PublicPrescription } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { prescriptionLines } from '../../platform/db';
import { TAG } from './access';
import { publicFertilizationOf } from './fertilization-read';
import { prescriptionOfLink } from './links';
import { withdrawalOf } from './read';

export const getVerify: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/prescription/verify/:link',
    {
      config: { access: 'public' },
      schema: {
        tags: [TAG],
        summary: 'Paylaşılan reçete (herkese açık)',
        description: 'Üretici adı, reçete numarası, alan (il, ilçe, mahalle), bitki, ürün satırları ve uyarılar. Geçersiz ya da iptal edilmiş bağlantı 404.',
        params: z.object({ link: z.string() }),
        response: { 200: z.object({ data: publicPrescriptionSchema }), 404: errorEnvelopeSchema, 429: errorEnvelopeSchema },
      },
    },
    async (request) => {
      const p = await prescriptionOfLink(app.db, request.params.link);
      const lines = await app.db.select({ snapshot: prescriptionLines.snapshot }).from(prescriptionLines).where(eq(prescriptionLines.prescriptionId, p.id)).orderBy(prescriptionLines.position);
      const producer = p.producerSnapshot as { name: string; surName: string | null } | null;
      const area = p.areaSnapshot as PublicPrescription['productionArea'];
      const notes = p.notesWarnings as { severity: string; text: string }[];
      const findings = p.findings as { severity: string; message: string }[];
      const data: PublicPrescription = {
        prescriptionNo: p.prescriptionNo,
        title: p.title,
        state: p.state,
        producerFullName: producer ? [producer.name, producer.surName].filter(Boolean).join(' ') : null,
        productionArea: area ? { name: area.name, provinceName: area.provinceName, districtName: area.districtName, neighbourhoodName: area.neighbourhoodName } : null,
        plantName: p.plantName,
        startDate: p.startDate,
        plannedHarvestDate: p.plannedHarvestDate,
        harmfulOrganisms: (p.organisms as { name: string }[]).map((o) => o.name),
        lines: lines.map(({ snapshot }) => {
          const l = snapshot as PrescriptionLine;
          return {
            tradeName: l.tradeName,
            activeSubstances: l.activeSubstances.map((s) => s.name),
            harmfulOrganism: l.harmfulOrganism.name,
            dose: l.dose,
            doseUnit: l.doseUnit.symbol,
            productAmount: l.amount?.productAmount ?? null,
            productUnit: l.amount?.productUnit ?? null,
            phiDays: l.phiDays,
            reEntryHours: l.reEntryHours,
          };
        }),
        // What the farmer must heed: the prescription's notes and the checks' warnings.
        fertilization: await publicFertilizationOf(app.db, p),
        warnings: [...notes.map((n) => ({ severity: n.severity, text: n.text })), ...findings.filter((f) => f.severity !== 'error').map((f) => ({ severity: f.severity, text: f.message }))],
        prescriber: { fullName: p.prescriberName, title: p.prescriberTitle, authorizationNumber: p.authorizationNumber },
        memberName: p.memberName,
        issuedAt: p.issuedAt.toISOString(),
        withdrawn: withdrawalOf(p),
      };
      return { data };
    },
  );
};
