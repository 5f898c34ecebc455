import { runLogoutResets } from '@portal/shared/api-client';
import { notifications } from '@mantine/notifications';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderPrescriptions } from '../test-harness';
import { CHECK_DEBOUNCE_MS } from '../api/post-check';
import { checkResult, prescriptionsApi } from '../testing/handlers';
import { planStorageKey, type PlanDraft } from './plan-draft';

afterEach(() => {
  notifications.clean();
  sessionStorage.clear();
});

const titleField = async () => (await screen.findByRole('textbox', { name: /Plan başlığı/ })) as HTMLInputElement;

describe('the fertilization plan being written (gubreleme-yaz)', () => {
  it('is kept in this tab from its first change, comes back on a fresh page, and logout forgets it', async () => {
    const key = planStorageKey(null);
    const first = renderPrescriptions('/gubreleme-yaz');
    fireEvent.change(await titleField(), { target: { value: 'Domates planı' } });
    expect(JSON.parse(sessionStorage.getItem(key) ?? 'null')).toMatchObject({ title: 'Domates planı' });
    first.unmount();

    const again = renderPrescriptions('/gubreleme-yaz');
    expect((await titleField()).value).toBe('Domates planı');

    act(() => runLogoutResets(again.store));
    expect(sessionStorage.getItem(key)).toBeNull();
    expect((await titleField()).value).toBe('');
  });

  it('nothing is kept before the first change', async () => {
    renderPrescriptions('/gubreleme-yaz');
    await titleField();
    expect(sessionStorage.getItem(planStorageKey(null))).toBeNull();
  });
});

/** A complete plan already kept in this tab (as after a reload), so "Planı kaydet" sends it. */
function keptPlan(row: Partial<PlanDraft['rows'][number]> = {}) {
  const plan: PlanDraft = {
    title: 'Domates planı',
    plant: { id: 3, name: 'Domates' },
    plantingType: null,
    info: '',
    rows: [{ key: 'r1', stage: 'vegetative', windowStart: null, windowEnd: null, productId: 7, dose: 5, doseUnitId: 1, waterVolume: null, method: 'drip', applications: 1, intervalDays: null, notes: '', ...row }],
    acknowledgedFindings: [],
  };
  sessionStorage.setItem(planStorageKey(null), JSON.stringify(plan));
}

describe('a refused plan (gubreleme-yaz "Planı kaydet")', () => {
  it("shows a 400's details under their fields (the first focused) and the rest above the plan, until the plan changes", async () => {
    keptPlan();
    const api = prescriptionsApi(
      { prescriptions: [] },
      {
        'POST prescription/fertilization-template': () => ({
          status: 400,
          body: {
            code: 'VALIDATION_ERROR',
            message: 'Girdiğiniz bilgileri kontrol edin.',
            details: [
              { field: 'body.fertilizationPlans.0.dose', message: 'Doz en fazla 100000 olabilir' },
              { field: 'body.memberId', message: 'Üye bulunamadı' },
            ],
          },
        }),
      },
    );
    renderPrescriptions('/gubreleme-yaz');
    await titleField();
    fireEvent.click(screen.getByRole('button', { name: 'Planı kaydet' }));

    expect(await screen.findByText('Plan kaydedilemedi')).toBeTruthy();
    expect(api.callsOf('POST prescription/fertilization-template')[0]?.body).toMatchObject({ plantId: 3, prescriptionTitle: 'Domates planı' });
    expect(await screen.findByText('Girdiğiniz bilgileri kontrol edin.')).toBeTruthy();
    expect(screen.getByText('Üye bulunamadı')).toBeTruthy();
    const row = screen.getByRole('region', { name: '1. satır' });
    expect(within(row).getByText('Doz en fazla 100000 olabilir')).toBeTruthy();
    expect(document.activeElement).toBe(within(row).getByRole('textbox', { name: /^Doz/ }));

    fireEvent.change(await titleField(), { target: { value: 'Domates planı 2' } });
    await waitFor(() => expect(screen.queryByText('Plan kaydedilemedi')).toBeNull());
    expect(screen.queryByText('Doz en fazla 100000 olabilir')).toBeNull();
  });

  it('a 422 PRESCRIPTION_CHECKS_FAILED answer says the checks blocked it and shows its findings', async () => {
    keptPlan();
    const refused = checkResult([{ code: 'DOSE_ABOVE_MAX', severity: 'error', message: 'Doz etiket dozunun üstünde.', lineKey: 'r1' }]);
    prescriptionsApi(
      { prescriptions: [] },
      { 'POST prescription/fertilization-template': () => ({ status: 422, body: { code: 'PRESCRIPTION_CHECKS_FAILED', message: 'Plan denetimlerden geçmedi.', data: refused } }) },
    );
    renderPrescriptions('/gubreleme-yaz');
    await titleField();
    fireEvent.click(screen.getByRole('button', { name: 'Planı kaydet' }));
    expect(await screen.findByText('Denetimler planı engelledi: hataları düzeltin, uyarıları okuyup onaylayın.')).toBeTruthy();
    expect(within(screen.getByTestId('findings-panel')).getByText('Doz etiket dozunun üstünde.')).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/gubreleme-yaz');
  });
});

describe('the live checks of the plan (gubreleme-yaz)', () => {
  it('ask only for a plan the contract accepts: four applications wait for their interval, then the plan is checked', async () => {
    keptPlan({ applications: 4, intervalDays: null });
    const api = prescriptionsApi({ prescriptions: [] });
    renderPrescriptions('/gubreleme-yaz');
    await titleField();
    expect(await screen.findByText('Plan, eksik ya da hatalı alanlar (ör. birden çok uygulamanın aralığı) tamamlandığında denetlenir.')).toBeTruthy();
    // Past the checks' rest time: nothing was asked that the API would refuse with 400.
    await new Promise((resolve) => setTimeout(resolve, 2 * CHECK_DEBOUNCE_MS));
    expect(api.callsOf('POST prescription/fertilization-check')).toHaveLength(0);

    fireEvent.change(within(screen.getByRole('region', { name: '1. satır' })).getByRole('textbox', { name: /Aralık \(gün\)/ }), { target: { value: '7' } });
    await waitFor(() => expect(api.callsOf('POST prescription/fertilization-check')).toHaveLength(1));
    expect(api.callsOf('POST prescription/fertilization-check')[0]?.body).toMatchObject({ fertilizationPlans: [{ key: 'r1', applications: 4, intervalDays: 7 }] });
  });
});

