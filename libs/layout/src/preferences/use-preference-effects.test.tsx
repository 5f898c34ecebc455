import { act, renderHook } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_LAYOUT_PREFERENCES, layoutPreferencesAtom } from './layout-preferences';
import { bodyClassesFor, usePreferenceEffects } from './use-preference-effects';

const classes = () => [...document.body.classList].sort();

beforeEach(() => {
  localStorage.clear();
  document.body.className = 'app-owned';
  document.documentElement.removeAttribute('dir');
});

function mount() {
  const store = createStore();
  const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
  renderHook(() => usePreferenceEffects(), { wrapper });
  return store;
}

describe('spec §4 body classes and direction', () => {
  it('defaults: skin--default and light, ltr; other body classes stay', () => {
    mount();
    expect(classes()).toEqual(['app-owned', 'light', 'skin--default']);
    expect(document.documentElement.getAttribute('dir')).toBe('ltr');
  });
  it('body classes follow skin and theme', () => {
    const store = mount();
    act(() => store.set(layoutPreferencesAtom, { skin: 'bordered', theme: 'dark' }));
    expect(classes()).toEqual(['app-owned', 'dark', 'skin--bordered']);
    act(() => store.set(layoutPreferencesAtom, { theme: 'semi-dark', monochrome: true }));
    expect(classes()).toEqual(['app-owned', 'light', 'monochrome', 'semi-dark', 'skin--bordered']);
  });
  it('RTL sets dir on <html>', () => {
    const store = mount();
    act(() => store.set(layoutPreferencesAtom, { rtl: true }));
    expect(document.documentElement.getAttribute('dir')).toBe('rtl');
    act(() => store.set(layoutPreferencesAtom, { rtl: false }));
    expect(document.documentElement.getAttribute('dir')).toBe('ltr');
  });
  it('restored preferences are applied on load', () => {
    localStorage.setItem('layout-preferences', JSON.stringify({ ...DEFAULT_LAYOUT_PREFERENCES, theme: 'dark', rtl: true }));
    mount();
    expect(classes()).toEqual(['app-owned', 'dark', 'skin--default']);
    expect(document.documentElement.getAttribute('dir')).toBe('rtl');
  });
  it('bodyClassesFor', () => {
    expect(bodyClassesFor({ ...DEFAULT_LAYOUT_PREFERENCES, skin: 'bordered' })).toEqual(['skin--bordered', 'light']);
  });
});
