import { atPhoneWidth, prescriptionFixture, prescriptionLineFixture, renderWithProviders } from '@portal/shared/testing';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { documentOf, PrescriptionDocument } from './prescription-document';

afterEach(() => vi.restoreAllMocks());

const model = () =>
  documentOf(
    prescriptionFixture(1, {
      lines: [prescriptionLineFixture('L1'), prescriptionLineFixture('L2', { tradeName: 'Akarmek 1.8 EC', licenceNumber: 'ÖRN-0011', phiDays: null, reEntryHours: 24, amount: null, waterVolume: null })],
    }),
  );

/** The value under a card's label. */
const field = (card: HTMLElement, label: string) => within(card).getByText(label).nextElementSibling?.textContent;

describe('PrescriptionDocument product lines', () => {
  it('on a phone each line is a card with product, dose, amount for the area, water, PHI, bee waiting and re-entry, nothing off to the side', () => {
    atPhoneWidth();
    renderWithProviders(<PrescriptionDocument model={model()} />);
    expect(screen.queryByRole('table')).toBeNull();
    const list = screen.getByRole('list', { name: 'Reçetedeki ürünler' });
    const first = within(list).getByRole('listitem', { name: 'Tırtılsan 200 SC' });
    expect(within(first).getByText('ÖRN-0007 · SC')).toBeTruthy();
    expect(field(first, 'Zararlı')).toBe('Domates güvesi');
    expect(field(first, 'Doz')).toBe('15 ml/daRuhsatlı: 15–20 ml/da');
    expect(field(first, 'Alan için miktar')).toBe('81 ml2 ambalaj');
    expect(field(first, 'Su / depo')).toBe('80 L/daToplam 432 L3 depo, depo başına 37,5 ml');
    expect(field(first, 'PHI')).toBe('1 gün');
    expect(field(first, 'Tekrar giriş')).toBe('12 saat');
    const second = within(list).getByRole('listitem', { name: 'Akarmek 1.8 EC' });
    expect([field(second, 'Alan için miktar'), field(second, 'PHI'), field(second, 'Tekrar giriş')]).toEqual(['—', '—', '24 saat']);
  });

  it('on a wide screen the lines are one table row each under the same headings', () => {
    renderWithProviders(<PrescriptionDocument model={model()} />);
    expect(screen.queryByRole('list', { name: 'Reçetedeki ürünler' })).toBeNull();
    const table = screen.getByRole('table', { name: 'Reçetedeki ürünler' });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Ürün', 'Aktif madde', 'Zararlı', 'Doz', 'Alan için miktar', 'Su / depo', 'PHI', 'Arı bekleme', 'Tekrar giriş']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getAllByRole('cell').map((c) => c.textContent)).toEqual(['Tırtılsan 200 SCÖRN-0007 · SC', 'Klorantraniliprol · 200 g/L · IRAC 28', 'Domates güvesi', '15 ml/daRuhsatlı: 15–20 ml/da', '81 ml2 ambalaj', '80 L/daToplam 432 L3 depo, depo başına 37,5 ml', '1 gün', '1 gün', '12 saat']);
  });
});
