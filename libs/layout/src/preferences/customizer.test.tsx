import { renderWithProviders } from '@portal/shared/testing';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { Customizer } from './customizer';
import { customizerOpenAtom, DEFAULT_LAYOUT_PREFERENCES, layoutPreferencesAtom } from './layout-preferences';

beforeEach(() => localStorage.clear());

function open() {
  const view = renderWithProviders(<Customizer />);
  act(() => view.store.set(customizerOpenAtom, true));
  return view;
}

describe('Customizer', () => {
  it('is closed until opened, then shows every preference with Turkish labels', () => {
    const { store } = renderWithProviders(<Customizer />);
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => store.set(customizerOpenAtom, true));
    const dialog = screen.getByRole('dialog', { name: 'Görünüm ayarları' });
    for (const name of ['Tema', 'Kenarlık', 'İçerik genişliği']) expect(within(dialog).getByRole('radiogroup', { name })).toBeTruthy();
    for (const name of ['Açık', 'Koyu', 'Yarı koyu', 'Varsayılan', 'Çerçeveli', 'Tam', 'Kutulu']) expect(within(dialog).getByRole('radio', { name })).toBeTruthy();
    for (const name of ['Sağdan sola (RTL)', 'Kenar çubuğunu daralt', 'Menüyü gizle', 'Tek renk']) expect(within(dialog).getByRole('switch', { name })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Varsayılanlara dön' })).toBeTruthy();
  });
  it('changes preferences through its native radios and switches and resets them', () => {
    const { store } = open();
    fireEvent.click(screen.getByRole('radio', { name: 'Yarı koyu' }));
    fireEvent.click(screen.getByRole('radio', { name: 'Çerçeveli' }));
    fireEvent.click(screen.getByRole('radio', { name: 'Kutulu' }));
    fireEvent.click(screen.getByRole('switch', { name: 'Kenar çubuğunu daralt' }));
    expect(store.get(layoutPreferencesAtom)).toMatchObject({ theme: 'semi-dark', skin: 'bordered', contentWidth: 'boxed', sidebarCollapsed: true });
    expect(screen.getByRole('radio', { name: 'Yarı koyu' })).toHaveProperty('checked', true);
    fireEvent.click(screen.getByRole('button', { name: 'Varsayılanlara dön' }));
    expect(store.get(layoutPreferencesAtom)).toEqual(DEFAULT_LAYOUT_PREFERENCES);
  });
  it('Escape closes it', () => {
    const { store } = open();
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(store.get(customizerOpenAtom)).toBe(false);
  });
});
