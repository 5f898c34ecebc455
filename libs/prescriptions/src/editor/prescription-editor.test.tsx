import { notifications } from '@mantine/notifications';
import type { CheckResult } from '@portal/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPrescriptions } from '../test-harness';
import { candidate, checkResult, prescriptionsApi, sprayPlan, weatherNow } from '../testing/handlers';

vi.setConfig({ testTimeout: 60_000 });
afterEach(() => {
  notifications.clean();
  sessionStorage.clear();
});

type Body = { lines: { key: string; dose: number; doseUnitId: number; licenceDetailId: number }[]; acknowledgedFindings: string[] } & Record<string, unknown>;

/** The checks of the fake API: above 20 ml/da is an error; a PHI warning until it is acknowledged. */
function doseAndPhi(body: Record<string, unknown>): CheckResult {
  const b = body as Body;
  const findings: CheckResult['findings'] = [];
  for (const line of b.lines) {
    if (line.dose > 20) findings.push({ code: 'DOSE_ABOVE_MAX', severity: 'error', message: `Doz ${line.dose} ml/da, ruhsatlı en yüksek doz 20 ml/da.`, lineKey: line.key });
    findings.push({ code: 'PHI_NEAR_HARVEST', severity: 'warning', message: 'Son ilaçlama ile hasat arası süre (1 gün) planlanan hasada çok yakın.', lineKey: line.key });
  }
  findings.push({ code: 'MRL_NOT_SET', severity: 'info', message: 'Klorantraniliprol için domateste MRL tanımlı değil.' });
  return checkResult(findings, b.acknowledgedFindings);
}

const lastCheck = (api: ReturnType<typeof prescriptionsApi>) => api.callsOf('POST prescription/check').at(-1)?.body as Body | undefined;
const panel = () => screen.getByTestId('findings-panel');

async function chooseOrganism(name: RegExp) {
  const input = screen.getAllByLabelText(/^Zararlı organizmalar/).find((el) => el.tagName === 'INPUT')!;
  await waitFor(() => expect((input as HTMLInputElement).disabled).toBe(false));
  fireEvent.click(input);
  fireEvent.click(await screen.findByRole('option', { name }));
}

/** Opens the producer's area editor, chooses the organism and adds the registered use. */
async function startWithLine() {
  await screen.findByRole('heading', { level: 1, name: 'Reçete Yaz' });
  await chooseOrganism(/Domates güvesi/);
  fireEvent.click(await screen.findByRole('button', { name: 'Ekle: Tırtılsan 200 SC (Domates güvesi)' }));
  return screen.findByRole('group', { name: /1\. Tırtılsan 200 SC — Domates güvesi/ });
}

describe('the prescription editor (spec §2 recete/:farmAreaId/:farmerId?, §3 draft, §4 "A draft builds up by merging partial updates")', () => {
  it('shows the area, producer and plant from the records; "Ekle" adds a line at the registered minimum dose with the dose calculator for the area', async () => {
    const api = prescriptionsApi({ prescriptions: [], candidates: [candidate(101), candidate(102, { tradeName: 'Eskisan 5 EC', licenceStatus: 'cancelled', validOnDate: false })] });
    renderPrescriptions('/recete/11/1');
    const place = await screen.findByRole('region', { name: 'Reçetenin yazıldığı yer' });
    expect(within(place).getByText('Mustafa Karataş')).toBeTruthy();
    expect(within(place).getByText(/Beykonak Serası 1 — Beykonak Mah, Kumluca, Antalya/)).toBeTruthy();
    expect(within(place).getByText('Domates (Fide)')).toBeTruthy();

    const line = await startWithLine();
    // A use whose licence is cancelled is shown, disabled, with the reason.
    expect((screen.getByRole('button', { name: /Ekle: Eskisan 5 EC .*Ruhsat iptal edilmiş/ }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByRole('button', { name: 'Eklendi: Tırtılsan 200 SC (Domates güvesi)' })).toBeTruthy();
    expect((within(line).getByRole('textbox', { name: /^Doz/ }) as HTMLInputElement).value).toBe('15');
    const result = within(line).getByRole('list', { name: 'Doz hesabı' });
    expect(result.textContent).toContain('5,4 da · 0,54 ha · 5.400 m²');
    expect(result.textContent).toContain('81 ml');
    expect(result.textContent).toContain('324 L');

    await waitFor(() => expect(lastCheck(api)).toMatchObject({ type: 0, producerId: 1, productionAreaId: 11, harmfulOrganismIds: [21], plannedHarvestDate: '2027-01-20' }), { timeout: 3000 });
    expect(lastCheck(api)!.lines[0]).toMatchObject({ licenceDetailId: 101, dose: 15, doseUnitId: 1, waterVolume: 60 });
    // The checks are asked once the draft rests, not on every key.
    expect(api.callsOf('GET prescription/candidates')[0]?.query.get('harmfulOrganismIds')).toBe('21');
  });

  it('takes a Turkish decimal dose (17,5); an error blocks and stands by its line, a warning is acknowledged into acknowledgedFindings and the prescription is issued', async () => {
    const api = prescriptionsApi({ prescriptions: [], check: doseAndPhi });
    renderPrescriptions('/recete/11/1');
    const line = await startWithLine();
    const dose = within(line).getByRole('textbox', { name: /^Doz/ });

    fireEvent.change(dose, { target: { value: '25' } });
    await waitFor(() => expect(within(panel()).getByText('Doz 25 ml/da, ruhsatlı en yüksek doz 20 ml/da.')).toBeTruthy(), { timeout: 3000 });
    expect(within(panel()).getByRole('region', { name: 'Hatalar (1)' })).toBeTruthy();
    expect(within(panel()).getByRole('region', { name: 'Bilgiler (1)' })).toBeTruthy();
    expect(within(line).getByText('Doz 25 ml/da, ruhsatlı en yüksek doz 20 ml/da.')).toBeTruthy();
    expect(panel().getAttribute('aria-live')).toBe('polite');
    expect(panel().getAttribute('role')).toBe('status');

    fireEvent.change(dose, { target: { value: '17,5' } });
    await waitFor(() => expect(lastCheck(api)?.lines[0]?.dose).toBe(17.5), { timeout: 3000 });
    await waitFor(() => expect(within(panel()).queryByRole('region', { name: /^Hatalar/ })).toBeNull());
    const warnings = within(panel()).getByRole('region', { name: 'Uyarılar (1)' });
    expect(within(panel()).getByText('1 uyarı onay bekliyor.')).toBeTruthy();
    const lineKey = lastCheck(api)!.lines[0]!.key;
    fireEvent.click(within(warnings).getByRole('checkbox', { name: 'Okudum, onaylıyorum' }));
    await waitFor(() => expect(lastCheck(api)?.acknowledgedFindings).toEqual([`PHI_NEAR_HARVEST:${lineKey}`]), { timeout: 3000 });
    await waitFor(() => expect(within(panel()).getByText('Engel yok: reçete düzenlenebilir.')).toBeTruthy());

    fireEvent.click(screen.getByRole('button', { name: 'Önizle' }));
    const preview = await screen.findByRole('dialog', { name: 'Reçete önizlemesi' });
    expect(within(preview).getByRole('article', { name: 'Yazdırılacak reçete' }).textContent).toContain('Tırtılsan 200 SC');
    const issue = within(preview).getByRole('button', { name: 'Reçeteyi Düzenle' });
    await waitFor(() => expect((issue as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(issue);
    await waitFor(() => expect(api.callsOf('POST prescription/producer-linked')).toHaveLength(1));
    const body = api.callsOf('POST prescription/producer-linked')[0]!.body as Body;
    expect(body).toMatchObject({ producerId: 1, productionAreaId: 11, harmfulOrganismIds: [21], acknowledgedFindings: [`PHI_NEAR_HARVEST:${lineKey}`], market: 'TR' });
    expect(body.lines[0]).toMatchObject({ key: lineKey, licenceDetailId: 101, dose: 17.5, doseUnitId: 1 });
    expect(body).not.toHaveProperty('type');
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/receteler/500'));
    // Issued: the draft is gone.
    expect(Object.keys(sessionStorage).filter((k) => k.startsWith('prescription-draft:'))).toEqual([]);
  });

  it('a 422 PRESCRIPTION_CHECKS_FAILED answer shows its findings; a 400 puts its details under the fields (the first focused, the rest above) until the draft changes', async () => {
    const refused = checkResult([{ code: 'LICENCE_EXPIRED', severity: 'error', message: 'Tırtılsan 200 SC ruhsatı uygulama tarihinde geçerli değil.', lineKey: 'X' }]);
    let answer: 'refused' | 'invalid' = 'refused';
    const api = prescriptionsApi(
      { prescriptions: [] },
      {
        'POST prescription/producer-linked': () =>
          answer === 'refused'
            ? { status: 422, body: { code: 'PRESCRIPTION_CHECKS_FAILED', message: 'Reçete denetimlerden geçmedi.', data: refused } }
            : {
                status: 400,
                body: {
                  code: 'VALIDATION_ERROR',
                  message: 'Geçersiz istek.',
                  details: [
                    { field: 'body.lines.0.dose', message: 'Doz en fazla 1000000 olabilir' },
                    { field: 'body.memberId', message: 'Üye bulunamadı' },
                  ],
                },
              },
      },
    );
    renderPrescriptions('/recete/11/1');
    const line = await startWithLine();
    await waitFor(() => expect(lastCheck(api)).toBeDefined(), { timeout: 3000 });

    fireEvent.click(screen.getByRole('button', { name: 'Önizle' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Reçete önizlemesi' })).getByRole('button', { name: 'Reçeteyi Düzenle' }));
    expect(await screen.findByText('Reçete düzenlenemedi')).toBeTruthy();
    expect(screen.getByText('Denetimler reçeteyi engelledi: hataları düzeltin, uyarıları okuyup onaylayın.')).toBeTruthy();
    expect(within(panel()).getByText('Tırtılsan 200 SC ruhsatı uygulama tarihinde geçerli değil.')).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/recete/11/1');

    answer = 'invalid';
    const previewButton = screen.getByRole('button', { name: 'Önizle' });
    act(() => previewButton.focus());
    fireEvent.click(previewButton);
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Reçete önizlemesi' })).getByRole('button', { name: 'Reçeteyi Düzenle' }));
    expect(await within(line).findByText('Doz en fazla 1000000 olabilir')).toBeTruthy();
    expect(screen.getByText('Geçersiz istek.')).toBeTruthy();
    expect(screen.getByText('Üye bulunamadı')).toBeTruthy();
    const dose = within(line).getByRole('textbox', { name: /^Doz/ });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Reçete önizlemesi' })).toBeNull());
    // Past the closed preview's own focus return (a 10 ms timer in Mantine), the field keeps the focus.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(document.activeElement).toBe(dose);

    // The refusal belongs to the draft it was given for.
    fireEvent.change(dose, { target: { value: '16' } });
    await waitFor(() => expect(screen.queryByText('Reçete düzenlenemedi')).toBeNull());
    expect(screen.queryByText('Doz en fazla 1000000 olabilir')).toBeNull();
  });

  it('the draft survives a remount (a reload of the tab): organism, line and dose come back from sessionStorage', async () => {
    prescriptionsApi({ prescriptions: [] });
    const first = renderPrescriptions('/recete/11/1');
    const line = await startWithLine();
    fireEvent.change(within(line).getByRole('textbox', { name: /^Doz/ }), { target: { value: '18,5' } });
    await waitFor(() => expect(sessionStorage.getItem('prescription-draft:recete/11/1')).toContain('18.5'));
    first.unmount();

    renderPrescriptions('/recete/11/1');
    const again = await screen.findByRole('group', { name: /1\. Tırtılsan 200 SC — Domates güvesi/ });
    expect((within(again).getByRole('textbox', { name: /^Doz/ }) as HTMLInputElement).value).toBe('18,5');
    expect(await screen.findByRole('button', { name: 'Eklendi: Tırtılsan 200 SC (Domates güvesi)' })).toBeTruthy();
    // Another route's draft is its own.
    expect(sessionStorage.getItem('prescription-draft:hizli-recete')).toBeNull();
  });

  it('"Önizle" with nothing chosen shows the contract’s messages under the fields instead of the preview', async () => {
    prescriptionsApi({ prescriptions: [] });
    renderPrescriptions('/recete/11/1');
    await screen.findByRole('heading', { level: 1, name: 'Reçete Yaz' });
    fireEvent.click(screen.getByRole('button', { name: 'Önizle' }));
    expect(await screen.findAllByText('En az bir zararlı organizma seçin')).not.toHaveLength(0);
    expect(screen.getByText('En az bir ürün ekleyin')).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Reçete önizlemesi' })).toBeNull();
  });

  it('spray-window planner ★: the chosen area’s 3-day strip beside the application date (GET production-area/{id}/spray-plan), the only word on when to spray; the fast editor has none', async () => {
    const api = prescriptionsApi({ prescriptions: [], sprayPlan: sprayPlan(), weather: weatherNow() });
    const view = renderPrescriptions('/recete/11/1');
    const strip = await screen.findByRole('region', { name: 'İlaçlama zamanı (önümüzdeki 72 saat)' });
    expect(await within(strip).findByText('En yakın uygun zaman: 01.05.2026 17:00–24:00 (7 saat).')).toBeTruthy();
    expect(within(strip).getAllByRole('button', { name: /^\d{2}:00–\d{2}:00: (Uygun|Dikkat|Uygun değil)$/ })).toHaveLength(72);
    expect(api.callsOf('GET production-area/:id/spray-plan').map((c) => c.path)).toEqual(['production-area/11/spray-plan']);
    // The weather kept with the prescription shows its figures, and no one-line hint of its own beside the strip.
    fireEvent.click(screen.getByRole('checkbox', { name: /^Hava durumunu reçeteye ekle/ }));
    expect(await screen.findByRole('list', { name: 'Şu anki hava' })).toBeTruthy();
    expect(screen.queryAllByText('Rüzgâr 6 km/sa, sıcaklık 20 °C, nem %65, yağış beklenmiyor: ilaçlama için uygun.')).toHaveLength(0);
    expect(screen.queryAllByText(/^İlaçlama (için uygun|için uygun değil|: dikkat)$/)).toHaveLength(0);
    view.unmount();
    renderPrescriptions('/hizli-recete');
    await screen.findByRole('heading', { level: 1, name: 'Hızlı Reçete' });
    expect(screen.queryByRole('region', { name: 'İlaçlama zamanı (önümüzdeki 72 saat)' })).toBeNull();
    expect(api.callsOf('GET production-area/:id/spray-plan')).toHaveLength(1);
  });

  it('hizli-recete: the plant by a searchable select, planting and area type (greenhouse first), optional decares, posted to prescription/fast', async () => {
    const api = prescriptionsApi({ prescriptions: [] });
    renderPrescriptions('/hizli-recete');
    await screen.findByRole('heading', { level: 1, name: 'Hızlı Reçete' });
    expect((screen.getAllByLabelText(/^Alan türü/).find((el) => el.tagName === 'INPUT') as HTMLInputElement).value).toBe('Sera');
    const plant = screen.getAllByLabelText(/^Bitki/).find((el) => el.tagName === 'INPUT')!;
    // Typed with the input focused (Mantine treats a change to an unfocused input as autofill).
    act(() => plant.focus());
    fireEvent.change(plant, { target: { value: 'dom' } });
    fireEvent.click(await screen.findByRole('option', { name: 'Domates' }));
    fireEvent.change(screen.getByRole('textbox', { name: /^Alan \(dekar\)/ }), { target: { value: '2,5' } });
    await chooseOrganism(/Domates güvesi/);
    fireEvent.click(await screen.findByRole('button', { name: 'Ekle: Tırtılsan 200 SC (Domates güvesi)' }));
    const line = await screen.findByRole('group', { name: /1\. Tırtılsan 200 SC/ });
    expect(within(line).getByRole('list', { name: 'Doz hesabı' }).textContent).toContain('37,5 ml');
    await waitFor(() => expect(lastCheck(api)).toMatchObject({ type: 2, plantId: 3, areaType: 0, decares: 2.5, plantingType: null }), { timeout: 3000 });
    expect(screen.getByText('Hızlı reçete bir alana bağlı olmadığından hava durumu eklenemez.')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Önizle' }));
    const preview = await screen.findByRole('dialog', { name: 'Reçete önizlemesi' });
    const issue = within(preview).getByRole('button', { name: 'Reçeteyi Düzenle' });
    await waitFor(() => expect((issue as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(issue);
    await waitFor(() => expect(api.callsOf('POST prescription/fast')[0]?.body).toMatchObject({ plantId: 3, areaType: 0, decares: 2.5, harmfulOrganismIds: [21] }));
  });
});
