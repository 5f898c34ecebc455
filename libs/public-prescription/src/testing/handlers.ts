/// <reference types="node" />
// Test support only (not exported): the public prescription call over MSW, every call recorded.
import type { AreaSprayPlanDto, PublicPrescription } from '@portal/contracts';
import { planSprayWindow } from '@portal/domain/prescription';
import { apiServer, apiUrl, readCall, sprayPlanFixture, type ApiCall } from '@portal/shared/testing';
import { http, HttpResponse, type JsonBodyType } from 'msw';

export const GOOD_TOKEN = 'Qm9rOYUt7lJ3xk2VbN1cP0a9Zr4sT6wE';

export function publicPrescription(extra: Partial<PublicPrescription> = {}): PublicPrescription {
  return {
    prescriptionNo: 'RCT-2026-00042',
    title: null,
    state: 'issued',
    producerFullName: 'Mustafa Karataş',
    productionArea: { name: 'Beykonak Serası 1', provinceName: 'Antalya', districtName: 'Kumluca', neighbourhoodName: 'Beykonak Mah' },
    plantName: 'Domates',
    startDate: '2026-11-20',
    plannedHarvestDate: '2027-01-20',
    harmfulOrganisms: ['Domates güvesi'],
    lines: [{ tradeName: 'Tırtılsan 200 SC', activeSubstances: ['Klorantraniliprol 200 g/L'], harmfulOrganism: 'Domates güvesi', dose: 17.5, doseUnit: 'ml/da', productAmount: 94.5, productUnit: 'ml', phiDays: 1, reEntryHours: 12 }],
    fertilization: null,
    warnings: [{ severity: 'warning', text: 'Çiçeklenme döneminde arıların uçuş saatlerinde uygulama yapmayın.' }],
    prescriber: { fullName: 'Gülşen Yılmaz', title: 'Ziraat Mühendisi', authorizationNumber: 'YB-07-1234' },
    memberName: 'Yeşilova Tarım',
    issuedAt: '2026-11-20T09:30:00.000Z',
    ...extra,
  };
}

/** The area's plan from 14:00 on 1 May 2026: calm mornings and evenings good, windy middays a caution. */
export const publicSprayPlan = () => sprayPlanFixture(planSprayWindow);

/**
 * GET prescription/verify/{token}: the prescription for GOOD_TOKEN, 404 PRESCRIPTION_LINK_NOT_FOUND
 * otherwise; GET prescription/verify/{token}/spray-plan: `sprayPlan` for GOOD_TOKEN, the same 404 otherwise.
 */
export function publicApi(prescription: PublicPrescription = publicPrescription(), sprayPlan: AreaSprayPlanDto = publicSprayPlan()) {
  const calls: ApiCall[] = [];
  apiServer.use(
    http.all(apiUrl('*'), async ({ request }) => {
      const call = await readCall(request);
      calls.push(call);
      if (call.method === 'GET' && call.path === `prescription/verify/${GOOD_TOKEN}`) return HttpResponse.json({ data: prescription } as JsonBodyType);
      if (call.method === 'GET' && call.path === `prescription/verify/${GOOD_TOKEN}/spray-plan`) return HttpResponse.json({ data: sprayPlan } as JsonBodyType);
      if (call.method === 'GET' && call.path.startsWith('prescription/verify/')) {
        return HttpResponse.json({ code: 'PRESCRIPTION_LINK_NOT_FOUND', message: 'Reçete bağlantısı bulunamadı.' }, { status: 404 });
      }
      return HttpResponse.json({ code: 'NOT_FOUND', message: 'Bulunamadı.' }, { status: 404 });
    }),
  );
  return { calls };
}
