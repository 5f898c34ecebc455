import { notifications } from '@mantine/notifications';
import { Role } from '@portal/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderPrescriptions } from '../test-harness';
import { area, prescription, prescriptionsApi, sprayPlan } from '../testing/handlers';

vi.setConfig({ testTimeout: 60_000 });
beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:reçete');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => {
  notifications.clean();
  sessionStorage.clear();
  vi.restoreAllMocks();
});

const heading = () => screen.findByRole('heading', { level: 1, name: 'Reçete RCT-2026-00001' });

describe('receteler/:id (spec §3 "Prescription", §7)', () => {
  it('shows the whole prescription as a sheet with the dose calculator’s amounts, its e-mails with their delivery state, and prints it', async () => {
    prescriptionsApi({
      prescriptions: [
        prescription(1, {
          emails: [
            { id: 1, recipient: 'mustafa@example.com', recipientName: 'Mustafa Karataş', status: 'kept-local', sentAt: null, createdAt: '2026-11-20T10:00:00.000Z', sentBy: 'Gülşen Yılmaz' },
            { id: 2, recipient: 'bilgi@yesilova.com.tr', recipientName: null, status: 'failed', sentAt: null, createdAt: '2026-11-20T10:05:00.000Z', sentBy: 'Gülşen Yılmaz' },
          ],
        }),
      ],
    });
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    renderPrescriptions('/receteler/1');
    await heading();
    const sheet = screen.getByRole('article', { name: 'Yazdırılacak reçete' });
    expect(sheet.className).toContain('rx-print-area');
    for (const text of ['Mustafa Karataş', 'Beykonak Mah, Kumluca, Antalya', 'Domates (Fide)', 'Tırtılsan 200 SC', '81 ml', 'Toplam 432 L', '3 depo, depo başına 37,5 ml', 'Gülşen Yılmaz (Ziraat Mühendisi)', 'Yetki belgesi no: YB-07-1234']) {
      expect(sheet.textContent).toContain(text);
    }
    const emails = screen.getByRole('table', { name: "Gönderilen e-postalar ve SMS'ler" });
    expect(within(emails).getByText('Yerelde tutuldu')).toBeTruthy();
    expect(within(emails).getByText('Başarısız')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Yazdır' }));
    expect(print).toHaveBeenCalledTimes(1);
  });

  it('spray-window planner ★: an area prescription shows its area’s 3-day strip (GET prescription/{id}/spray-plan), out of the print; a fast one shows none', async () => {
    const api = prescriptionsApi({ prescriptions: [prescription(1), prescription(2, { type: 2, productionAreaId: null })], sprayPlan: sprayPlan() });
    const view = renderPrescriptions('/receteler/1');
    await heading();
    const strip = await screen.findByRole('region', { name: 'İlaçlama zamanı (önümüzdeki 72 saat)' });
    expect(await within(strip).findByText('En yakın uygun zaman: 01.05.2026 17:00–24:00 (7 saat).')).toBeTruthy();
    expect(within(strip).getAllByText('Uygun saatler: 06:00–10:00, 17:00–24:00.')).toHaveLength(2);
    expect(strip.closest('.rx-no-print')).toBeTruthy();
    expect(api.callsOf('GET prescription/:id/spray-plan').map((c) => c.path)).toEqual(['prescription/1/spray-plan']);
    view.unmount();
    renderPrescriptions('/receteler/2');
    await screen.findByRole('heading', { level: 1, name: 'Reçete RCT-2026-00002' });
    expect(screen.queryByRole('region', { name: 'İlaçlama zamanı (önümüzdeki 72 saat)' })).toBeNull();
    expect(api.callsOf('GET prescription/:id/spray-plan')).toHaveLength(1);
  });

  it('spray-window planner ★: the weather service down is said in the strip with the reason', async () => {
    prescriptionsApi({ prescriptions: [prescription(1)], sprayPlan: { available: false, reason: 'Hava durumu servisi zamanında yanıt vermedi.' } });
    renderPrescriptions('/receteler/1');
    await heading();
    expect(await screen.findByText('Hava durumu servisi zamanında yanıt vermedi.')).toBeTruthy();
  });

  it('"PDF indir" downloads GET prescription/{id}/pdf as <prescriptionNo>.pdf', async () => {
    const api = prescriptionsApi({ prescriptions: [prescription(1)] });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderPrescriptions('/receteler/1');
    await heading();
    fireEvent.click(screen.getByRole('button', { name: 'PDF indir' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(api.callsOf('GET prescription/:id/pdf').map((c) => c.path)).toEqual(['prescription/1/pdf']);
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('RCT-2026-00001.pdf');
  });

  it('§7: "E-posta gönder" to the producer is prefilled from the producer and sends what was edited; to the member it sends the note', async () => {
    const api = prescriptionsApi({ prescriptions: [prescription(1)] });
    renderPrescriptions('/receteler/1');
    await heading();
    fireEvent.click(screen.getByRole('button', { name: 'E-posta gönder' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Üreticiye gönder' }));
    const dialog = await screen.findByRole('dialog', { name: 'Üreticiye e-posta gönder' });
    const address = within(dialog).getByRole('textbox', { name: /^E-posta/ }) as HTMLInputElement;
    expect(address.value).toBe('mustafa@example.com');
    expect((within(dialog).getByRole('textbox', { name: /^Ad soyad/ }) as HTMLInputElement).value).toBe('Mustafa Karataş');
    fireEvent.change(address, { target: { value: 'yanlis-adres' } });
    const sendButton = within(dialog).getByRole('button', { name: 'Gönder' });
    sendButton.focus();
    fireEvent.click(sendButton);
    expect(await within(dialog).findByText(/geçerli bir e-posta/i)).toBeTruthy();
    // The field to fix takes the focus, as in every form.
    expect(document.activeElement).toBe(address);
    expect(api.callsOf('POST prescription/send-email-to-producer')).toHaveLength(0);
    fireEvent.change(address, { target: { value: 'm.karatas@example.com' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Gönder' }));
    await waitFor(() => expect(api.callsOf('POST prescription/send-email-to-producer')).toHaveLength(1));
    expect(api.callsOf('POST prescription/send-email-to-producer')[0]!.body).toEqual({ prescriptionId: 1, producerEmail: 'm.karatas@example.com', producerFullName: 'Mustafa Karataş' });
    expect(await screen.findByText('E-posta kuyruğa alındı')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'E-posta gönder' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Kendime / firmaya gönder' }));
    const member = await screen.findByRole('dialog', { name: 'Kendime / firmaya gönder' });
    fireEvent.change(within(member).getByRole('textbox', { name: 'Not' }), { target: { value: 'Arşiv için' } });
    fireEvent.click(within(member).getByRole('button', { name: 'Gönder' }));
    await waitFor(() => expect(api.callsOf('POST prescription/send-email-to-member')[0]?.body).toEqual({ prescriptionId: 1, note: 'Arşiv için' }));
  });

  it('the public link: shown on demand with its QR; "Yenile" asks first (the old link stops working), "İptal et" revokes it', async () => {
    const api = prescriptionsApi({ prescriptions: [prescription(1)] });
    renderPrescriptions('/receteler/1');
    await heading();
    expect(api.callsOf('GET prescription/:id/link')).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Bağlantıyı göster' }));
    const url = (await screen.findByRole('textbox', { name: 'Bağlantı' })) as HTMLInputElement;
    expect(url.value).toBe('http://rct.localhost/prescription/token1AAAAAAAAAAAAAAAAAAAA');
    const qr = screen.getByTestId('link-qr');
    expect(qr.getAttribute('width')).toBe('144');
    expect(screen.getByRole('button', { name: 'Kopyala' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Yenile' }));
    const confirm = await screen.findByRole('dialog', { name: 'Bağlantıyı yenile' });
    expect(within(confirm).getByText(/Eski bağlantı hemen çalışmaz hale gelir/)).toBeTruthy();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Vazgeç' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Bağlantıyı yenile' })).toBeNull());
    expect(api.callsOf('POST prescription/:id/link/renew')).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Yenile' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Bağlantıyı yenile' })).getByRole('button', { name: 'Yenile' }));
    await waitFor(() => expect((screen.getByRole('textbox', { name: 'Bağlantı' }) as HTMLInputElement).value).toBe('http://rct.localhost/prescription/token2AAAAAAAAAAAAAAAAAAAA'));
    expect(api.callsOf('POST prescription/:id/link/renew')).toHaveLength(1);

    fireEvent.click(screen.getByRole('button', { name: 'İptal et' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Bağlantıyı iptal et' })).getByRole('button', { name: 'İptal et' }));
    expect(await screen.findByRole('button', { name: 'Bağlantıyı göster' })).toBeTruthy();
    expect(api.callsOf('DELETE prescription/:id/link')).toHaveLength(1);
    // Revoking does not quietly make a new link.
    expect(api.callsOf('GET prescription/:id/link')).toHaveLength(1);
  });

  it('§6: Tekniker prints and downloads, but sees no e-mail, link, correction or attach control', async () => {
    const api = prescriptionsApi({ prescriptions: [prescription(1, { type: 2 })] });
    renderPrescriptions('/receteler/1', Role.Tekniker);
    await heading();
    expect(screen.getByRole('button', { name: 'Yazdır' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'PDF indir' })).toBeTruthy();
    for (const name of ['E-posta gönder', 'Bağlantıyı göster', 'Alanlara uygula', 'Üreticilere uygula']) expect(screen.queryByRole('button', { name })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Düzelt' })).toBeNull();
    expect(api.callsOf('GET prescription/:id/link')).toHaveLength(0);
  });

  it('a cancelled prescription says İPTAL EDİLDİ with its reason and links to its correction; it cannot be corrected again', async () => {
    prescriptionsApi({ prescriptions: [prescription(1, { state: 'cancelled', cancelledAt: '2026-11-21T08:00:00.000Z', cancelReason: 'Doz yanlış yazılmış', correctedBy: { id: 7, prescriptionNo: 'RCT-2026-00007' } })] });
    renderPrescriptions('/receteler/1');
    await heading();
    expect(screen.getAllByText('İPTAL EDİLDİ').length).toBeGreaterThan(0);
    expect(screen.getAllByText(/Doz yanlış yazılmış/).length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: 'RCT-2026-00007' }).getAttribute('href')).toBe('/receteler/7');
    expect(screen.queryByRole('link', { name: 'Düzelt' })).toBeNull();
  });

  it('a deleted prescription stays readable (a correction reaches it): says who withdrew it, one status, nothing to change or send', async () => {
    prescriptionsApi({ prescriptions: [prescription(1, { state: 'cancelled', cancelledAt: '2026-11-21T08:00:00.000Z', correctedBy: { id: 7, prescriptionNo: 'RCT-2026-00007' }, deleted: { at: '2026-11-22T08:00:00.000Z', byName: 'Gülşen Öztürk', byRole: 'Mühendis' } })] });
    renderPrescriptions('/receteler/1');
    await heading();
    expect(screen.getByText('Silindi (geri çekildi)')).toBeTruthy();
    expect(screen.getByText(/22\.11\.2026 .*tarihinde Gülşen Öztürk \(Mühendis\) tarafından silindi/)).toBeTruthy();
    expect([...document.querySelectorAll('[data-status]')].map((b) => b.textContent)).toEqual(['Geri çekildi']);
    expect(screen.getByRole('link', { name: 'RCT-2026-00007' })).toBeTruthy();
    for (const name of ['PDF indir', 'E-posta gönder', 'SMS ile gönder', 'Bağlantıyı göster']) expect(screen.queryByRole('button', { name })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Düzelt' })).toBeNull();
  });

  it('"Düzelt" opens the editor prefilled from the prescription; a reason is required; it posts to …/correct and goes to the correction', async () => {
    const api = prescriptionsApi({ prescriptions: [prescription(1)] });
    renderPrescriptions('/receteler/1');
    await heading();
    fireEvent.click(screen.getByRole('link', { name: 'Düzelt' }));
    await screen.findByRole('heading', { level: 1, name: 'Reçeteyi düzelt: RCT-2026-00001' });
    const line = await screen.findByRole('group', { name: /1\. Tırtılsan 200 SC — Domates güvesi/ });
    expect((within(line).getByRole('textbox', { name: /^Doz/ }) as HTMLInputElement).value).toBe('15');
    fireEvent.change(within(line).getByRole('textbox', { name: /^Doz/ }), { target: { value: '18' } });

    fireEvent.click(screen.getByRole('button', { name: 'Önizle' }));
    expect(await screen.findByText('Düzeltme nedeni zorunludur')).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: /^Düzeltme nedeni/ }), { target: { value: 'Doz 18 ml/da olmalıydı' } });
    fireEvent.click(screen.getByRole('button', { name: 'Önizle' }));
    const preview = await screen.findByRole('dialog', { name: 'Reçete önizlemesi' });
    const issue = within(preview).getByRole('button', { name: 'Reçeteyi Düzenle' });
    await waitFor(() => expect((issue as HTMLButtonElement).disabled).toBe(false), { timeout: 3000 });
    fireEvent.click(issue);
    await waitFor(() => expect(api.callsOf('POST prescription/:id/correct')).toHaveLength(1));
    const body = api.callsOf('POST prescription/:id/correct')[0]!.body as { reason: string; prescription: Record<string, unknown> & { lines: { dose: number; key: string }[] } };
    expect(body.reason).toBe('Doz 18 ml/da olmalıydı');
    expect(body.prescription.lines[0]).toMatchObject({ key: 'L1', dose: 18, licenceDetailId: 101 });
    expect(body.prescription).not.toHaveProperty('productionAreaId');
    expect(body.prescription).not.toHaveProperty('producerId');
    // The correction's checks still name the original's area and producer.
    expect(api.callsOf('POST prescription/check').at(-1)?.body).toMatchObject({ type: 0, producerId: 1, productionAreaId: 11 });
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/receteler/500'));
  });

  it("a refused correction puts its details (named prescription.…) under the editor's fields, the rest above", async () => {
    prescriptionsApi(
      { prescriptions: [prescription(1)] },
      {
        'POST prescription/:id/correct': () => ({
          status: 400,
          body: {
            code: 'VALIDATION_ERROR',
            message: 'Geçersiz istek.',
            details: [
              { field: 'body.prescription.lines.0.dose', message: 'Doz en fazla 1000000 olabilir' },
              { field: 'body.prescription.producerId', message: 'Üretici değiştirilemez' },
            ],
          },
        }),
      },
    );
    renderPrescriptions('/receteler/1?duzelt=1');
    await screen.findByRole('heading', { level: 1, name: 'Reçeteyi düzelt: RCT-2026-00001' });
    const line = await screen.findByRole('group', { name: /1\. Tırtılsan 200 SC — Domates güvesi/ });
    fireEvent.change(screen.getByRole('textbox', { name: /^Düzeltme nedeni/ }), { target: { value: 'Doz 18 ml/da olmalıydı' } });
    fireEvent.click(screen.getByRole('button', { name: 'Önizle' }));
    const issue = within(await screen.findByRole('dialog', { name: 'Reçete önizlemesi' })).getByRole('button', { name: 'Reçeteyi Düzenle' });
    await waitFor(() => expect((issue as HTMLButtonElement).disabled).toBe(false), { timeout: 3000 });
    fireEvent.click(issue);
    expect(await screen.findByText('Reçete düzenlenemedi')).toBeTruthy();
    expect(within(line).getByText('Doz en fazla 1000000 olabilir')).toBeTruthy();
    expect(screen.getByText('Geçersiz istek.')).toBeTruthy();
    expect(screen.getByText('Üretici değiştirilemez')).toBeTruthy();
  });

  it('a fast prescription is applied to chosen areas; each area’s result shows its new number', async () => {
    const api = prescriptionsApi({ prescriptions: [prescription(1, { type: 2, producerId: null, productionAreaId: null, producer: null, productionArea: null })], areas: [area(11), area(12, { name: 'Beykonak Serası 2', plantName: 'Biber' })] });
    renderPrescriptions('/receteler/1');
    await heading();
    fireEvent.click(screen.getByRole('button', { name: 'Alanlara uygula' }));
    const dialog = await screen.findByRole('dialog', { name: 'Alanlara uygula' });
    const picker = within(dialog).getAllByLabelText(/^Üretim alanları/).find((el) => el.tagName === 'INPUT')!;
    fireEvent.click(picker);
    fireEvent.click(await screen.findByRole('option', { name: /Beykonak Serası 1 — Mustafa Karataş/ }));
    fireEvent.click(picker);
    fireEvent.click(await screen.findByRole('option', { name: /Beykonak Serası 2 — Mustafa Karataş/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Uygula' }));
    await waitFor(() => expect(api.callsOf('POST prescription/fast-to-production-area')[0]?.body).toEqual({ prescriptionId: 1, productionAreaIds: [11, 12], acknowledgedFindings: [] }));
    const results = await within(dialog).findByRole('table', { name: 'Uygulama sonuçları' });
    expect(within(results).getAllByText('Oluşturuldu')).toHaveLength(2);
    expect(within(results).getByRole('link', { name: 'RCT-2026-500' }).getAttribute('href')).toBe('/receteler/500');
  });
});
