// Keeps the document in step with the layout preferences (spec §4): body classes for skin and
// theme, `dir` on <html> for RTL (Mantine's DirectionProvider watches it), and monochrome.
import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { layoutPreferencesAtom, mantineColorSchemeFor, type LayoutPreferences } from './layout-preferences';
import './preferences.css';

const OWNED_CLASSES = ['skin--default', 'skin--bordered', 'dark', 'light', 'semi-dark', 'monochrome'];

/** Body classes of spec §4; semi-dark is a light page whose sidebar is dark (`semi-dark`). */
export function bodyClassesFor(prefs: LayoutPreferences): string[] {
  return [
    `skin--${prefs.skin}`,
    mantineColorSchemeFor(prefs),
    ...(prefs.theme === 'semi-dark' ? ['semi-dark'] : []),
    ...(prefs.monochrome ? ['monochrome'] : []),
  ];
}

/** Writes the preferences onto the document; only the classes listed above are touched. */
export function applyLayoutPreferences(prefs: LayoutPreferences, doc: Document = document): void {
  doc.body.classList.remove(...OWNED_CLASSES);
  doc.body.classList.add(...bodyClassesFor(prefs));
  doc.documentElement.setAttribute('dir', prefs.rtl ? 'rtl' : 'ltr');
}

/** Mount once near the root of a signed-in app. */
export function usePreferenceEffects(): LayoutPreferences {
  const prefs = useAtomValue(layoutPreferencesAtom);
  useEffect(() => applyLayoutPreferences(prefs), [prefs]);
  return prefs;
}
