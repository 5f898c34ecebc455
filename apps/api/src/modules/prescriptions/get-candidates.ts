// GET prescription/candidates?plantId&harmfulOrganismIds&date (our design): the editor's
// products — the registered uses for the plant × organisms, with the licence's validity on
// the date, dose range and unit, PHI, bee waiting period, re-entry, maximum applications,
// formulation and the active substances with their mode-of-action group.
import { candidateSchema, candidatesQuerySchema, errorEnvelopeSchema, type Candidate } from '@portal/contracts';
import { isLicenceValidOn } from '@portal/domain/prescription';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { readAccess, TAG } from './access';
import { doseUnitOf, licenceInfoOf, substancesOf, usesFor } from './reference-reads';

export const todayInTurkey = () => new Date(Date.now() + 3 * 3600_000).toISOString().slice(0, 10);

export const getCandidates: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/prescription/candidates',
    {
      config: { access: readAccess },
      schema: {
        tags: [TAG],
        summary: 'Reçete için ruhsatlı ürünler',
        description: 'Bitki × zararlı organizma için kayıtlı kullanımlar; ruhsatı tarihte geçerli olmayanlar includeInvalid=true ile validOnDate=false olarak gelir.',
        querystring: candidatesQuerySchema,
        response: { 200: z.object({ data: z.array(candidateSchema) }), 400: errorEnvelopeSchema, 401: errorEnvelopeSchema, 403: errorEnvelopeSchema },
      },
    },
    async (request) => {
      const { plantId, harmfulOrganismIds, date = todayInTurkey(), includeInvalid = false } = request.query;
      const uses = await usesFor(app.db, plantId, harmfulOrganismIds);
      const substances = await substancesOf(app.db, [...new Set(uses.map((u) => u.licenceId))]);
      const data: Candidate[] = [];
      for (const u of uses) {
        const subs = (substances.get(u.licenceId) ?? []).map(({ mrlActiveSubstanceId: _, ...s }) => s);
        const validOnDate = isLicenceValidOn(licenceInfoOf(u, subs), date);
        if (!validOnDate && !includeInvalid) continue;
        data.push({
          licenceDetailId: u.licenceDetailId,
          licenceId: u.licenceId,
          tradeName: u.tradeName,
          licenceNumber: u.licenceNumber,
          licenceStatus: u.licenceStatus,
          licenceDate: u.licenceDate,
          expiryDate: u.expiryDate,
          validOnDate,
          formulationCode: u.formulationCode,
          companyName: u.companyName,
          beeToxicity: u.beeToxicity,
          harmfulOrganism: { id: u.harmfulOrganismId, name: u.harmfulOrganismName },
          doseMin: u.doseMin,
          doseMax: u.doseMax,
          doseUnit: doseUnitOf(u),
          waterVolumeMin: u.waterVolumeMin,
          waterVolumeMax: u.waterVolumeMax,
          phiDays: u.phiDays,
          beeWaitingDays: u.beeWaitingDays,
          reEntryHours: u.reEntryHours,
          maxApplications: u.maxApplications,
          applicationIntervalDays: u.applicationIntervalDays,
          notes: u.notes,
          activeSubstances: subs,
        });
      }
      return { data };
    },
  );
};
