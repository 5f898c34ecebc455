import { atPhoneWidth, renderWithProviders } from '@portal/shared/testing';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { candidate } from '../testing/handlers';
import { CandidateTable } from './candidate-table';

afterEach(() => vi.restoreAllMocks());

const uses = [
  candidate(101),
  candidate(102, { tradeName: 'Eskisan 5 EC', licenceNumber: 'ÖRN-0031', licenceStatus: 'cancelled', validOnDate: false, beeToxicity: 'high', phiDays: 7, maxApplications: null }),
  candidate(103, { tradeName: 'Akarmek 1.8 EC', licenceNumber: 'ÖRN-0011' }),
];

const show = (onAdd = vi.fn()) => {
  renderWithProviders(<CandidateTable candidates={uses} loading={false} error={null} date="2026-11-20" added={new Set([103])} onAdd={onAdd} />);
  return onAdd;
};

describe('CandidateTable', () => {
  it('on a wide screen is five columns with "Ekle" last: the waiting periods share one column so the action is not pushed out of sight', () => {
    const onAdd = show();
    const table = screen.getByRole('table', { name: 'Ruhsatlı ürünler' });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Ürün', 'Zararlı', 'Doz', 'Bekleme süreleri', 'İşlem']);
    const [first, cancelled, added] = within(table).getAllByRole('row').slice(1);
    const cells = within(first!).getAllByRole('cell').map((c) => c.textContent);
    expect(cells[0]).toBe('Tırtılsan 200 SCRuhsat ÖRN-0007 · Anadolu Bitki Koruma Sanayi A.Ş. · SCKlorantraniliprol (IRAC 28)');
    expect(cells[2]).toBe('15–20 ml/daSu: 60–100 L/da');
    expect(cells[3]).toBe('Hasat aralığı (PHI): 1 günArı bekleme: 1 gün (arıya zehirlilik: düşük)Tekrar giriş: 12 saatEn çok uygulama: 2 kez');
    fireEvent.click(within(first!).getByRole('button', { name: 'Ekle: Tırtılsan 200 SC (Domates güvesi)' }));
    expect(onAdd).toHaveBeenCalledWith(uses[0]);
    expect((within(cancelled!).getByRole('button', { name: 'Ekle: Eskisan 5 EC (Domates güvesi) — Ruhsat iptal edilmiş' }) as HTMLButtonElement).disabled).toBe(true);
    expect(within(cancelled!).getAllByRole('cell')[3]!.textContent).toContain('En çok uygulama: —');
    expect((within(added!).getByRole('button', { name: 'Eklendi: Akarmek 1.8 EC (Domates güvesi)' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('on a phone each use is a card with its figures and its own "Ekle"', () => {
    atPhoneWidth();
    const onAdd = show();
    expect(screen.queryByRole('table')).toBeNull();
    const list = screen.getByRole('list', { name: 'Ruhsatlı ürünler' });
    const card = within(list).getByRole('listitem', { name: 'Tırtılsan 200 SC (Domates güvesi)' });
    expect(card.textContent).toContain('15–20 ml/da');
    expect(card.textContent).toContain('Hasat aralığı (PHI): 1 gün');
    expect(card.textContent).toContain('Tekrar giriş: 12 saat');
    fireEvent.click(within(card).getByRole('button', { name: 'Ekle: Tırtılsan 200 SC (Domates güvesi)' }));
    expect(onAdd).toHaveBeenCalledWith(uses[0]);
    const cancelled = within(list).getByRole('listitem', { name: 'Eskisan 5 EC (Domates güvesi)' });
    expect(within(cancelled).getByText('Ruhsat iptal edilmiş')).toBeTruthy();
    expect((within(cancelled).getByRole('button', { name: /^Ekle: Eskisan 5 EC/ }) as HTMLButtonElement).disabled).toBe(true);
  });
});
