import { notifications } from '@mantine/notifications';
import { prescriptionFixture, prescriptionLineFixture } from '@portal/shared/testing';
import { FUTURE_START_TIME_MESSAGE } from '@portal/contracts';
import { SPRAY_STRIP_TITLE } from '@portal/shared/ui';
import { isoDay } from '@portal/shared/util';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRegister } from '../test-harness';
import { checkResult, harvest, OVER_AMOUNT, problem, registerApi, weather } from '../testing/handlers';

vi.setConfig({ testTimeout: 60_000 });
afterEach(() => {
  notifications.clean();
});

/** The form once its prescription and its lazy date field are there. */
async function applicationForm() {
  const form = await screen.findByRole('form', { name: 'Uygulama formu' });
  await within(form).findByRole('textbox', { name: /^Uygulama tarihi/ });
  return form;
}
const box = (form: HTMLElement, name: RegExp) => within(form).getByRole('textbox', { name }) as HTMLInputElement;
const type = (form: HTMLElement, name: RegExp, value: string) => fireEvent.change(box(form, name), { target: { value } });
const save = (form: HTMLElement) => fireEvent.click(within(form).getByRole('button', { name: 'Kaydet' }));
const twoLines = () =>
  prescriptionFixture(1, {
    lines: [prescriptionLineFixture('L1'), prescriptionLineFixture('L2', { tradeName: 'Akarmek 18 EC', harmfulOrganism: { id: 22, name: 'Kırmızı örümcek' }, amount: { areaDecares: 5.4, productAmount: 0.5, productUnit: 'L', waterTotal: 432, tanks: 3, productPerTank: 0.2, packs: 1 } })],
  });

describe('kayit-defteri/uygulama/:prescriptionId (recording an application of an issued area prescription)', () => {
  it('starts from today, the prescription’s amount and the area’s decares; checks the fields by the contract before anything is sent', async () => {
    const api = registerApi({ prescription: twoLines() });
    renderRegister('/kayit-defteri/uygulama/1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Uygulama kaydet' })).toBeTruthy();
    const form = await applicationForm();
    expect(box(form, /^Uygulama tarihi/).value).toBe(isoDay().split('-').reverse().join('.'));
    expect(box(form, /^Uygulanan alan/).value).toBe('5,4');
    // Two lines: none is chosen for the user; saving asks for one.
    save(form);
    expect(await within(form).findByText('Uygulanan en az bir ürünü seçin')).toBeTruthy();
    fireEvent.click(within(form).getByRole('checkbox', { name: /^Akarmek 18 EC/ }));
    expect(box(form, /^Akarmek 18 EC: kullanılan miktar/).value).toBe('0,5');
    // An authorised applicator needs a certificate number; the time is SS:DD.
    fireEvent.change(within(form).getByRole('combobox', { name: /^Uygulayıcı türü/ }), { target: { value: 'authorised' } });
    type(form, /^Uygulayıcının adı/, 'Ali Veli');
    save(form);
    expect(await within(form).findByText('Yetkili uygulayıcı için belge numarası zorunludur')).toBeTruthy();
    expect(within(form).getByText('Başlama saati SS:DD biçiminde olmalıdır (ör. 06:30)')).toBeTruthy();
    expect(api.callsOf('POST', /^register\/application$/)).toHaveLength(0);
  });

  it('asks the check as the form is filled and shows the weather that will be stored and the flags, before saving', async () => {
    const api = registerApi({ check: () => checkResult({ flags: [{ code: 'REGISTER_AMOUNT_EXCEEDED', severity: 'warning', message: OVER_AMOUNT }], weather: weather({ level: 'caution', windSpeed: 14 }) }) });
    renderRegister('/kayit-defteri/uygulama/1');
    const form = await applicationForm();
    // One line: chosen already, with the prescription's amount.
    expect((within(form).getByRole('checkbox', { name: /^Tırtılsan 200 SC/ }) as HTMLInputElement).checked).toBe(true);
    type(form, /^Başlama saati/, '00:00');
    type(form, /kullanılan miktar/, '120');
    const panel = screen.getByTestId('application-check');
    await waitFor(() => expect(panel.textContent).toContain(OVER_AMOUNT));
    expect(panel.textContent).toContain('Dikkat');
    expect(panel.textContent).toContain('rüzgâr 14 km/sa');
    const asked = api.callsOf('POST', /^register\/application\/check$/).at(-1)!.body;
    expect(asked).toMatchObject({ prescriptionId: 1, prescriptionLineKey: 'L1', startTime: '00:00', amount: 120, amountUnit: 'ml', applicatorKind: 'producer', applicatorName: 'Mustafa Karataş', decares: 5.4 });
    expect(api.callsOf('POST', /^register\/application$/)).toHaveLength(0);
  });

  it('a check the API refuses (already recorded) is said before saving, in its Turkish words', async () => {
    registerApi({ check: () => problem(409, 'REGISTER_DUPLICATE', 'Bu ürün bu alanda bu tarihte zaten kayıtlı (İzlenebilirlik partisi TRC-2026-000042).') });
    renderRegister('/kayit-defteri/uygulama/1');
    const form = await applicationForm();
    type(form, /^Başlama saati/, '00:00');
    const panel = screen.getByTestId('application-check');
    await waitFor(() => expect(panel.textContent).toContain('Bu hâliyle kaydedilemez'));
    expect(panel.textContent).toContain('Bu ürün bu alanda bu tarihte zaten kayıtlı (İzlenebilirlik partisi TRC-2026-000042).');
  });

  it('a good window not yet begun is guidance in words, with nothing that puts it into the form', async () => {
    // 15:00 in Türkiye the day before the plan's first good window (24.11 17:00–24:00); only the date is faked.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-23T12:00:00Z') });
    try {
      registerApi();
      renderRegister('/kayit-defteri/uygulama/1');
      const form = await applicationForm();
      const next = await screen.findByTestId('next-window');
      expect(next.textContent).toBe('Sonraki uygun zaman: yarın 17:00–24:00 — uygulamayı yaptıktan sonra kaydedin.');
      // Said as text in a status region, not by colour alone.
      expect(next.closest('[role="status"]')).not.toBeNull();
      expect(within(screen.getByRole('region', { name: SPRAY_STRIP_TITLE })).getAllByTestId('spray-day')).toHaveLength(4);
      expect(screen.queryByRole('button', { name: 'Önerilen zamanı kullan' })).toBeNull();
      expect(screen.queryByTestId('proposed-window')).toBeNull();
      expect(box(form, /^Uygulama tarihi/).value).toBe('23.11.2026');
      expect(box(form, /^Başlama saati/).value).toBe('');
    } finally {
      vi.useRealTimers();
    }
  });

  it('a good window that has begun is proposed; its button fills the date and the start time, which save', async () => {
    // 17:30 in Türkiye: the window 24.11 17:00–24:00 has begun.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-24T14:30:00Z') });
    try {
      const api = registerApi();
      renderRegister('/kayit-defteri/uygulama/1');
      const form = await applicationForm();
      expect((await screen.findByTestId('proposed-window')).textContent).toBe('Önerilen: 24.11.2026 17:00–24:00');
      expect(screen.queryByTestId('next-window')).toBeNull();
      // Another day first, so the fill is seen to set the window's.
      type(form, /^Uygulama tarihi/, '20.11.2026');
      fireEvent.blur(box(form, /^Uygulama tarihi/));
      await waitFor(() => expect(box(form, /^Uygulama tarihi/).value).toBe('20.11.2026'));
      fireEvent.click(screen.getByRole('button', { name: 'Önerilen zamanı kullan' }));
      await waitFor(() => expect(box(form, /^Uygulama tarihi/).value).toBe('24.11.2026'));
      expect(box(form, /^Başlama saati/).value).toBe('17:00');
      save(form);
      await waitFor(() => expect(api.callsOf('POST', /^register\/application$/)).toHaveLength(1));
      expect(api.callsOf('POST', /^register\/application$/)[0]!.body).toMatchObject({ appliedOn: '2026-11-24', startTime: '17:00' });
    } finally {
      vi.useRealTimers();
    }
  });

  it('a start time later today than now is refused under the time field before anything is sent', async () => {
    // 12:00 in Türkiye; only the date is faked, the page's timers run.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-24T09:00:00Z') });
    try {
      const api = registerApi();
      renderRegister('/kayit-defteri/uygulama/1');
      const form = await applicationForm();
      expect(box(form, /^Uygulama tarihi/).value).toBe('24.11.2026');
      type(form, /^Başlama saati/, '12:01');
      save(form);
      expect(await within(form).findByText(FUTURE_START_TIME_MESSAGE)).toBeTruthy();
      expect(box(form, /^Başlama saati/).getAttribute('aria-invalid')).toBe('true');
      type(form, /^Başlama saati/, '12:00');
      save(form);
      await waitFor(() => expect(api.callsOf('POST', /^register\/application$/)).toHaveLength(1));
    } finally {
      vi.useRealTimers();
    }
  });

  it('saves one application per chosen line and opens the area’s register of that season', async () => {
    const api = registerApi({ prescription: twoLines() });
    const view = renderRegister('/kayit-defteri/uygulama/1');
    const form = await applicationForm();
    fireEvent.click(within(form).getByRole('checkbox', { name: /^Tırtılsan 200 SC/ }));
    fireEvent.click(within(form).getByRole('checkbox', { name: /^Akarmek 18 EC/ }));
    type(form, /^Başlama saati/, '00:00');
    type(form, /^Su miktarı/, '400');
    save(form);
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/kayit-defteri/alan/11'));
    const sent = api.callsOf('POST', /^register\/application$/).map((c) => c.body as Record<string, unknown>);
    expect(sent.map((b) => [b['prescriptionLineKey'], b['amount'], b['amountUnit']])).toEqual([
      ['L1', 81, 'ml'],
      ['L2', 0.5, 'L'],
    ]);
    expect(sent[0]).toMatchObject({ prescriptionId: 1, appliedOn: isoDay(), startTime: '00:00', waterVolumeLitres: 400, applicatorCertificateNo: null, notes: null });
    expect(view.router.state.location.search).toBe(`?sezon=${isoDay().slice(0, 4)}`);
  });

  it('a refusal’s details land under their fields: the line’s amount under that line; a 409 in the banner', async () => {
    let answer = () =>
      problem(400, 'VALIDATION_ERROR', 'Gönderilen bilgiler geçersiz.', [
        { field: 'body.amount', message: 'Kullanılan miktar en fazla 1000000 olabilir' },
        { field: 'body.decares', message: 'Uygulanan alan alanın büyüklüğünü aşamaz (5,4 da)' },
        // The server's clock said the hour had not come yet.
        { field: 'body.startTime', message: FUTURE_START_TIME_MESSAGE },
      ]);
    registerApi({ postApplication: () => answer() });
    renderRegister('/kayit-defteri/uygulama/1');
    const form = await applicationForm();
    type(form, /^Başlama saati/, '00:00');
    save(form);
    expect(await within(form).findByText('Kullanılan miktar en fazla 1000000 olabilir')).toBeTruthy();
    expect(within(form).getByText('Uygulanan alan alanın büyüklüğünü aşamaz (5,4 da)')).toBeTruthy();
    expect(within(form).getByText(FUTURE_START_TIME_MESSAGE)).toBeTruthy();
    expect(box(form, /^Başlama saati/).getAttribute('aria-invalid')).toBe('true');
    answer = () => problem(409, 'REGISTER_DUPLICATE', 'Bu uygulama bu alanda bu tarihte zaten kayıtlı.');
    save(form);
    expect(await within(form).findByText('Bu uygulama bu alanda bu tarihte zaten kayıtlı.')).toBeTruthy();
  });

  it('a cancelled or fast prescription takes no application', async () => {
    registerApi({ prescription: prescriptionFixture(1, { state: 'cancelled' }) });
    const view = renderRegister('/kayit-defteri/uygulama/1');
    expect(await screen.findByText('Bu reçete iptal edildi: uygulama, yerine düzenlenen reçeteye kaydedilir.')).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Uygulama formu' })).toBeNull();
    view.unmount();
    registerApi({ prescription: prescriptionFixture(2, { type: 2, productionAreaId: null, productionArea: null }) });
    renderRegister('/kayit-defteri/uygulama/2');
    expect(await screen.findByText(/bir üretim alanına yazılmamış/)).toBeTruthy();
  });
});

describe('kayit-defteri/hasat/:areaId (recording a harvest)', () => {
  it('checks by the contract, saves the harvest and shows its flags; opens the area’s register', async () => {
    const api = registerApi({ postHarvest: () => Response.json({ data: harvest(78, { harvestedOn: isoDay(), flags: [{ code: 'REGISTER_PHI_NOT_KEPT', severity: 'error', message: 'Bekleme süresi dolmadı.' }] }) }, { status: 201 }) });
    const view = renderRegister('/kayit-defteri/hasat/11');
    const form = await screen.findByRole('form', { name: 'Hasat formu' });
    await within(form).findByRole('textbox', { name: /^Hasat tarihi/ });
    fireEvent.click(within(form).getByRole('button', { name: 'Kaydet' }));
    expect(await within(form).findByText('Hasat miktarı bir sayı olmalıdır')).toBeTruthy();
    fireEvent.change(within(form).getByRole('textbox', { name: /^Hasat miktarı/ }), { target: { value: '1200' } });
    fireEvent.change(within(form).getByRole('textbox', { name: /^Parti \/ alıcı/ }), { target: { value: 'Kumluca Hali' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Kaydet' }));
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/kayit-defteri/alan/11'));
    expect(api.callsOf('POST', /^register\/harvest$/)[0]!.body).toEqual({ productionAreaId: 11, harvestedOn: isoDay(), amount: 1200, unit: 'kg', lotOrBuyer: 'Kumluca Hali', notes: null });
    expect(await screen.findByText('Bekleme süresi dolmadı.')).toBeTruthy();
  });
});
