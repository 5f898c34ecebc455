import { AppCode, MemberType, menuFor, Role } from '@portal/contracts';
import { renderWithProviders } from '@portal/shared/testing';
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MENU_TYPEAHEAD_RESET_MS } from '../preferences/constants';
import { activeEntryFor, reachableItems } from './menu-model';
import { SidebarMenu } from './sidebar-menu';

const engineer = menuFor({ role: Role.Muhendis, app: AppCode.Rct, memberType: MemberType.TS });
const admin = menuFor({ role: Role.BestnetAdmin, app: AppCode.Rct, memberType: null });

afterEach(() => vi.useRealTimers());

describe('menu model', () => {
  it('finds the entry of a path (the longest match) and the branches above it', () => {
    expect(activeEntryFor(engineer, '/receteler')).toEqual({ id: 'receteler', branchIds: [] });
    expect(activeEntryFor(engineer, '/ureticiler/guncelle/4')).toEqual({ id: 'ureticiler', branchIds: [] });
    expect(activeEntryFor(admin, '/mrl-aktif-madde/ekle')).toEqual({ id: 'mrl-aktif-madde', branchIds: ['definitions', 'definitions-mrl'] });
    expect(activeEntryFor(admin, '/profile')).toBeNull();
  });

  it('lists the entries the keyboard reaches: top level and the children of open branches', () => {
    expect(reachableItems(admin, new Set(), false).map((i) => i.id)).not.toContain('definitions-mrl');
    expect(reachableItems(admin, new Set(['definitions']), false).map((i) => i.id)).toContain('definitions-mrl');
    expect(reachableItems(admin, new Set(['definitions']), true).map((i) => i.id)).not.toContain('definitions-mrl');
  });
});

describe('spec §9 menu type-ahead', () => {
  const focused = () => document.activeElement?.textContent;
  const type = (key: string) => fireEvent.keyDown(document.activeElement as Element, { key });

  it(`moves focus to the next entry starting with the typed letters; the letters are forgotten after ${MENU_TYPEAHEAD_RESET_MS} ms`, () => {
    renderWithProviders(<SidebarMenu groups={engineer} />, { route: '/anasayfa' });
    vi.useFakeTimers();
    (screen.getByRole('link', { name: 'Ana Sayfa' }) as HTMLElement).focus();

    type('g');
    expect(focused()).toBe('Gübreleme Yaz');
    // Within 350 ms the letters add up: 'gh' starts no entry, focus stays.
    type('h');
    expect(focused()).toBe('Gübreleme Yaz');
    act(() => vi.advanceTimersByTime(MENU_TYPEAHEAD_RESET_MS - 1));
    type('r');
    expect(focused()).toBe('Gübreleme Yaz');

    // After a 350 ms pause the search starts again.
    act(() => vi.advanceTimersByTime(MENU_TYPEAHEAD_RESET_MS));
    type('h');
    expect(focused()).toBe('Hızlı Reçete');
    act(() => vi.advanceTimersByTime(MENU_TYPEAHEAD_RESET_MS));
    type('r');
    type('e');
    type('ç');
    expect(focused()).toBe('Reçeteler');
  });

  it('repeating a letter steps through its entries and wraps; Turkish letters match their plain forms', () => {
    renderWithProviders(<SidebarMenu groups={engineer} />, { route: '/anasayfa' });
    vi.useFakeTimers();
    (screen.getByRole('link', { name: 'Ana Sayfa' }) as HTMLElement).focus();
    type('a');
    expect(focused()).toBe('Arama');
    type('a');
    expect(focused()).toBe('Ana Sayfa');
    act(() => vi.advanceTimersByTime(MENU_TYPEAHEAD_RESET_MS));
    type('u');
    expect(focused()).toBe('Üreticiler');
  });

  it('reaches the entries of open branches only, and arrow keys move between entries', () => {
    renderWithProviders(<SidebarMenu groups={admin} />, { route: '/mrl-oran' });
    vi.useFakeTimers();
    (screen.getByRole('link', { name: 'Gösterge Paneli' }) as HTMLElement).focus();
    type('m');
    expect(focused()).toBe('MRL');
    act(() => vi.advanceTimersByTime(MENU_TYPEAHEAD_RESET_MS));
    type('m');
    expect(focused()).toBe('MRL Oranları');
    act(() => vi.advanceTimersByTime(MENU_TYPEAHEAD_RESET_MS));
    // 'Ruhsat Tanımı' sits in a closed branch: 'r' finds the branch itself.
    type('r');
    expect(focused()).toBe('Ruhsat');
    type('ArrowUp');
    expect(focused()).toBe('MRL Ürünleri');
    type('Home');
    expect(focused()).toBe('Gösterge Paneli');
  });

  it('shows a busy skeleton with ‘Menü yükleniyor’ while there is no menu', () => {
    renderWithProviders(<SidebarMenu groups={null} />);
    expect(screen.getByText('Menü yükleniyor').closest('[aria-busy="true"]')).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
  });
});
