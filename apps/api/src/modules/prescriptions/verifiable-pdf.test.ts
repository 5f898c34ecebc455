// On PostgreSQL: a prescription is verifiable from the moment of issue. Issuing makes its public
// link, so the PDF downloaded right after carries the QR and the address beside the signature on
// page 1; a renewal changes what a new PDF points at and the old address stops answering.
import { PrescriptionKind } from '@portal/contracts';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prescriptionLinks } from '../../platform/db';
import { API, buildTestApp, prescribingMember, referenceIds, writeBody, type ReferenceIds, type TestApp } from '../../test-support';
import { pdfImages, pdfInfo, pdfText } from '../../test-support/pdf-tools';

describe('the PDF is verifiable from the moment of issue', () => {
  let app: TestApp;
  let ref: ReferenceIds;

  beforeAll(async () => {
    app = await buildTestApp({ env: { WEATHER_API_URL: 'http://127.0.0.1:9', WEATHER_TIMEOUT_MS: '300' } });
    ref = await referenceIds(app);
  });
  afterAll(() => app.close());

  const call = (method: 'GET' | 'POST', url: string, headers?: Record<string, string>, payload?: object) => app.inject({ method, url: `${API}/${url}`, headers, payload });
  const squeeze = (text: string) => text.replace(/[ \t]+/g, ' ');

  it('issue → a live link; the PDF right after is one page with the QR and the address on it; renewing changes both', async () => {
    const own = await prescribingMember(app, ref);
    const body = writeBody(ref, own.area.id);
    const check = (await call('POST', 'prescription/check', own.engineer, { type: PrescriptionKind.ProductionArea, ...body })).json().data as { toAcknowledge: string[] };
    const issued = await call('POST', 'prescription/area-linked', own.engineer, { ...body, acknowledgedFindings: check.toAcknowledge });
    expect(issued.statusCode, issued.body).toBe(201);
    const id = issued.json().data.id as number;

    // Made by the issue itself, before anyone asked for it.
    expect(await app.db.$count(prescriptionLinks, and(eq(prescriptionLinks.prescriptionId, id), isNull(prescriptionLinks.revokedAt)))).toBe(1);

    const pdf = await call('GET', `prescription/${id}/pdf`, own.engineer);
    expect(pdf.statusCode).toBe(200);
    const bytes = pdf.rawPayload;
    const link = (await call('GET', `prescription/${id}/link`, own.engineer)).json().data as { token: string; url: string };
    expect((await pdfInfo(bytes))['Pages']).toBe('1');
    expect((await pdfImages(bytes)).map((i) => i.page)).toEqual([1]);
    const text = squeeze(await pdfText(bytes, 1));
    expect(text).toContain(`Doğrulama: ${link.url}`);
    expect(text).toContain('İmza / Kaşe');
    expect(text).not.toContain('Doğrulama bağlantısı oluşturulmadı');
    expect((await call('GET', `prescription/verify/${link.token}`)).statusCode).toBe(200);

    const renewed = (await call('POST', `prescription/${id}/link/renew`, own.engineer, {})).json().data as { token: string; url: string };
    expect((await call('GET', `prescription/verify/${link.token}`)).statusCode).toBe(404);
    const again = squeeze(await pdfText((await call('GET', `prescription/${id}/pdf`, own.engineer)).rawPayload, 1));
    expect(again).toContain(`Doğrulama: ${renewed.url}`);
    expect(again).not.toContain(link.url);
  });
});
