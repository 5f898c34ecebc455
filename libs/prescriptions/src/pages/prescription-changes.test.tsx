import { notifications } from '@mantine/notifications';
import { Role, type PrescriptionChangeFlag } from '@portal/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPrescriptions } from '../test-harness';
import { prescription, prescriptionsApi } from '../testing/handlers';

vi.setConfig({ testTimeout: 60_000 });
afterEach(() => notifications.clean());

const flag = (id: number, extra: Partial<PrescriptionChangeFlag['change']> = {}, acknowledgedAt: string | null = null): PrescriptionChangeFlag => ({
  change: {
    id,
    occurredAt: '2026-11-23T07:15:00.000Z',
    kind: 'licence-cancelled',
    source: 'edit',
    licence: { id: 7, tradeName: 'Tırtılsan 200 SC', licenceNumber: 'ÖRN-0007' },
    mrl: null,
    affectedCount: 1,
    ...extra,
  },
  acknowledgedAt,
});
const mrlChanged = flag(2, { kind: 'mrl-changed', source: 'import', licence: null, mrl: { product: { id: 3, name: 'Domates', code: '0231010' }, activeSubstance: { id: 5, name: 'Klorantraniliprol' }, market: 'TR', before: 0.6, after: 0.3 } });
const title = 'Bu reçeteyi etkileyen referans veri değişikliği';

describe('receteler/:id: reference changes that touch it', () => {
  it('lists each open change in words above the sheet, and “Okudum” acknowledges them and hides the alert', async () => {
    const api = prescriptionsApi({ prescriptions: [prescription(1, { referenceChanges: [flag(1), mrlChanged, flag(3, { kind: 'licence-expired' }, '2026-11-22T10:00:00.000Z')] })] });
    renderPrescriptions('/receteler/1');
    const alert = (await screen.findByText(title)).closest<HTMLElement>('[role="alert"]')!;
    const items = within(alert).getAllByRole('listitem').map((li) => li.textContent);
    // The acknowledged one (licence-expired) is no longer shown.
    expect(items).toEqual([
      'Ruhsat iptali (23.11.2026 10:15): Tırtılsan 200 SC (ÖRN-0007) ruhsatı iptal edildi.',
      "MRL değişti (23.11.2026 10:15): Domates (0231010) ürününde Klorantraniliprol için TR MRL'si 0,6 mg/kg iken 0,3 mg/kg oldu.",
    ]);
    fireEvent.click(within(alert).getByRole('button', { name: 'Okudum' }));
    await waitFor(() => expect(screen.queryByText(title)).toBeNull());
    expect(api.callsOf('POST prescription/:id/acknowledge-changes').map((c) => c.path)).toEqual(['prescription/1/acknowledge-changes']);
    expect(await screen.findByText('Değişiklikler okundu olarak işaretlendi.')).toBeTruthy();
    // The record is read again: the flags stay acknowledged.
    await waitFor(() => expect(api.callsOf('GET prescription/:id').length).toBeGreaterThan(1));
    expect(screen.queryByText(title)).toBeNull();
  });

  it('a technician reading the prescription may acknowledge too; a refusal keeps the alert and says why', async () => {
    const api = prescriptionsApi(
      { prescriptions: [prescription(1, { referenceChanges: [flag(1)] })] },
      { 'POST prescription/:id/acknowledge-changes': () => ({ status: 404, body: { code: 'NOT_FOUND', message: 'Reçete bulunamadı.' } }) },
    );
    renderPrescriptions('/receteler/1', Role.Tekniker);
    fireEvent.click(await screen.findByRole('button', { name: 'Okudum' }));
    expect(await screen.findByText('İşaretlenemedi')).toBeTruthy();
    expect(screen.getByText(title)).toBeTruthy();
    expect(api.callsOf('POST prescription/:id/acknowledge-changes')).toHaveLength(1);
  });

  it('shows nothing when no change touches it, or when the record carries no flags at all', async () => {
    prescriptionsApi({ prescriptions: [prescription(1, { referenceChanges: [flag(1, {}, '2026-11-22T10:00:00.000Z')] }), prescription(2)] });
    renderPrescriptions('/receteler/1');
    await screen.findByRole('heading', { level: 1, name: 'Reçete RCT-2026-00001' });
    expect(screen.queryByText(title)).toBeNull();
    renderPrescriptions('/receteler/2');
    await screen.findByRole('heading', { level: 1, name: 'Reçete RCT-2026-00002' });
    expect(screen.queryByText(title)).toBeNull();
  });
});
