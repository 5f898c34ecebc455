// Layout preferences (spec §3) stored in localStorage and restored on load (spec §4). One JSON
// object under one key, validated with zod: a corrupt value falls back to the defaults (spec §9).
// The keep-session choice is not here: spec §4 keeps it in the keepSession cookie (@portal/auth).
import { readStored, storedAtom, type StoredAtomOptions } from '@portal/shared/api-client';
import { atom, type PrimitiveAtom, type WritableAtom } from 'jotai';
import { z } from 'zod';

export const LAYOUT_PREFERENCES_KEY = 'layout-preferences';

export const ThemeModes = ['light', 'dark', 'semi-dark'] as const;
export type ThemeMode = (typeof ThemeModes)[number];
export const Skins = ['default', 'bordered'] as const;
export type Skin = (typeof Skins)[number];
export const ContentWidths = ['full', 'boxed'] as const;
export type ContentWidth = (typeof ContentWidths)[number];

// Missing fields take their default, so a value saved before a preference existed still loads.
export const layoutPreferencesSchema = z.object({
  rtl: z.boolean().default(false),
  theme: z.enum(ThemeModes).default('light'),
  skin: z.enum(Skins).default('default'),
  contentWidth: z.enum(ContentWidths).default('full'),
  layoutType: z.literal('vertical').default('vertical'),
  navbar: z.literal('sticky').default('sticky'),
  footer: z.literal('static').default('static'),
  monochrome: z.boolean().default(false),
  sidebarCollapsed: z.boolean().default(false),
  menuHidden: z.boolean().default(false),
});
export type LayoutPreferences = z.infer<typeof layoutPreferencesSchema>;

/** Spec §9 "Default layout": full width, vertical, sticky navbar, static footer, default skin, no RTL, light theme. */
export const DEFAULT_LAYOUT_PREFERENCES: Readonly<LayoutPreferences> = Object.freeze(layoutPreferencesSchema.parse({}));

const stored: StoredAtomOptions<LayoutPreferences> = { key: LAYOUT_PREFERENCES_KEY, area: 'local', schema: layoutPreferencesSchema, label: 'görünüm ayarları' };
// Null while nothing is saved (or what was saved cannot be read, then logged): the defaults.
const storedPreferencesAtom = storedAtom(stored);

/** The saved preferences, or the defaults when there are none or they cannot be read (logged). */
export function readLayoutPreferences(): LayoutPreferences {
  return readStored(stored) ?? { ...DEFAULT_LAYOUT_PREFERENCES };
}

/** All persisted preferences. Write a partial object to change some; it is saved at once. */
export const layoutPreferencesAtom: WritableAtom<LayoutPreferences, [Partial<LayoutPreferences>], void> = atom(
  (get) => get(storedPreferencesAtom) ?? { ...DEFAULT_LAYOUT_PREFERENCES },
  (get, set, change: Partial<LayoutPreferences>) => set(storedPreferencesAtom, layoutPreferencesSchema.parse({ ...get(layoutPreferencesAtom), ...change })),
);

/** 'Varsayılanlara dön': every preference back to spec §9 and the saved value removed. */
export const resetLayoutPreferencesAtom = atom(null, (_get, set) => set(storedPreferencesAtom, null));

type PreferenceAtom<K extends keyof LayoutPreferences> = WritableAtom<LayoutPreferences[K], [LayoutPreferences[K]], void>;
function preferenceAtom<K extends keyof LayoutPreferences>(key: K): PreferenceAtom<K> {
  return atom(
    (get) => get(layoutPreferencesAtom)[key],
    (_get, set, value: LayoutPreferences[K]) => set(layoutPreferencesAtom, { [key]: value } as Partial<LayoutPreferences>),
  );
}

export const rtlAtom = preferenceAtom('rtl');
export const themeAtom = preferenceAtom('theme');
export const skinAtom = preferenceAtom('skin');
export const contentWidthAtom = preferenceAtom('contentWidth');
export const monochromeAtom = preferenceAtom('monochrome');
export const sidebarCollapsedAtom = preferenceAtom('sidebarCollapsed');
export const menuHiddenAtom = preferenceAtom('menuHidden');

/** Not persisted: the mobile sidebar and the customizer start closed on every load. */
export const mobileMenuOpenAtom: PrimitiveAtom<boolean> = atom(false);
export const customizerOpenAtom: PrimitiveAtom<boolean> = atom(false);

/** The Mantine colour scheme (pass as MantineProvider `forceColorScheme`): semi-dark is a light page. */
export function mantineColorSchemeFor(prefs: Pick<LayoutPreferences, 'theme'>): 'light' | 'dark' {
  return prefs.theme === 'dark' ? 'dark' : 'light';
}

/** The sidebar's colour scheme: dark in both dark and semi-dark. */
export function sidebarColorSchemeFor(prefs: Pick<LayoutPreferences, 'theme'>): 'light' | 'dark' {
  return prefs.theme === 'light' ? 'light' : 'dark';
}
