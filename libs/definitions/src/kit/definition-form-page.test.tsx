import { notifications } from '@mantine/notifications';
import { Role } from '@portal/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { plantView } from '../sections/plant';
import { renderSection } from './test-kit';
import { plantRow, startDefinitionsApi, type DefinitionsApi, type Reply } from '../testing/handlers';

vi.setConfig({ testTimeout: 120_000 });

const API = 'definition/plant';
let server: DefinitionsApi | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
  notifications.clean();
});

async function renderForm(path: string, role: Role = Role.BestnetDataLogger) {
  server = await startDefinitionsApi(API, [plantRow(7, 'Domates', { latinName: 'Solanum lycopersicum', euCode: '0231010' })]);
  return { ...renderSection(plantView, server.client(), path, role), server };
}

/** A field by its label; required fields end with ' *' (as the e2e helpers find them). */
const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}( \\*)?$`)) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
const save = () => fireEvent.click(screen.getByRole('button', { name: /^(Kaydet|Kaydediliyor\.\.\.)$/ }));
const errorUnder = (label: string) => {
  const input = field(label);
  const id = input.getAttribute('aria-describedby') ?? '';
  return id
    .split(' ')
    .map((part) => document.getElementById(part)?.textContent ?? '')
    .join(' ');
};

describe('DefinitionFormPage: ekle (spec §2 "Definition sections")', () => {
  it('labels the fields in Turkish, the required one with " *", and explains the EU code', async () => {
    await renderForm('/bitki-tanimi/ekle');
    expect(screen.getByRole('heading', { level: 1, name: 'Yeni bitki' })).toBeTruthy();
    expect(screen.getByLabelText('Bitki Adı *')).toBeTruthy();
    expect(screen.getByLabelText('Latince Adı')).toBeTruthy();
    expect(errorUnder('AB Ürün Kodu')).toContain('Reg. (EC) No 396/2005 Ek I, 7 hane; MRL eşleşmesi için');
  });

  it('spec §5: shows the contract’s messages under the fields and sends nothing', async () => {
    await renderForm('/bitki-tanimi/ekle');
    type('AB Ürün Kodu', '123');
    save();
    await waitFor(() => expect(errorUnder('Bitki Adı')).toContain('Bitki adı zorunludur'));
    expect(errorUnder('AB Ürün Kodu')).toContain('AB ürün kodu 7 haneli olmalıdır (ör. 0231010)');
    expect(field('Bitki Adı').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(field('Bitki Adı'));
    expect(server?.hitsOf(`POST ${API}`)).toHaveLength(0);
  });

  it('spec §8: the button says ‘Kaydediliyor...’ while busy; POST sends the trimmed input; then ‘Kaydedildi’ and back to the list', async () => {
    const { router } = await renderForm('/bitki-tanimi/ekle');
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    server?.handle({
      [`POST ${API}`]: async ({ body }): Promise<Reply> => {
        await held;
        const row = plantRow(8, (body as { name: string }).name, body as Record<string, unknown>);
        server?.rows.push(row);
        return { status: 201, body: { data: row } };
      },
    });
    type('Bitki Adı', '  Kivi ');
    type('Latince Adı', ' ');
    type('AB Ürün Kodu', '0162010');
    save();
    const busy = await screen.findByRole('button', { name: 'Kaydediliyor...' });
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    release();
    await waitFor(() => expect(router.state.location.pathname).toBe('/bitki-tanimi'));
    expect(server?.hitsOf(`POST ${API}`).map((h) => h.body)).toEqual([{ name: 'Kivi', latinName: null, euCode: '0162010', aliases: [] }]);
    expect(await screen.findByText('Kaydedildi')).toBeTruthy();
    expect(await screen.findByRole('row', { name: /Kivi/ })).toBeTruthy();
  });

  it('a 409 CONFLICT’s details land under the field, with the message above the form', async () => {
    await renderForm('/bitki-tanimi/ekle');
    server?.handle({
      [`POST ${API}`]: () => ({
        status: 409,
        body: { code: 'CONFLICT', message: 'Bu kayıt zaten var.', details: [{ field: 'body.name', message: 'Bu adla bir bitki zaten kayıtlı' }] },
      }),
    });
    type('Bitki Adı', 'Domates');
    save();
    await waitFor(() => expect(errorUnder('Bitki Adı')).toContain('Bu adla bir bitki zaten kayıtlı'));
    expect(screen.getByRole('alert').textContent).toContain('Bu kayıt zaten var.');
    expect(document.activeElement).toBe(field('Bitki Adı'));
  });

  it('a 400 VALIDATION_ERROR’s details land under their fields', async () => {
    await renderForm('/bitki-tanimi/ekle');
    server?.handle({
      [`POST ${API}`]: () => ({
        status: 400,
        body: { code: 'VALIDATION_ERROR', message: 'Bilgileri kontrol edin.', details: [{ field: 'body.euCode', message: 'Bu AB kodu Ek I’de yok' }] },
      }),
    });
    type('Bitki Adı', 'Kivi');
    type('AB Ürün Kodu', '0999999');
    save();
    await waitFor(() => expect(errorUnder('AB Ürün Kodu')).toContain('Bu AB kodu Ek I’de yok'));
  });

  it('Vazgeç goes back to the list', async () => {
    const { router } = await renderForm('/bitki-tanimi/ekle');
    fireEvent.click(screen.getByRole('link', { name: 'Vazgeç' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/bitki-tanimi'));
  });
});

describe('DefinitionFormPage: guncelle/:id', () => {
  it('loads the record with GET ?id=, and PATCH editField sends { id, ...input }', async () => {
    const { router } = await renderForm('/bitki-tanimi/guncelle/7');
    expect(screen.getByRole('status').textContent).toBe('Kayıt yükleniyor…');
    await waitFor(() => expect(field('Bitki Adı').value).toBe('Domates'));
    expect(screen.getByRole('heading', { level: 1, name: 'Bitki düzenle' })).toBeTruthy();
    expect(field('Latince Adı').value).toBe('Solanum lycopersicum');
    expect(server?.hitsOf(`GET ${API}`)[0]?.query.get('id')).toBe('7');
    type('Latince Adı', 'Solanum lycopersicum L.');
    save();
    await waitFor(() => expect(router.state.location.pathname).toBe('/bitki-tanimi'));
    expect(server?.hitsOf(`PATCH ${API}/editField`).map((h) => h.body)).toEqual([{ id: 7, name: 'Domates', latinName: 'Solanum lycopersicum L.', euCode: '0231010', aliases: [] }]);
  });

  it('a record that is not there (404) says so, with a link back to the list', async () => {
    await renderForm('/bitki-tanimi/guncelle/99');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Kayıt bulunamadı');
    expect(within(alert).getByRole('link', { name: 'Bitkiler listesine dön' }).getAttribute('href')).toBe('/bitki-tanimi');
    expect(screen.queryByRole('button', { name: 'Kaydet' })).toBeNull();
  });

  it('spec §6: BestnetSupport sees the record read-only: the fieldset is disabled and the note says why', async () => {
    await renderForm('/bitki-tanimi/guncelle/7', Role.BestnetSupport);
    await waitFor(() => expect(field('Bitki Adı').value).toBe('Domates'));
    expect(screen.getByText('Salt okunur erişim: değişiklik yapamazsınız')).toBeTruthy();
    expect((screen.getByRole('group', { name: 'Bitki bilgileri' }) as HTMLFieldSetElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Kaydet' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.submit(screen.getByRole('form', { name: 'Bitki formu' }));
    await new Promise((r) => setTimeout(r, 50));
    expect(server?.hitsOf(`PATCH ${API}/editField`)).toHaveLength(0);
  });
});
