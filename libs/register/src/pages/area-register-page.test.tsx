import { notifications } from '@mantine/notifications';
import { RegisterErrorCode, Role } from '@portal/contracts';
import { atPhoneWidth } from '@portal/shared/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STALE_TEXT } from '../components/correction-modal';
import { renderRegister } from '../test-harness';
import { application, areaRegister, harvest, OVER_AMOUNT, PHI_FLAG, prescriptionEntry, problem, producerRegister, registerApi } from '../testing/handlers';

vi.setConfig({ testTimeout: 60_000 });
beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:kayit');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => {
  notifications.clean();
  vi.restoreAllMocks();
});

const heading = () => screen.findByRole('heading', { level: 1, name: 'Beykonak Serası 1: kayıt defteri' });
const table = () => screen.getByRole('table', { name: 'Beykonak Serası 1: kayıt defteri' });
const rowOf = (text: string) => within(table()).getAllByRole('row').find((r) => r.textContent?.includes(text))!;
const openMenu = async (name: RegExp) => fireEvent.click(await screen.findByRole('button', { name }));

describe('kayit-defteri/alan/:areaId (Üretici Kayıt Defteri: the area register)', () => {
  it('lists the season’s prescriptions, applications and harvests in date order with their flags as coloured alerts; a TRC stage is marked with its lot and read-only', async () => {
    const api = registerApi();
    renderRegister('/kayit-defteri/alan/11?sezon=2026');
    await heading();
    expect(api.callsOf('GET', /^register\/area\/11$/)[0]!.query.get('season')).toBe('2026');
    const rows = within(table()).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getAllByRole('cell')[0]!.textContent)).toEqual(['20.11.2026', '22.11.2026', '24.11.2026 06:00', '25.11.2026']);
    // The prescription links to itself, with what each line allows and how often it was applied.
    expect(within(rows[0]!).getByRole('link', { name: 'Reçete RCT-2026-00001' }).getAttribute('href')).toBe('/receteler/1');
    expect(rows[0]!.textContent).toContain('Tırtılsan 200 SC: 15 ml/da · alan için 81 ml · 1 uygulama kaydı');
    // The application: when, what, how much, on how much, by whom, the weather of its hour, its flag.
    const applied = rows[2]!;
    for (const text of ['Tırtılsan 200 SC', 'Miktar: 120 ml', 'Alan: 5,4 da', 'Ali Veli (Yetkili uygulayıcı, belge YU-123)', 'Uygun', 'rüzgâr 6 km/sa (hamle 11)']) expect(applied.textContent).toContain(text);
    const flag = within(applied).getByRole('listitem');
    expect(flag.textContent).toContain(OVER_AMOUNT);
    expect(flag.getAttribute('data-severity')).toBe('warning');
    // The harvest inside the waiting period: a red alert.
    const harvested = within(rows[3]!).getByRole('listitem');
    expect(harvested.textContent).toContain(PHI_FLAG);
    expect(harvested.getAttribute('data-severity')).toBe('error');
    // The TRC lot's spraying: shown with its lot, no menu.
    expect(rows[1]!.textContent).toContain('İzlenebilirlik partisi TRC-2026-000042');
    expect(within(rows[1]!).queryByRole('button', { name: /işlemler$/ })).toBeNull();
    expect(within(rows[2]!).getByRole('button', { name: 'Uygulama 24.11.2026 06:00 · Tırtılsan 200 SC: işlemler' })).toBeTruthy();
    // The season counted, with where each count comes from.
    const counts = screen.getByRole('table', { name: 'Beykonak Serası 1: 2026 sezonu sayımı' });
    expect(within(counts).getAllByRole('row')[1]!.textContent).toBe('Tırtılsan 200 SC (Ürün)2 / 2kayıtlıSezonda 2 uygulama (en çok 2).');
  });

  it('shows a skeleton while loading, "Bu sezonda kayıt yok" for an empty season, and the chosen season in the address', async () => {
    const api = registerApi({ area: areaRegister({ entries: [], counts: [] }) });
    const view = renderRegister('/kayit-defteri/alan/11?sezon=2026');
    expect(screen.getByRole('status', { name: 'Kayıt defteri yükleniyor' })).toBeTruthy();
    expect(await screen.findByText('Bu sezonda kayıt yok')).toBeTruthy();
    fireEvent.change(screen.getByRole('combobox', { name: 'Sezon' }), { target: { value: '2025' } });
    await waitFor(() => expect(api.callsOf('GET', /^register\/area\/11$/).map((c) => c.query.get('season'))).toEqual(['2026', '2025']));
    expect(view.router.state.location.search).toBe('?sezon=2025');
    expect(await screen.findByText(/2025 sezonunda bu alana yazılmış reçete/)).toBeTruthy();
  });

  it('a failed read says so in Turkish with "Yeniden dene"; an unknown area is "Kayıt bulunamadı"', async () => {
    let fail = true;
    registerApi({ area: () => (fail ? problem(500, 'INTERNAL_ERROR', 'Sunucuda bir hata oluştu.') : Response.json({ data: areaRegister() })) });
    const view = renderRegister('/kayit-defteri/alan/11');
    expect(await screen.findByText('Kayıt defteri okunamadı')).toBeTruthy();
    expect(screen.getByText('Sunucuda bir hata oluştu.')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Yeniden dene' }));
    await heading();
    view.unmount();
    registerApi({ area: () => problem(404, 'NOT_FOUND', 'Üretim alanı bulunamadı.') });
    renderRegister('/kayit-defteri/alan/99');
    expect(await screen.findByText('Kayıt bulunamadı')).toBeTruthy();
  });

  it('a writer records from the register: "Uygulama kaydet" leads to the season’s issued prescription, "Hasat kaydet" to the area’s harvest; several prescriptions are chosen from a menu', async () => {
    registerApi({ area: areaRegister({ entries: [prescriptionEntry(1), prescriptionEntry(2, { state: 'cancelled' })] }) });
    const view = renderRegister('/kayit-defteri/alan/11');
    await heading();
    expect(screen.getByRole('link', { name: 'Uygulama kaydet' }).getAttribute('href')).toBe('/kayit-defteri/uygulama/1');
    expect(screen.getByRole('link', { name: 'Hasat kaydet' }).getAttribute('href')).toBe('/kayit-defteri/hasat/11');
    view.unmount();
    registerApi({ area: areaRegister({ entries: [prescriptionEntry(1), prescriptionEntry(3)] }) });
    renderRegister('/kayit-defteri/alan/11');
    await heading();
    fireEvent.click(screen.getByRole('button', { name: 'Uygulama kaydet' }));
    const items = await screen.findAllByRole('menuitem');
    expect(items.map((i) => i.getAttribute('href'))).toEqual(['/kayit-defteri/uygulama/1', '/kayit-defteri/uygulama/3']);
  });

  it('spec §6: a technician reads the register, its history and photos, but sees no way to record, correct or withdraw', async () => {
    registerApi();
    renderRegister('/kayit-defteri/alan/11', Role.Tekniker);
    await heading();
    expect(screen.queryByRole('link', { name: 'Uygulama kaydet' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Uygulama kaydet' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Hasat kaydet' })).toBeNull();
    expect(screen.getByRole('button', { name: 'PDF indir' })).toBeTruthy();
    await openMenu(/^Uygulama 24\.11\.2026 06:00 · Tırtılsan 200 SC: işlemler$/);
    expect((await screen.findAllByRole('menuitem')).map((i) => i.textContent)).toEqual(['Geçmiş', 'Fotoğraflar']);
  });

  it('"Geri çek" asks in a dialog with a reason (at least 3 characters) and sends it; the register is read again', async () => {
    const api = registerApi();
    renderRegister('/kayit-defteri/alan/11');
    await heading();
    await openMenu(/^Hasat 25\.11\.2026: işlemler$/);
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Geri çek' }));
    const dialog = await screen.findByRole('dialog', { name: 'Kayıt geri çekilsin mi?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Geri çek' }));
    expect(await within(dialog).findByText('Geri çekme nedeni en az 3 karakter olmalıdır')).toBeTruthy();
    expect(api.callsOf('PATCH', /withdraw$/)).toHaveLength(0);
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Geri çekme nedeni/ }), { target: { value: 'Yanlış alana yazıldı' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Geri çek' }));
    await waitFor(() => expect(api.callsOf('PATCH', /withdraw$/).map((c) => [c.path, c.body])).toEqual([['register/harvest/41/withdraw', { reason: 'Yanlış alana yazıldı' }]]));
    await waitFor(() => expect(api.callsOf('GET', /^register\/area\/11$/)).toHaveLength(2));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Kayıt geri çekilsin mi?' })).toBeNull());
  });

  it('"Düzelt" opens the record prefilled, requires a reason and sends the version; a stale version (409) is told in Turkish and the register reloaded', async () => {
    const api = registerApi({ putApplication: () => problem(409, RegisterErrorCode.StaleVersion, 'Kayıt değişmiş.') });
    renderRegister('/kayit-defteri/alan/11');
    await heading();
    await openMenu(/^Uygulama 24\.11\.2026 06:00 · Tırtılsan 200 SC: işlemler$/);
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Düzelt' }));
    const form = await screen.findByRole('form', { name: 'Uygulama düzeltme formu' });
    expect((within(form).getByRole('textbox', { name: /^Başlama saati/ }) as HTMLInputElement).value).toBe('06:00');
    expect((within(form).getByRole('textbox', { name: /^Uygulayıcının adı/ }) as HTMLInputElement).value).toBe('Ali Veli');
    expect((within(form).getByRole('textbox', { name: /kullanılan miktar/ }) as HTMLInputElement).value).toBe('120');
    fireEvent.click(within(form).getByRole('button', { name: 'Düzeltmeyi kaydet' }));
    expect(await within(form).findByText('Düzeltme nedeni en az 3 karakter olmalıdır')).toBeTruthy();
    expect(api.callsOf('PUT', /^register\/application\/31$/)).toHaveLength(0);

    fireEvent.change(within(form).getByRole('textbox', { name: /kullanılan miktar/ }), { target: { value: '80' } });
    fireEvent.change(within(form).getByRole('textbox', { name: /^Düzeltme nedeni/ }), { target: { value: 'Miktar yanlış yazılmış' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Düzeltmeyi kaydet' }));
    expect(await screen.findByText(STALE_TEXT)).toBeTruthy();
    const sent = api.callsOf('PUT', /^register\/application\/31$/)[0]!.body as Record<string, unknown>;
    expect(sent).toMatchObject({ version: 1, amount: 80, amountUnit: 'ml', reason: 'Miktar yanlış yazılmış', appliedOn: '2026-11-24', startTime: '06:00', applicatorKind: 'authorised' });
    await waitFor(() => expect(api.callsOf('GET', /^register\/area\/11$/)).toHaveLength(2));
  });

  it('"Geçmiş" lists the versions, newest first, with the reason and each changed field before and after', async () => {
    registerApi();
    renderRegister('/kayit-defteri/alan/11');
    await heading();
    await openMenu(/^Uygulama 24\.11\.2026 06:00 · Tırtılsan 200 SC: işlemler$/);
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Geçmiş' }));
    const drawer = await screen.findByRole('dialog', { name: 'Geçmiş: Uygulama 24.11.2026 06:00 · Tırtılsan 200 SC' });
    expect(await within(drawer).findByText('Sürüm 2 · Düzeltildi')).toBeTruthy();
    expect(within(drawer).getByText('Miktar yanlış yazılmış')).toBeTruthy();
    const changes = within(drawer).getByRole('table', { name: 'Sürüm 2 değişiklikleri' });
    expect(within(changes).getAllByRole('row')[1]!.textContent).toBe('Kullanılan miktar120 ml80 ml');
    expect(within(drawer).getByText('Sürüm 1 · Kaydedildi')).toBeTruthy();
  });

  it('a withdrawn record stays with its reason and offers only its history and photos', async () => {
    registerApi({ area: areaRegister({ entries: [{ type: 'harvest', date: '2026-11-25', harvest: harvest(41, { flags: [], withdrawn: { at: '2026-11-26T08:00:00.000Z', reason: 'Yanlış alan', by: 'Gülşen Yılmaz' } }) }] }) });
    renderRegister('/kayit-defteri/alan/11');
    await heading();
    expect(rowOf('25.11.2026').textContent).toContain('Geri çekildi');
    expect(rowOf('25.11.2026').textContent).toContain('Gülşen Yılmaz geri çekti: Yanlış alan');
    await openMenu(/^Hasat 25\.11\.2026: işlemler$/);
    expect((await screen.findAllByRole('menuitem')).map((i) => i.textContent)).toEqual(['Geçmiş']);
  });

  it('downloads the season’s PDF of the area', async () => {
    const api = registerApi();
    renderRegister('/kayit-defteri/alan/11?sezon=2026');
    await heading();
    fireEvent.click(screen.getByRole('button', { name: 'PDF indir' }));
    await waitFor(() => expect(URL.createObjectURL).toHaveBeenCalledTimes(1));
    const pdf = api.callsOf('GET', /^register\/area\/11\/pdf$/);
    expect(pdf.map((c) => c.query.get('season'))).toEqual(['2026']);
    fireEvent.click(screen.getByRole('button', { name: 'XLSX' }));
    await waitFor(() => expect(api.callsOf('GET', /^register\/area\/11\/export$/).map((c) => `${c.query.get('format')} ${c.query.get('season')}`)).toEqual(['xlsx 2026']));
  });

  it('"Fotoğraflar" shows an application’s photos read with the session, uploads the chosen ones as their bytes and deletes one after asking', async () => {
    const api = registerApi({ area: areaRegister({ entries: [{ type: 'application', date: '2026-11-24', application: application(31, { photoIds: [501, 502] }) }] }) });
    renderRegister('/kayit-defteri/alan/11');
    await heading();
    await openMenu(/^Uygulama 24\.11\.2026 06:00 · Tırtılsan 200 SC: işlemler$/);
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Fotoğraflar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Fotoğraflar: Uygulama 24.11.2026 06:00 · Tırtılsan 200 SC' });
    expect(await within(dialog).findByRole('button', { name: 'Uygulama fotoğrafı 2: büyüt' })).toBeTruthy();
    expect(api.callsOf('GET', /photo\/\d+$/).map((c) => [c.path, c.authorization?.startsWith('Bearer ')])).toEqual([
      ['register/application/31/photo/501', true],
      ['register/application/31/photo/502', true],
    ]);
    // A file that is no image is refused before anything is sent.
    const input = dialog.querySelector('input[type="file"]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(['x'], 'not.txt', { type: 'text/plain' })] } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yükle' }));
    expect(await within(dialog).findByText('“not.txt” JPEG, PNG ya da WebP değil')).toBeTruthy();
    fireEvent.change(input, { target: { files: [new File([new Uint8Array([137, 80, 78, 71])], 'tarla.png', { type: 'image/png' })] } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yükle' }));
    await waitFor(() => expect(api.callsOf('POST', /photo$/).map((c) => [c.path, c.contentType, c.raw.length])).toEqual([['register/application/31/photo', 'image/png', 4]]));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Uygulama fotoğrafı 1: sil' }));
    const confirm = await screen.findByRole('dialog', { name: 'Fotoğraf silinsin mi?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Sil' }));
    await waitFor(() => expect(api.callsOf('DELETE', /photo\/\d+$/).map((c) => c.path)).toEqual(['register/application/31/photo/501']));
  });

  it('at 375 px the rows are cards, each with the same menu', async () => {
    atPhoneWidth();
    registerApi();
    renderRegister('/kayit-defteri/alan/11');
    await heading();
    expect(screen.queryByRole('table', { name: 'Beykonak Serası 1: kayıt defteri' })).toBeNull();
    const cards = within(screen.getByRole('list', { name: 'Beykonak Serası 1: kayıt defteri' })).getAllByRole('listitem').filter((li) => li.tagName === 'LI');
    expect(cards).toHaveLength(4);
    expect(cards[3]!.textContent).toContain(PHI_FLAG);
    await openMenu(/^Uygulama 24\.11\.2026 06:00 · Tırtılsan 200 SC: işlemler$/);
    expect((await screen.findAllByRole('menuitem')).map((i) => i.textContent)).toEqual(['Düzelt', 'Geri çek', 'Geçmiş', 'Fotoğraflar']);
  });
});

describe('kayit-defteri/uretici/:producerId (the producer register)', () => {
  it('shows each area’s register stacked, with the producer’s PDF, CSV and XLSX', async () => {
    const api = registerApi({ producer: producerRegister([areaRegister(), areaRegister({ area: { id: 12, name: 'Beykonak Serası 2', decares: 3, plantName: 'Biber', province: 'Antalya', district: 'Kumluca' }, entries: [], counts: [] })]) });
    renderRegister('/kayit-defteri/uretici/1?sezon=2026');
    expect(await screen.findByRole('heading', { level: 1, name: 'Mustafa Karataş: kayıt defteri' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Beykonak Serası 1' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Beykonak Serası 2' })).toBeTruthy();
    expect(screen.getByText('Bu sezonda kayıt yok')).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'Alanın kayıt defteri' }).map((a) => a.getAttribute('href'))).toEqual(['/kayit-defteri/alan/11?sezon=2026', '/kayit-defteri/alan/12?sezon=2026']);
    fireEvent.click(within(screen.getByRole('group', { name: 'Mustafa Karataş: dosyalar' })).getByRole('button', { name: 'CSV' }));
    await waitFor(() => expect(api.callsOf('GET', /^register\/producer\/1\/export$/).map((c) => c.query.get('format'))).toEqual(['csv']));
  });
});
