import { createStore } from 'jotai';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CONTENT_SHIFT_MIN_WIDTH,
  MENU_TYPEAHEAD_RESET_MS,
  PAGE_TRANSITION_SECONDS,
  SIDEBAR_COLLAPSED_WIDTH,
  SIDEBAR_WIDTH,
  TOAST_COLLAPSE_MS,
} from './constants';
import {
  customizerOpenAtom,
  DEFAULT_LAYOUT_PREFERENCES,
  LAYOUT_PREFERENCES_KEY,
  layoutPreferencesAtom,
  mantineColorSchemeFor,
  mobileMenuOpenAtom,
  resetLayoutPreferencesAtom,
  sidebarCollapsedAtom,
  sidebarColorSchemeFor,
  themeAtom,
} from './layout-preferences';

beforeEach(() => localStorage.clear());
afterEach(() => vi.restoreAllMocks());

describe('spec §9 layout defaults and constants', () => {
  it('default layout: full width, vertical, sticky navbar, static footer, default skin, no RTL, light theme', () => {
    expect(DEFAULT_LAYOUT_PREFERENCES).toEqual({
      rtl: false,
      theme: 'light',
      skin: 'default',
      contentWidth: 'full',
      layoutType: 'vertical',
      navbar: 'sticky',
      footer: 'static',
      monochrome: false,
      sidebarCollapsed: false,
      menuHidden: false,
    });
    const store = createStore();
    expect(store.get(layoutPreferencesAtom)).toEqual(DEFAULT_LAYOUT_PREFERENCES);
    expect([store.get(mobileMenuOpenAtom), store.get(customizerOpenAtom)]).toEqual([false, false]);
  });
  it('sidebar 248/72 px, transition 0.5 s, type-ahead 350 ms, toast 300 ms, content shift above 1280', () => {
    expect([SIDEBAR_WIDTH, SIDEBAR_COLLAPSED_WIDTH, PAGE_TRANSITION_SECONDS, MENU_TYPEAHEAD_RESET_MS, TOAST_COLLAPSE_MS, CONTENT_SHIFT_MIN_WIDTH]).toEqual([
      248, 72, 0.5, 350, 300, 1280,
    ]);
  });
});

describe('spec §4 stored preferences', () => {
  it('a change persists and is restored on a fresh store', () => {
    const first = createStore();
    first.set(themeAtom, 'dark');
    first.set(sidebarCollapsedAtom, true);
    expect(JSON.parse(localStorage.getItem(LAYOUT_PREFERENCES_KEY) ?? '')).toMatchObject({ theme: 'dark', sidebarCollapsed: true });
    const fresh = createStore();
    expect(fresh.get(layoutPreferencesAtom)).toEqual({ ...DEFAULT_LAYOUT_PREFERENCES, theme: 'dark', sidebarCollapsed: true });
  });
  it('the mobile menu and the customizer are not persisted', () => {
    const store = createStore();
    store.set(mobileMenuOpenAtom, true);
    store.set(customizerOpenAtom, true);
    expect(localStorage.getItem(LAYOUT_PREFERENCES_KEY)).toBeNull();
    expect(createStore().get(mobileMenuOpenAtom)).toBe(false);
  });
  it.each([['not json'], ['{"theme":"purple"}'], ['[1,2]'], ['null']])('a corrupt stored value (%s) → defaults, with a warning', (stored) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    localStorage.setItem(LAYOUT_PREFERENCES_KEY, stored);
    expect(createStore().get(layoutPreferencesAtom)).toEqual(DEFAULT_LAYOUT_PREFERENCES);
    expect(warn).toHaveBeenCalledOnce();
  });
  it('a value missing newer fields keeps what it has', () => {
    localStorage.setItem(LAYOUT_PREFERENCES_KEY, '{"skin":"bordered"}');
    expect(createStore().get(layoutPreferencesAtom)).toEqual({ ...DEFAULT_LAYOUT_PREFERENCES, skin: 'bordered' });
  });
  it('reset brings back the defaults and forgets the saved value', () => {
    const store = createStore();
    store.set(layoutPreferencesAtom, { rtl: true, monochrome: true });
    store.set(resetLayoutPreferencesAtom);
    expect(store.get(layoutPreferencesAtom)).toEqual(DEFAULT_LAYOUT_PREFERENCES);
    expect(localStorage.getItem(LAYOUT_PREFERENCES_KEY)).toBeNull();
  });
});

describe('colour schemes', () => {
  it('semi-dark is a light page with a dark sidebar', () => {
    expect(['light', 'dark', 'semi-dark'].map((theme) => mantineColorSchemeFor({ theme: theme as 'light' }))).toEqual(['light', 'dark', 'light']);
    expect(['light', 'dark', 'semi-dark'].map((theme) => sidebarColorSchemeFor({ theme: theme as 'light' }))).toEqual(['light', 'dark', 'dark']);
  });
});
