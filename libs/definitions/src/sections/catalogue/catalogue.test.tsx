import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorUnder, field, renderSection, save, type } from '../../kit/test-kit';
import { startDefinitionsApi, type DefinitionsApi, type Hit, type Row } from '../../testing/handlers';
import { licenseCompanyView } from './license-company';
import { unitView } from './unit';

vi.setConfig({ testTimeout: 60_000 });

let server: DefinitionsApi | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
  notifications.clean();
});

const base = { status: true, sample: false, updatedAt: '2025-01-01T00:00:00.000Z' };
const unitRow = (id: number, extra: Partial<Row>): Row => ({ id, name: 'Mililitre/dekar', symbol: 'ml/da', kind: 'dose-area', amountUnit: 'ml', perQuantity: 1, perUnit: 'da', ...base, ...extra });
const companyRow = (id: number, extra: Partial<Row> = {}): Row => ({
  id,
  name: 'Anadolu Bitki Koruma A.Ş.',
  taxNumber: '1234567890',
  taxOffice: 'Sincan',
  companyGroupId: 3,
  companyGroupName: 'Yerli üreticiler',
  address: null,
  phone: '+903121234567',
  email: 'info@anadolu.example',
  website: null,
  ...base,
  ...extra,
});


describe('olcu-birimi screens (spec §2)', () => {
  it('lists the symbol, name, Turkish kind, amount unit and basis', async () => {
    server = await startDefinitionsApi('definition/unit', [
      unitRow(1, {}),
      unitRow(2, { name: 'Yüzde (ağırlık)', symbol: '%', kind: 'concentration', amountUnit: '%', perQuantity: null, perUnit: null }),
    ]);
    renderSection(unitView, server.client(), '/olcu-birimi');
    await screen.findByRole('table', { name: 'Ölçü Birimleri' });
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Simge', 'Sembol', 'Birim Adı', 'Tür', 'Miktar Birimi', 'Temel', 'Durum', 'İşlem']);
    const cells = (name: RegExp) => within(screen.getByRole('row', { name })).getAllByRole('cell').map((c) => c.textContent);
    expect(cells(/Mililitre\/dekar/).slice(1, 6)).toEqual(['ml/da', 'Mililitre/dekar', 'Alana göre doz', 'ml', '1 da']);
    expect(cells(/Yüzde/).slice(3, 6)).toEqual(['Konsantrasyon', '%', '—']);
  });

  it('refuses a per-area dose per litre with the contract’s message and sends nothing', async () => {
    server = await startDefinitionsApi('definition/unit', [unitRow(1, {})]);
    renderSection(unitView, server.client(), '/olcu-birimi/guncelle/1');
    await waitFor(() => expect(field('Temel Birim').value).toBe('da'));
    type('Temel Birim', 'L');
    save();
    await waitFor(() => expect(errorUnder('Temel Birim')).toContain('Alana göre dozun temel birimi da ya da ha olmalıdır'));
    expect(server.hitsOf('PATCH definition/unit/editField')).toHaveLength(0);
  });
});

describe('ruhsat-firma-tanimi screens (spec §2)', () => {
  const groups = (hit: Hit) => {
    const group = { id: 3, name: 'Yerli üreticiler', description: null, ...base };
    return { body: hit.query.has('id') ? { data: group } : { data: [group], count: 1 } };
  };

  it('shows the group by name and the E.164 phone as Turkish users write it', async () => {
    server = await startDefinitionsApi('definition/license-company', [companyRow(1)]);
    server.handle({ 'GET definition/company-group': groups });
    renderSection(licenseCompanyView, server.client(), '/ruhsat-firma-tanimi');
    const row = await screen.findByRole('row', { name: /Anadolu Bitki Koruma/ });
    const cells = within(row).getAllByRole('cell').map((c) => c.textContent);
    expect(cells.slice(1, 6)).toEqual(['Anadolu Bitki Koruma A.Ş.', '1234567890', 'Yerli üreticiler', '(0312) 123 45 67', 'info@anadolu.example']);
  });

  it('sends the phone in E.164 and a bare web address with https', async () => {
    server = await startDefinitionsApi('definition/license-company', [companyRow(1)]);
    server.handle({ 'GET definition/company-group': groups });
    renderSection(licenseCompanyView, server.client(), '/ruhsat-firma-tanimi/guncelle/1');
    await waitFor(() => expect(field('Firma Adı').value).toBe('Anadolu Bitki Koruma A.Ş.'));
    type('Telefon', '0532 123 45 67');
    type('Web Sitesi', 'www.anadolu.example');
    save();
    await waitFor(() => expect(server?.hitsOf('PATCH definition/license-company/editField')).toHaveLength(1));
    expect(server.hitsOf('PATCH definition/license-company/editField')[0]?.body).toMatchObject({
      id: 1,
      companyGroupId: 3,
      phone: '+905321234567',
      website: 'https://www.anadolu.example',
    });
  });
});
