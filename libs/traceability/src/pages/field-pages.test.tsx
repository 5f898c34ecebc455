import 'fake-indexeddb/auto';
import { Notifications, notifications } from '@mantine/notifications';
import { Role } from '@portal/contracts';
import { renderRoutes, signedInAs } from '@portal/shared/testing';
import { trcBrand } from '@portal/shared/ui';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { QRCodeSVG } from 'qrcode.react';
import { renderToStaticMarkup } from 'react-dom/server';
import { Outlet, useLocation, type RouteObject } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dateText } from '@portal/shared/util';
import { traceabilityPages } from '../index';
import { outboxStorageKey, reloadOutbox, type OutboxEntry } from '../offline/outbox';
import { keptPhotos } from '../offline/photo-store';
import { daysAgo, fieldApi, fieldWorld, lot, lots, offline, PHOTO_PNG, PRESCRIPTION_NO, today, TOMATO_GTIN, TOMATO_LOT_CODE } from '../testing/field-handlers';

vi.setConfig({ testTimeout: 60_000 });

/** The public ids of the two controllers who share a phone in these tests. */
const CONTROLLER = '0b6f3c1e-2d4a-4b5c-9d8e-7f6a5b4c3d2e';
const SECOND_CONTROLLER = '9e8d7c6b-5a4f-4e3d-8c2b-1a0f9e8d7c6b';

function Harness() {
  return (
    <>
      <Notifications />
      <Outlet />
    </>
  );
}

function Elsewhere() {
  const location = useLocation();
  return <p data-testid="elsewhere">{location.pathname}</p>;
}

/** The TRC field screens at `path`, signed in as a cooperative's engineer (`user`) on the trc host. */
function renderField(path: string, user = CONTROLLER) {
  const routes: RouteObject[] = [
    {
      element: <Harness />,
      children: [...Object.entries(traceabilityPages).map(([pattern, element]) => ({ path: `/${pattern}`, element })), { path: '*', element: <Elsewhere /> }],
    },
  ];
  return renderRoutes(routes, { route: path, brand: trcBrand, session: signedInAs(Role.Muhendis, { publicId: user }) });
}

/** A Mantine Select's input by its label (the label also names the listbox). */
const selectInput = (label: RegExp) => screen.getAllByLabelText(label).find((el) => el.tagName === 'INPUT') as HTMLInputElement;
const stored = (user = CONTROLLER): OutboxEntry[] => JSON.parse(localStorage.getItem(outboxStorageKey(user)) ?? '[]') as OutboxEntry[];
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Kaydet' }));
const lotHeading = (code: string) => screen.findByRole('heading', { level: 1, name: `Parti ${code}` });
/** The stage form once its lot and its lazy date field are there. */
async function stageForm() {
  const form = await screen.findByRole('form', { name: 'Aşama formu' });
  await within(form).findByRole('textbox', { name: /^Tarih/ });
  return form;
}
const kind = (value: string) => fireEvent.change(screen.getByRole('combobox', { name: /^Aşama/ }), { target: { value } });

beforeEach(() => {
  localStorage.clear();
  reloadOutbox();
});
afterEach(() => {
  notifications.clean();
  localStorage.clear();
  reloadOutbox();
});

describe('the TRC home (/anasayfa)', () => {
  it('the home lists the open lots and today’s work', async () => {
    const api = fieldApi();
    renderField('/anasayfa');
    expect(await screen.findByRole('heading', { level: 1, name: 'Ana Sayfa' })).toBeTruthy();

    const open = screen.getByRole('region', { name: 'Açık partiler' });
    const cards = await within(open).findAllByRole('link', { name: /^TRC-/ });
    expect(cards.map((a) => a.getAttribute('href'))).toEqual(['/partiler/2', '/partiler/1']);
    expect(cards[0]!.textContent).toMatch(/^TRC-2026-000043Açık.*Biber · Çarliston · 2026.*Güney Serası, Kumluca \/ Antalya · Ayşe Demir/);
    expect(cards[1]!.textContent).toMatch(new RegExp(`^${TOMATO_LOT_CODE}Açık.*Domates · Pembe Kalp · 2026.*Kuzey Serası, Kumluca / Antalya · Şükrü Işıkoğlu`));
    // The closed cucumbers are not among them; the card tells the latest stage.
    expect(open.textContent).not.toContain('Hıyar');
    expect(within(cards[1]!).getByText(`Son aşama: İlaçlama, ${dateText(daysAgo(1))}`)).toBeTruthy();
    expect(api.callsOf('GET lot')[0]!.query.get('status')).toBe('open');

    // Today's work: the peppers were watered today, the tomatoes were not.
    const todays = screen.getByRole('region', { name: 'Bugünün işleri' });
    expect(within(todays).getByText('Bugün 1 partide aşama kaydı girildi.')).toBeTruthy();
    expect(within(todays).getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual(['/partiler/2']);

    expect(screen.getByRole('link', { name: 'Yeni parti' }).getAttribute('href')).toBe('/partiler/ekle');
    expect(screen.getByRole('link', { name: 'Tüm partiler' }).getAttribute('href')).toBe('/partiler');
    // Nothing waits on this device: no outbox box.
    expect(screen.queryByRole('region', { name: 'Cihazda bekleyen kayıtlar' })).toBeNull();

    fireEvent.click(cards[1]!);
    expect(await lotHeading(TOMATO_LOT_CODE)).toBeTruthy();
  });

  it('with no open lot the home says how to start', async () => {
    fieldApi(fieldWorld({ lots: [] }));
    renderField('/anasayfa');
    expect(await screen.findByText('Açık parti yok. “Yeni parti” ile bir üretim alanının bu sezonki ürününü kaydedin.')).toBeTruthy();
    expect(screen.getByText('Bugün henüz aşama kaydı girilmedi. Bir partiyi açıp “Aşama ekle” ile başlayın.')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Açık partiler' })).queryAllByRole('link', { name: /^TRC-/ })).toHaveLength(0);
  });

  it('the lot list searches and filters by status through the address', async () => {
    const api = fieldApi();
    const { router } = renderField('/partiler');
    expect(await screen.findByText('2 parti')).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: 'Ara' }), { target: { value: 'biber' } });
    await waitFor(() => expect(router.state.location.search).toBe('?ara=biber'));
    expect(await screen.findByText('1 parti')).toBeTruthy();
    expect(screen.getAllByRole('link', { name: /^TRC-/ }).map((a) => a.getAttribute('href'))).toEqual(['/partiler/2']);
    expect(api.callsOf('GET lot').at(-1)!.query.get('search')).toBe('biber');

    fireEvent.change(screen.getByRole('textbox', { name: 'Ara' }), { target: { value: '' } });
    fireEvent.click(screen.getByRole('radio', { name: 'Kapalı' }));
    await waitFor(() => expect(router.state.location.search).toBe('?durum=closed'));
    expect((await screen.findByRole('link', { name: /^TRC-2026-000044/ })).textContent).toContain('Hıyar');
    expect(screen.getAllByRole('link', { name: /^TRC-/ })).toHaveLength(1);
    expect(api.callsOf('GET lot').at(-1)!.query.get('status')).toBe('closed');
  });
});

describe('a new lot (/partiler/ekle)', () => {
  it('a new lot picks the member’s area, takes its plant, refuses a GTIN with a wrong check digit under the field, and opens the lot it made', async () => {
    const api = fieldApi();
    renderField('/partiler/ekle');
    expect(await screen.findByRole('heading', { level: 1, name: 'Yeni parti' })).toBeTruthy();

    fireEvent.click(selectInput(/^Üretim alanı/));
    fireEvent.click(await screen.findByRole('option', { name: 'Kuzey Serası · Şükrü Işıkoğlu (Kumluca/Antalya)' }));
    // Only the member's active areas are offered.
    expect(api.callsOf('GET production-area')[0]!.query.get('archived')).toBe('false');
    await waitFor(() => expect(selectInput(/^Ürün \(bitki\)/).value).toBe('Domates'));

    fireEvent.change(screen.getByRole('textbox', { name: /^Çeşit/ }), { target: { value: 'Pembe Kalp' } });
    const gtin = screen.getByRole('textbox', { name: /^GTIN/ });
    fireEvent.change(gtin, { target: { value: '08690000000013' } });
    fireEvent.blur(gtin);
    const error = await screen.findByText('GTIN’in kontrol hanesi tutmuyor');
    expect(gtin.getAttribute('aria-invalid')).toBe('true');
    expect(gtin.getAttribute('aria-describedby')?.split(' ')).toContain(error.id);

    fireEvent.click(screen.getByRole('button', { name: 'Partiyi oluştur' }));
    await waitFor(() => expect(document.activeElement).toBe(gtin));
    expect(api.callsOf('POST lot')).toHaveLength(0);

    fireEvent.change(gtin, { target: { value: TOMATO_GTIN } });
    await waitFor(() => expect(screen.queryByText('GTIN’in kontrol hanesi tutmuyor')).toBeNull());
    fireEvent.click(screen.getByRole('checkbox', { name: /ilk adı/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Partiyi oluştur' }));

    expect(await lotHeading('TRC-2026-000045')).toBeTruthy();
    expect(api.callsOf('POST lot').map((c) => c.body)).toEqual([
      { productionAreaId: 11, plantId: 3, variety: 'Pembe Kalp', season: today().slice(0, 4), gtin: TOMATO_GTIN, consumerFirstNameConsent: true },
    ]);
    expect(api.callsOf('GET lot/:id').map((c) => c.path)).toContain('lot/100');
    expect(await screen.findByText('Henüz aşama kaydı yok. İlk aşamayı “Aşama ekle” ile girin.')).toBeTruthy();
  });

  it('an area with no plant asks for one; the server’s refusal lands under its field', async () => {
    const api = fieldApi(fieldWorld(), {
      'POST lot': () => ({ status: 400, body: { code: 'VALIDATION_ERROR', message: 'Girdi geçersiz.', details: [{ field: 'body.productionAreaId', message: 'Bu üretim alanı arşivlenmiş' }] } }),
    });
    renderField('/partiler/ekle');
    fireEvent.click(await waitFor(() => selectInput(/^Üretim alanı/)));
    fireEvent.click(await screen.findByRole('option', { name: /^Merkez Tarlası/ }));
    expect(selectInput(/^Ürün \(bitki\)/).value).toBe('');
    fireEvent.click(screen.getByRole('button', { name: 'Partiyi oluştur' }));
    expect(await screen.findByText('Ürün (bitki) seçin')).toBeTruthy();
    expect(api.callsOf('POST lot')).toHaveLength(0);

    fireEvent.click(selectInput(/^Ürün \(bitki\)/));
    fireEvent.click(await screen.findByRole('option', { name: 'Hıyar' }));
    fireEvent.click(screen.getByRole('button', { name: 'Partiyi oluştur' }));
    expect(await screen.findByText('Bu üretim alanı arşivlenmiş')).toBeTruthy();
    expect(api.callsOf('POST lot')[0]!.body).toMatchObject({ productionAreaId: 13, plantId: 5, gtin: null });
    expect(screen.getByRole('heading', { level: 1, name: 'Yeni parti' })).toBeTruthy();
  });
});

describe('editing a lot (/partiler/guncelle/:id)', () => {
  it('a lot with stages keeps its area and plant; a wrong GTIN is refused under its field; the save sends the lot’s fields without the area and shows the lot', async () => {
    const api = fieldApi();
    renderField('/partiler/1');
    fireEvent.click(await screen.findByRole('link', { name: 'Düzenle' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Partiyi düzenle' })).toBeTruthy();

    const area = selectInput(/^Üretim alanı/);
    expect(area.value).toBe('Kuzey Serası · Şükrü Işıkoğlu (Kumluca/Antalya)');
    expect(area.disabled).toBe(true);
    const plant = selectInput(/^Ürün \(bitki\)/);
    expect(plant.value).toBe('Domates');
    expect(plant.disabled).toBe(true);
    expect(screen.getByText('Aşama kaydedilmiş bir partinin ürünü değişmez')).toBeTruthy();
    const variety = screen.getByRole('textbox', { name: /^Çeşit/ }) as HTMLInputElement;
    expect(variety.value).toBe('Pembe Kalp');

    const gtin = screen.getByRole('textbox', { name: /^GTIN/ });
    fireEvent.change(gtin, { target: { value: '08690000000013' } });
    save();
    expect(await screen.findByText('GTIN’in kontrol hanesi tutmuyor')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(gtin));
    expect(api.callsOf('PUT lot/:id')).toHaveLength(0);

    fireEvent.change(gtin, { target: { value: '' } });
    fireEvent.change(variety, { target: { value: 'Kalp' } });
    fireEvent.change(screen.getByRole('textbox', { name: /^Sezon/ }), { target: { value: '2026 güz' } });
    save();
    expect(await lotHeading(TOMATO_LOT_CODE)).toBeTruthy();
    expect(api.callsOf('PUT lot/:id').map((c) => [c.path, c.body])).toEqual([['lot/1', { plantId: 3, variety: 'Kalp', season: '2026 güz', gtin: null, consumerFirstNameConsent: true }]]);
    expect(await screen.findByText('Domates · Kalp')).toBeTruthy();
    expect(screen.getByText('2026 güz')).toBeTruthy();
  });

  it('a lot with no stage may change its plant; the server’s refusal lands under the field it names; “Vazgeç” goes back to the lot', async () => {
    // A lot just made: nothing recorded on it yet.
    const fresh = lot(4, { plant: { id: 5, name: 'Hıyar' }, variety: null, gtin: null, season: '2026', lastStage: null });
    const api = fieldApi(fieldWorld({ lots: [...lots(), fresh], stages: { 4: [] } }), {
      'PUT lot/:id': () => ({ status: 400, body: { code: 'VALIDATION_ERROR', message: 'Girdi geçersiz.', details: [{ field: 'body.season', message: 'Sezon en fazla 40 karakter olabilir' }] } }),
    });
    renderField('/partiler/guncelle/4');
    expect(await screen.findByRole('heading', { level: 1, name: 'Partiyi düzenle' })).toBeTruthy();
    const plant = selectInput(/^Ürün \(bitki\)/);
    expect(plant.disabled).toBe(false);
    fireEvent.click(plant);
    fireEvent.click(await screen.findByRole('option', { name: 'Biber' }));
    save();
    expect(await screen.findByText('Sezon en fazla 40 karakter olabilir')).toBeTruthy();
    expect(api.callsOf('PUT lot/:id')[0]!.body).toMatchObject({ plantId: 4, season: '2026' });
    expect(screen.getByRole('heading', { level: 1, name: 'Partiyi düzenle' })).toBeTruthy();

    fireEvent.click(screen.getByRole('link', { name: 'Vazgeç' }));
    expect(await lotHeading('TRC-2026-000045')).toBeTruthy();
  });

  it('an unknown lot shows the not-found state', async () => {
    fieldApi();
    renderField('/partiler/guncelle/999');
    expect(await screen.findByText('Kayıt bulunamadı')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Partilere dön' }).getAttribute('href')).toBe('/partiler');
  });
});

describe('the stage form (/partiler/:id/asama-ekle)', () => {
  it('a harvest inside a PHI is shown red before saving and needs a reason; with the reason the request carries phiOverrideReason', async () => {
    const api = fieldApi();
    renderField('/partiler/1/asama-ekle');
    await stageForm();
    kind('harvest');
    fireEvent.change(screen.getByRole('textbox', { name: /^Hasat miktarı/ }), { target: { value: '1200' } });

    // Asked before saving: Akarmek 18 EC went on yesterday with a 3-day waiting period.
    const alert = await screen.findByRole('alert', { name: /Bekleme süresi dolmadı/ });
    expect(alert.textContent).toContain(`Akarmek 18 EC (${dateText(daysAgo(1))} ilaçlaması): bekleme süresi 3 gün, en erken hasat ${dateText(daysAgo(-2))}; hasat ${dateText(today())}`);
    expect(api.callsOf('POST lot/:id/stage/check').at(-1)!.body).toMatchObject({ kind: 'harvest', date: today(), amount: 1200, unit: 'kg', phiOverrideReason: null });
    expect(api.callsOf('POST lot/:id/stage')).toHaveLength(0);

    save();
    expect(await screen.findByText('Bekleme süresi dolmadan hasat için gerekçe yazın')).toBeTruthy();
    const reason = screen.getByRole('textbox', { name: /^Gerekçe/ });
    await waitFor(() => expect(document.activeElement).toBe(reason));
    expect(api.callsOf('POST lot/:id/stage')).toHaveLength(0);

    fireEvent.change(reason, { target: { value: 'Tüccar sözleşmesi gereği erken hasat; ürün 3 gün depoda bekletilecek.' } });
    save();
    expect(await lotHeading(TOMATO_LOT_CODE)).toBeTruthy();
    const posts = api.callsOf('POST lot/:id/stage');
    expect(posts).toHaveLength(1);
    expect(posts[0]!.path).toBe('lot/1/stage');
    expect(posts[0]!.body).toMatchObject({ kind: 'harvest', date: today(), amount: 1200, unit: 'kg', phiOverrideReason: 'Tüccar sözleşmesi gereği erken hasat; ürün 3 gün depoda bekletilecek.' });
    // The register shows it red, and the lot's compliance says so.
    expect(await screen.findByText('Bekleme süresi dolmadan hasat edildi. Gerekçe: Tüccar sözleşmesi gereği erken hasat; ürün 3 gün depoda bekletilecek.')).toBeTruthy();
    expect(await screen.findByText('Bekleme süresi içinde hasat var')).toBeTruthy();
  });

  it('a harvest after the waiting period shows no warning and asks no reason', async () => {
    const api = fieldApi();
    renderField('/partiler/1/asama-ekle');
    await stageForm();
    kind('harvest');
    fireEvent.change(screen.getByRole('textbox', { name: /^Hasat miktarı/ }), { target: { value: '800' } });
    const date = screen.getByRole('textbox', { name: /^Tarih/ });
    // Typed as a Turkish date (GG.AA.YYYY): a day before the spraying, so no spraying comes before it.
    act(() => date.focus());
    fireEvent.change(date, { target: { value: dateText(daysAgo(2)) } });
    fireEvent.blur(date);
    await waitFor(() => expect(api.callsOf('POST lot/:id/stage/check').some((c) => (c.body as { date: string }).date === daysAgo(2))).toBe(true));
    expect(screen.queryByRole('alert', { name: /Bekleme süresi dolmadı/ })).toBeNull();
    expect(screen.queryByRole('textbox', { name: /^Gerekçe/ })).toBeNull();
    save();
    expect(await lotHeading(TOMATO_LOT_CODE)).toBeTruthy();
    expect(api.callsOf('POST lot/:id/stage')[0]!.body).toMatchObject({ kind: 'harvest', date: daysAgo(2), amount: 800, phiOverrideReason: null });
  });

  it('a spraying from a prescription sends prescriptionId and prescriptionLineKey and no dose', async () => {
    const api = fieldApi();
    renderField('/partiler/1/asama-ekle');
    await stageForm();
    // The lot's last stage was a spraying: the form starts on another one.
    expect((screen.getByRole('combobox', { name: /^Aşama/ }) as HTMLSelectElement).value).toBe('spraying');
    expect((screen.getByRole('radio', { name: 'Reçeteden' }) as HTMLInputElement).checked).toBe(true);

    const prescriptionSelect = screen.getByRole('combobox', { name: /^Reçete/ });
    await within(prescriptionSelect).findByRole('option', { name: `${PRESCRIPTION_NO} · ${dateText(daysAgo(2))} · Akarmek 18 EC, Tırtılsan 200 SC` });
    expect(api.callsOf('GET prescription')[0]!.query.get('productionAreaId')).toBe('11');
    expect(api.callsOf('GET prescription')[0]!.query.get('state')).toBe('issued');
    fireEvent.change(prescriptionSelect, { target: { value: '12' } });

    const lineSelect = await screen.findByRole('combobox', { name: /^Uygulanan ürün/ });
    await within(lineSelect).findByRole('option', { name: 'Akarmek 18 EC · İki noktalı kırmızı örümcek · 50 ml/100 L su' });
    fireEvent.change(lineSelect, { target: { value: 'L1' } });
    // No dose is asked: the prescription's line has it.
    expect(screen.queryByRole('textbox', { name: /^Doz/ })).toBeNull();
    save();

    expect(await lotHeading(TOMATO_LOT_CODE)).toBeTruthy();
    const [post] = api.callsOf('POST lot/:id/stage');
    expect(post!.body).toMatchObject({ kind: 'spraying', date: today(), prescriptionId: 12, prescriptionLineKey: 'L1', licenceId: null, dose: null, doseUnitId: null, amount: null });
    expect(api.callsOf('POST lot/:id/stage')).toHaveLength(1);
    const stages = within(await screen.findByRole('list', { name: 'Aşamalar' })).getAllByRole('listitem');
    expect(stages.at(-1)!.textContent).toContain(`Reçete: ${PRESCRIPTION_NO}`);
  });

  it('a spraying entered directly sends the licence, dose and unit and no prescription', async () => {
    const api = fieldApi();
    renderField('/partiler/1/asama-ekle');
    await stageForm();
    fireEvent.click(screen.getByRole('radio', { name: 'Ürün ve doz' }));
    expect(screen.queryByRole('combobox', { name: /^Reçete/ })).toBeNull();
    const product = await waitFor(() => selectInput(/^Ürün( \*)?$/));
    fireEvent.click(product);
    fireEvent.click(await screen.findByRole('option', { name: 'Tırtılsan 200 SC (ÖRN-0008)' }));
    expect(api.callsOf('GET search/licenses')[0]!.query.get('plantId')).toBe('3');
    fireEvent.change(screen.getByRole('textbox', { name: /^Doz( \*)?$/ }), { target: { value: '15' } });
    const unit = screen.getByRole('combobox', { name: /^Doz birimi/ });
    await within(unit).findByRole('option', { name: 'ml/da' });
    fireEvent.change(unit, { target: { value: '1' } });
    save();
    expect(await lotHeading(TOMATO_LOT_CODE)).toBeTruthy();
    expect(api.callsOf('POST lot/:id/stage')[0]!.body).toMatchObject({ kind: 'spraying', licenceId: 8, dose: 15, doseUnitId: 1, prescriptionId: null, prescriptionLineKey: null });
  });

  it('with no connection the stage is kept on the device (outbox) and not lost, and it is sent once when flushed', async () => {
    const api = fieldApi(fieldWorld(), { 'POST lot/:id/stage': offline });
    renderField('/partiler/1/asama-ekle');
    await stageForm();
    kind('irrigation');
    fireEvent.change(screen.getByRole('textbox', { name: /^Not/ }), { target: { value: 'Damla sulama, 2 saat' } });
    save();

    // Back on the lot, the stage waits on the device.
    expect(await lotHeading(TOMATO_LOT_CODE)).toBeTruthy();
    expect(await screen.findByText('Bağlantı yok: kayıt cihazda saklandı')).toBeTruthy();
    const box = await screen.findByRole('region', { name: 'Cihazda bekleyen kayıtlar' });
    expect(within(box).getByText(`${TOMATO_LOT_CODE}: Sulama, ${dateText(today())}`)).toBeTruthy();
    expect(within(box).getByText('1 aşama bağlantı gelince gönderilecek.')).toBeTruthy();
    const kept = stored();
    expect(kept).toHaveLength(1);
    expect(kept[0]).toMatchObject({ lotId: 1, lotCode: TOMATO_LOT_CODE, input: { kind: 'irrigation', date: today(), notes: 'Damla sulama, 2 saat' } });
    expect(kept[0]!.error).toBeUndefined();
    const clientId = kept[0]!.input.clientId;
    expect(clientId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    // Every try carried the same clientId; the server has nothing yet.
    await waitFor(() => expect(api.callsOf('POST lot/:id/stage').length).toBeGreaterThanOrEqual(2));
    expect(new Set(api.callsOf('POST lot/:id/stage').map((c) => (c.body as { clientId: string }).clientId))).toEqual(new Set([clientId]));
    expect(api.world.stages[1]!.some((s) => s.kind === 'irrigation' && s.date === today())).toBe(false);

    // The connection is back: "Şimdi gönder", tapped twice, sends it once.
    let reached = 0;
    api.override('POST lot/:id/stage', () => {
      reached++;
      return undefined;
    });
    const send = within(box).getByRole('button', { name: 'Şimdi gönder' });
    fireEvent.click(send);
    fireEvent.click(send);
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Cihazda bekleyen kayıtlar' })).toBeNull());
    // Both taps share the one run: the stage goes once and is told once.
    await waitFor(() => expect(screen.queryAllByText('Bekleyen kayıtlar gönderildi')).toHaveLength(1));
    expect(await screen.findByText('Not: Damla sulama, 2 saat')).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(reached).toBe(1);
    expect(screen.queryAllByText('Bekleyen kayıtlar gönderildi')).toHaveLength(1);
    expect(api.world.stages[1]!.filter((s) => s.clientId === clientId)).toHaveLength(1);
    expect(stored()).toEqual([]);
  });

  it('a stage the server refuses when it is finally sent stays on the device with the reason, and can be discarded after confirming', async () => {
    const api = fieldApi(fieldWorld(), { 'POST lot/:id/stage': offline });
    renderField('/partiler/1/asama-ekle');
    await stageForm();
    kind('fertilization');
    save();
    const box = await screen.findByRole('region', { name: 'Cihazda bekleyen kayıtlar' });

    api.override('POST lot/:id/stage', () => ({ status: 409, body: { code: 'TRC_LOT_CLOSED', message: 'Parti kapalı: aşama eklenemez.' } }));
    fireEvent.click(within(box).getByRole('button', { name: 'Şimdi gönder' }));
    expect(await within(box).findByText('Kabul edilmedi: Parti kapalı: aşama eklenemez.')).toBeTruthy();
    expect(await screen.findByText('Kabul edilmeyen kayıt')).toBeTruthy();
    expect(stored()[0]!.error).toBe('Parti kapalı: aşama eklenemez.');
    expect(within(box).queryByRole('button', { name: 'Şimdi gönder' })).toBeNull();

    fireEvent.click(within(box).getByRole('button', { name: 'Cihazdan sil' }));
    const confirm = await screen.findByRole('dialog', { name: 'Kayıt cihazdan silinsin mi?' });
    // The dialog names the entry it removes (the lot, the stage and its day).
    expect(within(confirm).getByText(/^[^:]+: Gübreleme, \d{2}\.\d{2}\.\d{4} kaydı bu cihazdan silinir ve gönderilmez\.$/)).toBeTruthy();
    expect(stored()).toHaveLength(1);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Evet, sil' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Cihazda bekleyen kayıtlar' })).toBeNull());
    expect(stored()).toEqual([]);
  });

  it('a stage kept on the device is its user’s: another controller on the same phone neither sees nor sends it, and the first finds it again', async () => {
    const api = fieldApi(fieldWorld(), { 'POST lot/:id/stage': offline });
    const first = renderField('/partiler/1/asama-ekle');
    await stageForm();
    kind('irrigation');
    save();
    expect(await screen.findByRole('region', { name: 'Cihazda bekleyen kayıtlar' })).toBeTruthy();
    await waitFor(() => expect(api.callsOf('POST lot/:id/stage').length).toBeGreaterThanOrEqual(1));
    first.unmount();

    // The connection is back and the second controller signs in: nothing of the first waits for them.
    api.override('POST lot/:id/stage', () => undefined);
    const triedBefore = api.callsOf('POST lot/:id/stage').length;
    const second = renderField('/anasayfa', SECOND_CONTROLLER);
    expect(await screen.findByRole('heading', { level: 1, name: 'Ana Sayfa' })).toBeTruthy();
    await screen.findAllByRole('link', { name: /^TRC-/ });
    expect(screen.queryByRole('region', { name: 'Cihazda bekleyen kayıtlar' })).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(api.callsOf('POST lot/:id/stage')).toHaveLength(triedBefore);
    expect(stored(SECOND_CONTROLLER)).toEqual([]);
    expect(stored()).toHaveLength(1);
    second.unmount();

    // The first controller again: the stage is there and goes now.
    renderField('/anasayfa');
    await waitFor(() => expect(screen.queryAllByText('Bekleyen kayıtlar gönderildi')).toHaveLength(1));
    expect(stored()).toEqual([]);
    expect(api.callsOf('POST lot/:id/stage')).toHaveLength(triedBefore + 1);
  });

  it('photos chosen with no connection are kept on the device with the stage and go after it; one the server refuses is reported and the stage stays', async () => {
    const api = fieldApi(fieldWorld(), { 'POST lot/:id/stage': offline });
    renderField('/partiler/1/asama-ekle');
    const form = await stageForm();
    kind('irrigation');
    const photo = (name: string, type: string) => new File([PHOTO_PNG], name, { type });
    fireEvent.change(form.querySelector('input[type=file]') as HTMLInputElement, { target: { files: [photo('damla-1.png', 'image/png'), photo('damla-2.png', 'image/png')] } });
    save();

    expect(await lotHeading(TOMATO_LOT_CODE)).toBeTruthy();
    expect(await screen.findByText('Bağlantı yok: kayıt cihazda saklandı')).toBeTruthy();
    expect(screen.getByText(/2 fotoğraf da onunla gönderilecek/)).toBeTruthy();
    const box = await screen.findByRole('region', { name: 'Cihazda bekleyen kayıtlar' });
    expect(within(box).getByText(`${TOMATO_LOT_CODE}: Sulama, ${dateText(today())} (2 fotoğraf)`)).toBeTruthy();
    const [kept] = stored();
    expect(kept!.photos).toBe(2);
    const clientId = kept!.input.clientId;
    const onDevice = await keptPhotos(CONTROLLER, clientId);
    expect(onDevice.map((p) => [p.name, p.type, new Uint8Array(p.bytes).length])).toEqual([
      ['damla-1.png', 'image/png', PHOTO_PNG.length],
      ['damla-2.png', 'image/png', PHOTO_PNG.length],
    ]);
    // Another user's outbox does not hold them.
    expect(await keptPhotos(SECOND_CONTROLLER, clientId)).toEqual([]);
    expect(api.callsOf('POST lot/:id/stage/:id/photo')).toHaveLength(0);

    // Back online: the stage goes, then its photos; the server takes the first and refuses the second.
    api.override('POST lot/:id/stage', undefined);
    let photos = 0;
    api.override('POST lot/:id/stage/:id/photo', () => (++photos === 2 ? { status: 413, body: { code: 'PAYLOAD_TOO_LARGE', message: 'Fotoğraf en çok 5 MB olabilir.' } } : undefined));
    fireEvent.click(within(box).getByRole('button', { name: 'Şimdi gönder' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Cihazda bekleyen kayıtlar' })).toBeNull());
    expect(await screen.findByText('Bazı fotoğraflar yüklenemedi')).toBeTruthy();
    expect(screen.getByText('Aşama kaydedildi. damla-2.png: Fotoğraf en çok 5 MB olabilir.')).toBeTruthy();
    const uploads = api.callsOf('POST lot/:id/stage/:id/photo');
    expect(uploads).toHaveLength(2);
    const saved = api.world.stages[1]!.find((s) => s.clientId === clientId)!;
    expect(uploads.map((c) => c.path)).toEqual([`lot/1/stage/${saved.id}/photo`, `lot/1/stage/${saved.id}/photo`]);
    expect(uploads.map((c) => [c.contentType, c.raw.length])).toEqual([
      ['image/png', PHOTO_PNG.length],
      ['image/png', PHOTO_PNG.length],
    ]);
    expect(saved.photoIds).toHaveLength(1);
    expect(await screen.findByRole('group', { name: 'Sulama fotoğrafları' })).toBeTruthy();
    expect(stored()).toEqual([]);
    expect(await keptPhotos(CONTROLLER, clientId)).toEqual([]);
  });

  it('the connection dropping between a kept stage’s photos sends only the photos left next time, and the stage once', async () => {
    const api = fieldApi(fieldWorld(), { 'POST lot/:id/stage': offline });
    renderField('/partiler/1/asama-ekle');
    const form = await stageForm();
    kind('irrigation');
    const files = ['a.png', 'b.png', 'c.png'].map((name) => new File([PHOTO_PNG], name, { type: 'image/png' }));
    fireEvent.change(form.querySelector('input[type=file]') as HTMLInputElement, { target: { files } });
    save();
    const box = await screen.findByRole('region', { name: 'Cihazda bekleyen kayıtlar' });
    const clientId = stored()[0]!.input.clientId;

    // The stage and the first photo go, then the connection drops.
    api.override('POST lot/:id/stage', undefined);
    let photos = 0;
    api.override('POST lot/:id/stage/:id/photo', () => (++photos >= 2 ? offline() : undefined));
    fireEvent.click(within(box).getByRole('button', { name: 'Şimdi gönder' }));
    await waitFor(async () => expect((await keptPhotos(CONTROLLER, clientId)).map((p) => p.name)).toEqual(['b.png', 'c.png']));
    expect(stored()).toHaveLength(1);

    // Back: the stage again answers the stored one (clientId), and only b and c go.
    api.override('POST lot/:id/stage/:id/photo', undefined);
    fireEvent.click(await within(await screen.findByRole('region', { name: 'Cihazda bekleyen kayıtlar' })).findByRole('button', { name: 'Şimdi gönder' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Cihazda bekleyen kayıtlar' })).toBeNull());
    const saved = api.world.stages[1]!.filter((s) => s.clientId === clientId);
    expect(saved).toHaveLength(1);
    expect(saved[0]!.photoIds).toHaveLength(3);
    expect(await keptPhotos(CONTROLLER, clientId)).toEqual([]);
  });

  it('a closed lot takes no stage; an unknown lot shows the not-found state', async () => {
    const api = fieldApi();
    const closed = renderField('/partiler/3/asama-ekle');
    expect(await screen.findByText('Kapalı partiye aşama eklenemez. Partiyi yeniden açmak için parti sayfasına dönün.')).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Aşama formu' })).toBeNull();
    closed.unmount();
    renderField('/partiler/999/asama-ekle');
    expect(await screen.findByText('Kayıt bulunamadı')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Partilere dön' }).getAttribute('href')).toBe('/partiler');
    expect(api.callsOf('POST lot/:id/stage/check')).toHaveLength(0);
  });
});

describe('a lot (/partiler/:id)', () => {
  it('shows the lot, its register by date and its compliance while a waiting period runs', async () => {
    fieldApi();
    renderField('/partiler/1');
    expect(await lotHeading(TOMATO_LOT_CODE)).toBeTruthy();
    expect(screen.getByText('Domates · Pembe Kalp')).toBeTruthy();
    expect(screen.getByText('Kuzey Serası (Kumluca/Antalya)')).toBeTruthy();
    expect(screen.getByText('Şükrü Işıkoğlu')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Aşama ekle' }).getAttribute('href')).toBe('/partiler/1/asama-ekle');
    const stages = within(await screen.findByRole('list', { name: 'Aşamalar' })).getAllByRole('listitem');
    expect(stages.map((li) => li.querySelector('time')?.getAttribute('dateTime'))).toEqual([daysAgo(60), daysAgo(30), daysAgo(1)]);
    expect(stages[2]!.textContent).toContain('Ürün: Akarmek 18 EC, 50 ml/100 L su');
    expect(stages[2]!.textContent).toContain('Bekleme süresi: 3 gün');
    expect(within(stages[2]!).getByText('Alan içinde')).toBeTruthy();
    expect(await screen.findByText(`En erken hasat: ${dateText(daysAgo(-2))}`)).toBeTruthy();
  });

  it('the lot page shows the QR of qrUrl after “Tüketici bağlantısı oluştur”, and revoking asks for confirmation first', async () => {
    const api = fieldApi();
    renderField('/partiler/1');
    const make = await screen.findByRole('button', { name: 'Tüketici bağlantısı oluştur' });
    expect(screen.queryByRole('img', { name: /QR kodu/ })).toBeNull();
    expect(api.callsOf('GET lot/:id/link')).toHaveLength(1);
    fireEvent.click(make);

    const qr = await screen.findByRole('img', { name: /^Tüketici sayfasının QR kodu: / });
    const link = api.world.links[1]!;
    // With a GTIN the QR carries the GS1 Digital Link form, not the plain /lot/{token} address.
    expect(link.qrUrl).toBe(link.gs1Url);
    expect(link.qrUrl).toContain(`/01/${TOMATO_GTIN}/10/${TOMATO_LOT_CODE}?t=`);
    expect(qr.getAttribute('aria-label')).toBe(`Tüketici sayfasının QR kodu: ${link.qrUrl}`);
    expect(screen.getByTestId('lot-qr-url').textContent).toBe(link.qrUrl);
    // The drawn modules are those of qrUrl's code (error correction H), not of the plain url's.
    const modules = (value: string) => {
      const box = document.createElement('div');
      box.innerHTML = renderToStaticMarkup(<QRCodeSVG value={value} level="H" marginSize={2} />);
      return box.querySelectorAll('path')[1]!.getAttribute('d');
    };
    const drawn = qr.querySelectorAll('path')[1]!.getAttribute('d');
    expect(drawn).toBe(modules(link.qrUrl));
    expect(drawn).not.toBe(modules(link.url));
    expect(screen.getByRole('link', { name: 'Sayfayı aç' }).getAttribute('href')).toBe(link.qrUrl);

    // Revoking asks first; "Vazgeç" keeps the link.
    fireEvent.click(screen.getByRole('button', { name: 'Bağlantıyı kaldır' }));
    const dialog = await screen.findByRole('dialog', { name: 'Bağlantı kaldırılsın mı?' });
    expect(within(dialog).getByText('Tüketici sayfası kapanır; basılmış etiketlerdeki QR kodlar artık açılmaz.')).toBeTruthy();
    expect(api.callsOf('DELETE lot/:id/link')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Vazgeç' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsOf('DELETE lot/:id/link')).toHaveLength(0);
    expect(screen.getByRole('img', { name: /QR kodu/ })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Bağlantıyı kaldır' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Bağlantı kaldırılsın mı?' })).getByRole('button', { name: 'Kaldır' }));
    expect(await screen.findByRole('button', { name: 'Tüketici bağlantısı oluştur' })).toBeTruthy();
    expect(screen.queryByRole('img', { name: /QR kodu/ })).toBeNull();
    expect(api.callsOf('DELETE lot/:id/link').map((c) => c.path)).toEqual(['lot/1/link']);
  });

  it('a lot without a consumer link asks for it once: no error, and a saved stage back on the lot page does not ask again', async () => {
    const api = fieldApi();
    renderField('/partiler/1');
    expect(await screen.findByRole('button', { name: 'Tüketici bağlantısı oluştur' })).toBeTruthy();
    expect(screen.queryByText('Bağlantı okunamadı')).toBeNull();
    fireEvent.click(screen.getByRole('link', { name: 'Aşama ekle' }));
    await stageForm();
    kind('harvest');
    fireEvent.change(screen.getByRole('textbox', { name: /^Hasat miktarı/ }), { target: { value: '800' } });
    const date = screen.getByRole('textbox', { name: /^Tarih/ });
    act(() => date.focus());
    fireEvent.change(date, { target: { value: dateText(daysAgo(2)) } });
    fireEvent.blur(date);
    await waitFor(() => expect(api.callsOf('POST lot/:id/stage/check').some((c) => (c.body as { date: string }).date === daysAgo(2))).toBe(true));
    save();
    expect(await lotHeading(TOMATO_LOT_CODE)).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Tüketici bağlantısı oluştur' })).toBeTruthy();
    expect(api.callsOf('POST lot/:id/stage')).toHaveLength(1);
    expect(api.callsOf('GET lot/:id/link')).toHaveLength(1);
  });

  it('renewing the link asks first and shows the new QR', async () => {
    const world = fieldWorld();
    const api = fieldApi(world);
    renderField('/partiler/2');
    fireEvent.click(await screen.findByRole('button', { name: 'Tüketici bağlantısı oluştur' }));
    const before = (await screen.findByTestId('lot-qr-url')).textContent;
    const first = api.callsOf('POST lot/:id/link').length;
    expect(first).toBe(1);
    // No GTIN on the peppers: the QR carries the plain consumer address.
    expect(before).toBe(world.links[2]!.url);
    fireEvent.click(screen.getByRole('button', { name: 'Bağlantıyı yenile' }));
    const dialog = await screen.findByRole('dialog', { name: 'Bağlantı yenilensin mi?' });
    expect(api.callsOf('POST lot/:id/link')).toHaveLength(first);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yenile' }));
    await waitFor(() => expect(screen.getByTestId('lot-qr-url').textContent).not.toBe(before));
    expect(screen.getByTestId('lot-qr-url').textContent).toBe(world.links[2]!.qrUrl);
    expect(api.callsOf('POST lot/:id/link')).toHaveLength(first + 1);
  });

  it('a stage’s photos show as thumbnails read with the session (not a public address) and open large; a photo that cannot be read says so', async () => {
    let made = 0;
    const createObjectURL = vi.fn(() => `blob:foto-${++made}`);
    const revokeObjectURL = vi.fn();
    Object.assign(URL, { createObjectURL, revokeObjectURL });
    const world = fieldWorld();
    world.stages[1] = world.stages[1]!.map((s) => (s.id === 101 ? { ...s, photoIds: [31, 32, 33] } : s));
    const api = fieldApi(world, { 'GET lot/1/stage/101/photo/33': () => ({ status: 404, body: { code: 'NOT_FOUND', message: 'Fotoğraf bulunamadı.' } }) });
    const view = renderField('/partiler/1');

    const photos = await screen.findByRole('group', { name: 'Dikim fotoğrafları' });
    const first = await within(photos).findByRole('button', { name: /Dikim \(.+\) fotoğraf 1: büyüt/ });
    await within(photos).findByRole('button', { name: /fotoğraf 2: büyüt/ });
    expect(await within(photos).findByRole('img', { name: /fotoğraf 3 açılamadı/ })).toBeTruthy();
    expect(api.callsOf('GET lot/:id/stage/:id/photo/:id').map((c) => c.path).sort()).toEqual(['lot/1/stage/101/photo/31', 'lot/1/stage/101/photo/32', 'lot/1/stage/101/photo/33']);
    expect(within(first).getByRole('img').getAttribute('src')).toMatch(/^blob:foto-/);

    fireEvent.click(first);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('img', { name: /Dikim \(.+\) fotoğraf 1$/ }).getAttribute('src')).toBe(within(first).getByRole('img').getAttribute('src'));

    // Leaving the page lets go of the images' memory.
    view.unmount();
    expect(revokeObjectURL).toHaveBeenCalledTimes(2);
  });

  it('a stage delete asks for confirmation first', async () => {
    const api = fieldApi();
    renderField('/partiler/1');
    const name = `Gübreleme (${dateText(daysAgo(30))}) kaydını sil`;
    fireEvent.click(await screen.findByRole('button', { name }));
    const dialog = await screen.findByRole('dialog', { name: 'Aşama kaydı silinsin mi?' });
    expect(within(dialog).getByText(`Gübreleme (${dateText(daysAgo(30))}) kaydı ve fotoğrafları silinir. Bu geri alınamaz.`)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Vazgeç' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsOf('DELETE lot/:id/stage/:id')).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Aşama kaydı silinsin mi?' })).getByRole('button', { name: 'Sil' }));
    await waitFor(() => expect(screen.queryByRole('button', { name })).toBeNull());
    expect(api.callsOf('DELETE lot/:id/stage/:id').map((c) => c.path)).toEqual(['lot/1/stage/102']);
    expect(within(screen.getByRole('list', { name: 'Aşamalar' })).getAllByRole('listitem')).toHaveLength(2);
    expect(await screen.findByText('Gübreleme kaydı silindi.')).toBeTruthy();
  });

  it('a closed lot offers neither a new stage nor a delete', async () => {
    fieldApi();
    renderField('/partiler/3');
    expect(await lotHeading('TRC-2026-000044')).toBeTruthy();
    expect(screen.getByText('Kapalı')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Aşama ekle' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Partiyi yeniden aç' })).toBeTruthy();
    expect(await screen.findByText('Henüz aşama kaydı yok. İlk aşamayı “Aşama ekle” ile girin.')).toBeTruthy();
  });

  it('a 404 lot shows the not-found state; a malformed id is not even asked for', async () => {
    const api = fieldApi();
    const missing = renderField('/partiler/999');
    expect(await screen.findByText('Kayıt bulunamadı')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Partilere dön' }).getAttribute('href')).toBe('/partiler');
    expect(screen.getByRole('heading', { level: 1, name: 'Parti' })).toBeTruthy();
    expect(api.callsOf('GET lot/:id').map((c) => c.path)).toEqual(['lot/999']);
    expect(api.callsOf('GET lot/:id/stages')).toHaveLength(0);
    missing.unmount();

    renderField('/partiler/abc');
    expect(await screen.findByText('Kayıt bulunamadı')).toBeTruthy();
    expect(api.callsOf('GET lot/:id')).toHaveLength(1);
  });
});
