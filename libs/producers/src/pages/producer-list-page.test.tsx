import { notifications } from '@mantine/notifications';
import { MemberType, Role } from '@portal/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderProducers } from '../test-harness';
import { area, producer, producersApi } from '../testing/handlers';

vi.setConfig({ testTimeout: 60_000 });
/** A Mantine Select's input by its label (the label also names the listbox). */
const selectInput = (label: RegExp) => screen.getAllByLabelText(label).find((el) => el.tagName === 'INPUT')!;
afterEach(() => {
  notifications.clean();
  localStorage.clear();
});

const lastList = (calls: { method: string; path: string; query: URLSearchParams }[]) =>
  Object.fromEntries([...calls].reverse().find((c) => c.method === 'GET' && c.path === 'producer')!.query);

const pickOption = async (label: RegExp, option: string) => {
  fireEvent.click(selectInput(label));
  fireEvent.click(await screen.findByRole('option', { name: option }));
};

describe('/ureticiler (spec §2, §4 "Farmers and areas")', () => {
  it('lists the producers by name, and sends the farmer filters and active/archived as the query string', async () => {
    const api = producersApi([producer(1), producer(2, { name: 'Ayşe', surname: 'Kaya', fullName: 'Ayşe Kaya', tcOrVkn: '10000000078' })], []);
    renderProducers('/ureticiler');
    await screen.findByRole('table', { name: 'Üreticiler' });
    expect(screen.getByRole('row', { name: /Ayşe Kaya/ })).toBeTruthy();
    expect(lastList(api.calls)).toEqual({ page: '1', limit: '10', sort: 'name', order: 'asc' });

    await pickOption(/^Alan türü/, 'Sera');
    await pickOption(/^Durum/, 'Arşivde');
    await pickOption(/^Dikim şekli/, 'Fide');
    fireEvent.change(screen.getByRole('textbox', { name: 'Üretici adı' }), { target: { value: ' Ayşe ' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'İl' }), { target: { value: 'izmir' } });
    await waitFor(() => expect(lastList(api.calls)).toEqual({ page: '1', limit: '10', sort: 'name', order: 'asc', areaType: '0', archived: 'true', plantingType: '1', farmerName: 'Ayşe', provinceName: 'izmir' }), { timeout: 3000 });
  });

  it('opens one producer row at a time with its areas and their actions; the map modal names producer and area', async () => {
    const api = producersApi(
      [producer(1), producer(2, { fullName: 'Ayşe Kaya', name: 'Ayşe', surname: 'Kaya' })],
      [area(11), area(12, { producerId: 2, name: 'Bağ Parseli', ownerName: 'Ayşe Kaya', areaType: 1, cover: null })],
    );
    renderProducers('/ureticiler');
    fireEvent.click(await screen.findByRole('button', { name: 'Mehmet Yıldırım: ayrıntıyı aç' }));
    const areas = await screen.findByRole('table', { name: 'Mehmet Yıldırım: üretim alanları' });
    expect(within(areas).getByText('Kuzey Serası')).toBeTruthy();
    expect(api.calls.some((c) => c.path === 'production-area' && c.query.get('producerId') === '1')).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Ayşe Kaya: ayrıntıyı aç' }));
    await screen.findByRole('table', { name: 'Ayşe Kaya: üretim alanları' });
    expect(screen.queryByRole('table', { name: 'Mehmet Yıldırım: üretim alanları' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Bağ Parseli: alan işlemleri' }));
    expect((await screen.findByRole('menuitem', { name: 'Düzenle' })).getAttribute('href')).toBe('/ureticiler/uretim-alanlari/guncelle/2/12');
    fireEvent.click(screen.getByRole('menuitem', { name: 'Haritada göster' }));
    expect(await screen.findByRole('dialog', { name: 'Ayşe Kaya · Bağ Parseli' })).toBeTruthy();
    // The list row has no boundary: the modal reads the area's record for it.
    await waitFor(() => expect(api.calls.some((c) => c.method === 'GET' && c.path === 'production-area/12')).toBe(true));
  });

  it('Tekniker reads everything and sees no write control: no add, import or area changes; the row menus only lead to the prescriptions', async () => {
    producersApi([producer(1)], [area(11)]);
    renderProducers('/ureticiler', Role.Tekniker);
    await screen.findByRole('table', { name: 'Üreticiler' });
    expect(screen.queryByRole('link', { name: 'Üretici Ekle' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Üretici Ekle' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'İçe aktar' })).toBeNull();
    expect(screen.getByRole('button', { name: /Dışa aktar/ })).toBeTruthy();
    // The row's menu only leads to the producer's prescriptions (they may read those, spec §6).
    fireEvent.click(screen.getByRole('button', { name: 'Mehmet Yıldırım: işlemler' }));
    expect((await screen.findByRole('menuitem', { name: 'Reçeteleri' })).getAttribute('href')).toBe('/receteler?producerId=1');
    expect(screen.queryByRole('menuitem', { name: 'Düzenle' })).toBeNull();
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
    fireEvent.click(screen.getByRole('button', { name: 'Mehmet Yıldırım: ayrıntıyı aç' }));
    await screen.findByRole('table', { name: 'Mehmet Yıldırım: üretim alanları' });
    expect(screen.queryByRole('link', { name: 'Alan Ekle' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Kuzey Serası: alan işlemleri' }));
    await screen.findByRole('menuitem', { name: 'Haritada göster' });
    expect(screen.getByRole('menuitem', { name: 'Reçeteleri' }).getAttribute('href')).toBe('/receteler?productionAreaId=11');
    expect(screen.queryByRole('menuitem', { name: 'Reçete Yaz' })).toBeNull();
    expect(screen.queryByRole('menuitem', { name: 'Düzenle' })).toBeNull();
    expect(screen.queryByRole('menuitem', { name: 'Sil' })).toBeNull();
  });

  it('an area’s menu writes a prescription for it (recete/:farmAreaId/:farmerId?) and lists its prescriptions; a producer’s lists theirs', async () => {
    producersApi([producer(1)], [area(11)]);
    renderProducers('/ureticiler');
    fireEvent.click(await screen.findByRole('button', { name: 'Mehmet Yıldırım: işlemler' }));
    expect((await screen.findByRole('menuitem', { name: 'Reçeteleri' })).getAttribute('href')).toBe('/receteler?producerId=1');
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
    fireEvent.click(screen.getByRole('button', { name: 'Mehmet Yıldırım: ayrıntıyı aç' }));
    await screen.findByRole('table', { name: 'Mehmet Yıldırım: üretim alanları' });
    fireEvent.click(screen.getByRole('button', { name: 'Kuzey Serası: alan işlemleri' }));
    expect((await screen.findByRole('menuitem', { name: 'Reçete Yaz' })).getAttribute('href')).toBe('/recete/11/1');
    expect(screen.getByRole('menuitem', { name: 'Reçeteleri' }).getAttribute('href')).toBe('/receteler?productionAreaId=11');
  });

  it('a delete refused with 409 RECORD_IN_USE shows the API message and offers archive, which archives after its confirmation', async () => {
    const message = "'Mehmet Yıldırım' silinemez: 1 üretim alanı (ör. Kuzey Serası) bu kaydı kullanıyor. Silmek yerine üreticiyi arşivleyebilirsiniz.";
    const api = producersApi([producer(1)], [area(11)], { 'DELETE producer/1': () => ({ status: 409, body: { code: 'RECORD_IN_USE', message } }) });
    renderProducers('/ureticiler');
    fireEvent.click(await screen.findByRole('button', { name: 'Mehmet Yıldırım: işlemler' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Sil' }));
    const dialog = await screen.findByRole('dialog', { name: 'Kaydı sil' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sil' }));
    expect(await within(dialog).findByText(message)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Silmek yerine arşivle' }));
    const confirm = await screen.findByRole('dialog', { name: 'Üreticiyi arşivle' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Arşivle' }));
    await waitFor(() => expect(api.callsOf('PATCH producer/1/archive').map((c) => c.body)).toEqual([{ archived: true }]));
  });

  it('a business unit admin also sees the member’s own (kurumsal) areas', async () => {
    producersApi([producer(1)], [area(21, { producerId: null, owner: 'member', ownerName: 'Akdeniz Tarım İş Birimi', name: 'Deneme Serası' })]);
    renderProducers('/ureticiler', Role.Admin, MemberType.BU);
    const table = await screen.findByRole('table', { name: 'Kurumsal üretim alanları' });
    expect(within(table).getByText('Deneme Serası')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Deneme Serası: alan işlemleri' }));
    expect((await screen.findByRole('menuitem', { name: 'Düzenle' })).getAttribute('href')).toBe('/ureticiler/uretim-alanlari/guncelle/kurumsal/21');
  });

  it('the second tab lists every area of the member, producers’ and corporate, with the same filters; a Tekniker only reads', async () => {
    const api = producersApi(
      [producer(1)],
      [area(11), area(21, { producerId: null, owner: 'member', ownerName: 'Akdeniz Tarım İş Birimi', name: 'Deneme Serası' })],
    );
    renderProducers('/ureticiler?gorunum=alanlar', Role.Tekniker);
    const table = await screen.findByRole('table', { name: 'Tüm Üretim Alanları' });
    expect(within(table).getByText('Kuzey Serası')).toBeTruthy();
    expect(within(table).getByText('Akdeniz Tarım İş Birimi (kurumsal)')).toBeTruthy();
    await pickOption(/^Alan türü/, 'Tarla');
    await waitFor(() => expect(Object.fromEntries([...api.calls].reverse().find((c) => c.path === 'production-area')!.query)).toMatchObject({ areaType: '1', sort: 'name' }));
    fireEvent.click(screen.getByRole('button', { name: 'Kuzey Serası: işlemler' }));
    expect(await screen.findByRole('menuitem', { name: 'Haritada göster' })).toBeTruthy();
    expect(screen.queryByRole('menuitem', { name: 'Düzenle' })).toBeNull();
    expect(screen.queryByRole('menuitem', { name: 'Sil' })).toBeNull();
  });
});
