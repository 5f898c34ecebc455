import { notifications } from '@mantine/notifications';
import { Role } from '@portal/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { plantView } from '../sections/plant';
import { plantRow, startDefinitionsApi, type DefinitionsApi, type Row } from '../testing/handlers';
import { renderSection } from './test-kit';

vi.setConfig({ testTimeout: 120_000 });

const API = 'definition/plant';
let server: DefinitionsApi | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
  notifications.clean();
  vi.restoreAllMocks();
});

const plants = (n: number): Row[] => Array.from({ length: n }, (_, i) => plantRow(i + 1, `Bitki ${String(i + 1).padStart(2, '0')}`));

async function renderList(rows: Row[], role: Role = Role.BestnetDataLogger) {
  server = await startDefinitionsApi(API, rows);
  const result = renderSection(plantView, server.client(), '/bitki-tanimi', role);
  await screen.findByRole('table', { name: 'Bitkiler' });
  return { ...result, server };
}

const listHits = () => (server?.hitsOf(`GET ${API}`) ?? []).filter((h) => !h.query.has('id'));
const lastListQuery = () => Object.fromEntries(listHits().at(-1)?.query ?? []);
const row = (name: string) => screen.getByRole('row', { name: new RegExp(name) });
const header = (name: string) => screen.getByRole('columnheader', { name: new RegExp(`^${name}`) });

describe('DefinitionListPage (spec §2 "MRL product list screen", for every definition section)', () => {
  it('spec §2: columns avatar, name, Latin name, EU code, status and action; the first page of 10 sorted by name', async () => {
    await renderList([
      plantRow(1, 'Domates', { latinName: 'Solanum lycopersicum', euCode: '0231010' }),
      plantRow(2, 'şeftali', { status: false }),
    ]);
    expect(screen.getByRole('heading', { level: 1, name: 'Bitkiler' })).toBeTruthy();
    const headers = screen.getAllByRole('columnheader').map((th) => th.textContent);
    expect(headers).toEqual(['Simge', 'Bitki Adı', 'Latince Adı', 'AB Ürün Kodu', 'Durum', 'İşlem']);
    const domates = row('Domates');
    const cells = within(domates).getAllByRole('cell');
    expect(cells[0]?.textContent).toBe('D');
    expect(cells[2]?.querySelector('[style*="italic"], .mantine-Text-root')?.textContent).toBe('Solanum lycopersicum');
    expect(cells[3]?.textContent).toBe('0231010');
    expect(within(row('şeftali')).getAllByRole('cell')[0]?.textContent).toBe('Ş');
    expect((within(domates).getByRole('switch', { name: 'Domates durumu' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('switch', { name: 'şeftali durumu' }) as HTMLInputElement).checked).toBe(false);
    expect(within(row('şeftali')).getByText('Pasif')).toBeTruthy();
    expect(lastListQuery()).toEqual({ page: '1', limit: '10', sort: 'name', order: 'asc' });
    expect(screen.getByRole('link', { name: 'Yeni Kayıt' }).getAttribute('href')).toBe('/bitki-tanimi/ekle');
  });

  it('labels sample rows "Örnek veri" and explains sample data on the page', async () => {
    await renderList([plantRow(1, 'Domates', { sample: true }), plantRow(2, 'Biber')]);
    expect(within(row('Domates')).getByText('Örnek veri')).toBeTruthy();
    expect(within(row('Biber')).queryByText('Örnek veri')).toBeNull();
    expect(screen.getByText(/etiketli kayıtlar portalı denemek için eklenmiş örneklerdir/)).toBeTruthy();
  });

  it('without sample rows there is no sample note', async () => {
    await renderList([plantRow(1, 'Biber')]);
    expect(screen.queryByText(/etiketli kayıtlar portalı denemek/)).toBeNull();
  });

  it('spec §9: the search is sent once, trimmed, 500 ms after the last key, from page 1', async () => {
    await renderList(plants(30));
    fireEvent.click(screen.getByRole('button', { name: 'Sayfa 3' }));
    await waitFor(() => expect(lastListQuery()['page']).toBe('3'));
    const box = screen.getByLabelText('Ara');
    const before = listHits().length;
    fireEvent.change(box, { target: { value: '  Bitki' } });
    await new Promise((r) => setTimeout(r, 200));
    fireEvent.change(box, { target: { value: '  Bitki 2 ' } });
    await new Promise((r) => setTimeout(r, 300));
    expect(listHits()).toHaveLength(before); // 500 ms have not passed since the last key
    await waitFor(() => expect(listHits().length).toBe(before + 1));
    expect(lastListQuery()).toMatchObject({ search: 'Bitki 2', page: '1' });
    await new Promise((r) => setTimeout(r, 700));
    expect(listHits().filter((h) => h.query.has('search'))).toHaveLength(1);
    expect(await screen.findByText('10 kayıttan 1–10 arası gösteriliyor')).toBeTruthy(); // Bitki 20…29
    expect(within(screen.getAllByRole('row')[1] as HTMLElement).getByText('Bitki 20')).toBeTruthy();
  });

  it('spec §2: an empty list says "Kayıt bulunamadı"; an empty search names the term', async () => {
    await renderList([]);
    expect(screen.getByText('Kayıt bulunamadı')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Ara'), { target: { value: ' kivi ' } });
    expect(await screen.findByText('"kivi" için sonuç bulunamadı')).toBeTruthy();
  });

  it('spec §2: a column header sorts; clicking again reverses; aria-sort tells the order', async () => {
    await renderList(plants(3));
    expect(header('Bitki Adı').getAttribute('aria-sort')).toBe('ascending');
    expect(header('Latince Adı').getAttribute('aria-sort')).toBe('none');
    fireEvent.click(within(header('Bitki Adı')).getByRole('button'));
    await waitFor(() => expect(lastListQuery()).toMatchObject({ sort: 'name', order: 'desc', page: '1' }));
    expect(header('Bitki Adı').getAttribute('aria-sort')).toBe('descending');
    await waitFor(() => expect(within(screen.getAllByRole('row')[1] as HTMLElement).getByText('Bitki 03')).toBeTruthy());
    fireEvent.click(within(header('AB Ürün Kodu')).getByRole('button'));
    await waitFor(() => expect(lastListQuery()).toMatchObject({ sort: 'euCode', order: 'asc' }));
    expect(header('AB Ürün Kodu').getAttribute('aria-sort')).toBe('ascending');
    expect(header('Bitki Adı').getAttribute('aria-sort')).toBe('none');
    fireEvent.click(within(header('Durum')).getByRole('button'));
    await waitFor(() => expect(lastListQuery()).toMatchObject({ sort: 'status', order: 'asc' }));
  });

  it('spec §9: page size 25 asks for 25 from page 1; the jump box moves to a page', async () => {
    await renderList(plants(60));
    expect(screen.getAllByRole('row')).toHaveLength(11);
    fireEvent.change(screen.getByLabelText('Sayfa başına kayıt'), { target: { value: '25' } });
    await waitFor(() => expect(lastListQuery()).toMatchObject({ limit: '25', page: '1' }));
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(26));
    fireEvent.change(screen.getByLabelText('Sayfaya git'), { target: { value: '3' } });
    fireEvent.click(screen.getByRole('button', { name: 'Git' }));
    await waitFor(() => expect(lastListQuery()).toMatchObject({ limit: '25', page: '3' }));
    expect(await screen.findByText('60 kayıttan 51–60 arası gösteriliyor')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Sayfaya git'), { target: { value: '4' } });
    fireEvent.click(screen.getByRole('button', { name: 'Git' }));
    await new Promise((r) => setTimeout(r, 100));
    expect(lastListQuery()['page']).toBe('3');
  });

  it('spec §4: the status switch sends PATCH { id } and the row takes the answer’s status', async () => {
    await renderList([plantRow(7, 'Domates')]);
    const toggle = screen.getByRole('switch', { name: 'Domates durumu' }) as HTMLInputElement;
    fireEvent.click(toggle);
    await waitFor(() => expect((screen.getByRole('switch', { name: 'Domates durumu' }) as HTMLInputElement).checked).toBe(false));
    expect(server?.hitsOf(`PATCH ${API}`).map((h) => h.body)).toEqual([{ id: 7 }]);
    expect(within(row('Domates')).getByText('Pasif')).toBeTruthy();
  });

  it('the row menu edits at /<route>/guncelle/<id>', async () => {
    const { router } = await renderList([plantRow(7, 'Domates')]);
    fireEvent.click(screen.getByRole('button', { name: 'Domates: işlemler' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Düzenle' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/bitki-tanimi/guncelle/7'));
  });

  it('Sil asks first, naming the record; Vazgeç keeps it; Sil deletes it and the list is fetched again', async () => {
    await renderList([plantRow(7, 'Domates'), plantRow(8, 'Biber')]);
    fireEvent.click(screen.getByRole('button', { name: 'Domates: işlemler' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Sil' }));
    let dialog = await screen.findByRole('dialog', { name: 'Kaydı sil' });
    expect(dialog.textContent).toContain('“Domates” adlı bitki kaydını silmek istediğinize emin misiniz?');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Vazgeç' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server?.hitsOf(`DELETE ${API}`)).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Domates: işlemler' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Sil' }));
    dialog = await screen.findByRole('dialog', { name: 'Kaydı sil' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sil' }));
    await waitFor(() => expect(screen.queryByRole('row', { name: /Domates/ })).toBeNull());
    expect(server?.hitsOf(`DELETE ${API}`).map((h) => h.query.get('id'))).toEqual(['7']);
    expect(await screen.findByText('“Domates” silindi.')).toBeTruthy();
    expect(row('Biber')).toBeTruthy();
  });

  it('a record in use (409 RECORD_IN_USE) is not deleted: the server’s message is shown and the row stays', async () => {
    await renderList([plantRow(7, 'Domates')]);
    server?.handle({
      [`DELETE ${API}`]: () => ({ status: 409, body: { code: 'RECORD_IN_USE', message: 'Bu bitki 3 ruhsat detayında kullanılıyor; önce onları değiştirin.' } }),
    });
    const listCalls = listHits().length;
    fireEvent.click(screen.getByRole('button', { name: 'Domates: işlemler' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Sil' }));
    const dialog = await screen.findByRole('dialog', { name: 'Kaydı sil' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sil' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toContain('Bu bitki 3 ruhsat detayında kullanılıyor; önce onları değiştirin.');
    expect(row('Domates')).toBeTruthy();
    expect(listHits()).toHaveLength(listCalls);
  });

  it('spec §8: a failed list shows the loading indicator with an error and ‘Yeniden dene’, which fetches again', async () => {
    server = await startDefinitionsApi(API, [plantRow(1, 'Domates')]);
    server.handle({ [`GET ${API}`]: () => ({ status: 500, body: { code: 'INTERNAL_ERROR', message: 'Sunucuda bir hata oluştu.' } }) });
    renderSection(plantView, server.client(), '/bitki-tanimi');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Liste alınamadı');
    expect(alert.textContent).toContain('Sunucuda bir hata oluştu.');
    expect(screen.getByRole('status').textContent).toBe('Yükleniyor…');
    expect(screen.queryByRole('table')).toBeNull();
    server.handle({ [`GET ${API}`]: () => ({ body: { data: [plantRow(1, 'Domates')], count: 1 } }) });
    fireEvent.click(within(alert).getByRole('button', { name: 'Yeniden dene' }));
    expect(await screen.findByRole('row', { name: /Domates/ })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('spec §6: BestnetSupport sees the list, but add, import, status, edit and delete are disabled; export is open', async () => {
    await renderList([plantRow(7, 'Domates')], Role.BestnetSupport);
    expect(screen.getByText('Salt okunur erişim: değişiklik yapamazsınız')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Yeni Kayıt' })).toBeNull();
    expect((screen.getByRole('button', { name: 'Yeni Kayıt' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'İçe aktar' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('switch', { name: 'Domates durumu' }) as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Dışa aktar' }) as HTMLButtonElement).disabled).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Domates: işlemler' }));
    const edit = await screen.findByRole('menuitem', { name: 'Düzenle' });
    expect(edit.hasAttribute('disabled') || edit.getAttribute('data-disabled') === 'true').toBe(true);
    const del = screen.getByRole('menuitem', { name: 'Sil' });
    expect(del.hasAttribute('disabled') || del.getAttribute('data-disabled') === 'true').toBe(true);
    expect(screen.getByRole('menuitem', { name: 'Görüntüle' }).getAttribute('href')).toBe('/bitki-tanimi/guncelle/7');
  });

  it('export: ‘Dışa aktar’ → CSV downloads GET export with the list’s search and order, named by Content-Disposition', async () => {
    await renderList([plantRow(1, 'Domates')], Role.BestnetSupport);
    server?.handle({
      [`GET ${API}/export`]: () => ({
        text: 'Bitki Adı\nDomates\n',
        headers: { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': `attachment; filename="bitkiler.csv"; filename*=UTF-8''bitkiler-%C3%B6rnek.csv` },
      }),
    });
    const created: Blob[] = [];
    const createObjectURL = vi.fn((blob: Blob) => {
      created.push(blob);
      return 'blob:indirilen';
    });
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const downloads: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      downloads.push(`${this.download} ${this.href}`);
    });
    fireEvent.change(screen.getByLabelText('Ara'), { target: { value: 'Dom' } });
    await waitFor(() => expect(lastListQuery()['search']).toBe('Dom'));
    fireEvent.click(screen.getByRole('button', { name: 'Dışa aktar' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'CSV' }));
    await waitFor(() => expect(downloads).toEqual(['bitkiler-örnek.csv blob:indirilen']));
    expect(Object.fromEntries(server?.hitsOf(`GET ${API}/export`)[0]?.query ?? [])).toEqual({ format: 'csv', search: 'Dom', sort: 'name', order: 'asc' });
    expect(await created[0]?.text()).toBe('Bitki Adı\nDomates\n');
  });
});

describe('ImportModal (data loggers: preview, then commit)', () => {
  const preview = (over: Record<string, unknown> = {}) => ({
    data: { mode: 'preview', written: false, total: 2, create: 1, update: 1, unchanged: 0, invalid: 0, errors: [], rows: [{ row: 2, action: 'create', label: 'Kivi' }, { row: 3, action: 'update', label: 'Domates' }], ...over },
  });

  async function openImport() {
    await renderList([plantRow(1, 'Domates')]);
    fireEvent.click(screen.getByRole('button', { name: 'İçe aktar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Bitkiler: içe aktar' });
    expect(dialog.textContent).toContain('ilk satırı sütun başlıklarını içermelidir');
    return dialog;
  }
  const choose = (dialog: HTMLElement, file: File) => fireEvent.change(dialog.querySelector('input[type=file]') as HTMLInputElement, { target: { files: [file] } });
  const csv = () => new File(['Bitki Adı;Latince Adı\nKivi;Actinidia deliciosa\nDomates;Solanum lycopersicum\n'], 'bitkiler.csv', { type: 'text/csv' });

  it('Önizle posts the file’s bytes as text/csv with mode=preview and shows the counts and first rows; İçe aktar commits the same bytes and refreshes the list', async () => {
    const dialog = await openImport();
    server?.handle({
      [`POST ${API}/import`]: (hit) => (hit.query.get('mode') === 'commit' ? { body: preview({ mode: 'commit', written: true }) } : { body: preview() }),
    });
    const commit = () => within(dialog).getByRole('button', { name: 'İçe aktar' }) as HTMLButtonElement;
    expect(commit().disabled).toBe(true);
    choose(dialog, csv());
    fireEvent.click(within(dialog).getByRole('button', { name: 'Önizle' }));
    const summary = await within(dialog).findByRole('list', { name: 'Önizleme özeti' });
    expect(within(summary).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Toplam2', 'Eklenecek1', 'Güncellenecek1', 'Değişmeyecek0', 'Hatalı0']);
    expect(within(dialog).getByRole('row', { name: /Kivi/ }).textContent).toContain('Eklenecek');
    const sent = server?.hitsOf(`POST ${API}/import`)[0];
    expect(sent?.query.get('mode')).toBe('preview');
    expect(sent?.contentType).toBe('text/csv');
    expect(sent?.raw.toString('utf8')).toBe('Bitki Adı;Latince Adı\nKivi;Actinidia deliciosa\nDomates;Solanum lycopersicum\n');

    const listCalls = listHits().length;
    await waitFor(() => expect(commit().disabled).toBe(false));
    fireEvent.click(commit());
    expect(await screen.findByText('1 kayıt eklendi, 1 kayıt güncellendi.')).toBeTruthy();
    const committed = server?.hitsOf(`POST ${API}/import`)[1];
    expect(committed?.query.get('mode')).toBe('commit');
    expect(committed?.raw.equals(sent?.raw ?? Buffer.alloc(0))).toBe(true);
    await waitFor(() => expect(listHits().length).toBeGreaterThan(listCalls));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('a preview with errors lists them (Satır, Sütun, Hata) and cannot be committed; an xlsx goes with the xlsx type', async () => {
    const dialog = await openImport();
    server?.handle({
      [`POST ${API}/import`]: () => ({
        body: preview({ create: 1, update: 0, invalid: 1, errors: [{ row: 3, column: 'AB Ürün Kodu', message: 'AB ürün kodu 7 haneli olmalıdır (ör. 0231010)' }], rows: [] }),
      }),
    });
    choose(dialog, new File([new Uint8Array([0x50, 0x4b, 3, 4])], 'Bitkiler.XLSX'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Önizle' }));
    const errorsTable = await within(dialog).findByRole('table', { name: /Hatalar/ });
    expect(within(errorsTable).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Satır', 'Sütun', 'Hata']);
    expect(within(errorsTable).getByRole('row', { name: /3 AB Ürün Kodu AB ürün kodu 7 haneli/ })).toBeTruthy();
    expect((within(dialog).getByRole('button', { name: 'İçe aktar' }) as HTMLButtonElement).disabled).toBe(true);
    expect(server?.hitsOf(`POST ${API}/import`)[0]?.contentType).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
  });

  it('an unreadable file shows the server’s message; a file that is neither CSV nor XLSX is not sent', async () => {
    const dialog = await openImport();
    choose(dialog, new File(['x'], 'bitkiler.txt'));
    expect(within(dialog).getByText('Yalnızca .csv ve .xlsx dosyaları içe aktarılabilir')).toBeTruthy();
    expect((within(dialog).getByRole('button', { name: 'Önizle' }) as HTMLButtonElement).disabled).toBe(true);
    server?.handle({ [`POST ${API}/import`]: () => ({ status: 400, body: { code: 'IMPORT_UNREADABLE', message: 'Dosyada başlık satırı bulunamadı.' } }) });
    choose(dialog, csv());
    fireEvent.click(within(dialog).getByRole('button', { name: 'Önizle' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain('Dosyada başlık satırı bulunamadı.');
    await act(async () => {});
  });
});
