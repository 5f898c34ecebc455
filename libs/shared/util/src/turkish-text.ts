// Turkish-aware text helpers (DESIGN.md §2). PostgreSQL's lower()/ILIKE do not fold
// İ/ı correctly, so search columns store foldForSearch(value) and queries fold the
// same way: one function for both sides.

const LOCALE = 'tr-TR';

/**
 * Folds text for search: Turkish lower case, then the dotted/dotless i pair and the
 * other Turkish letters reduced to ASCII, so `İZMİR`, `izmir` and `Izmir` all match.
 */
export function foldForSearch(value: string): string {
  return value
    .normalize('NFC')
    // Not the tr-TR lowering: it differs only for I (ı) and İ (i plus a dot above), and both
    // end as i after the steps below. The locale's lowering was most of this function's time.
    .toLowerCase()
    .replace(/ı/g, 'i')
    .replace(/ğ/g, 'g')
    .replace(/ü/g, 'u')
    .replace(/ş/g, 's')
    .replace(/ö/g, 'o')
    .replace(/ç/g, 'c')
    .replace(/â/g, 'a')
    .replace(/î/g, 'i')
    .replace(/û/g, 'u')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Escapes LIKE wildcards so user input is matched literally (use with `ESCAPE '\'`). */
export function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** Capitalises each word with Turkish rules: `ışık İNCE` → `Işık İnce` (spec §5). */
export function capitalizeTr(value: string): string {
  return value
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toLocaleUpperCase(LOCALE) + word.slice(1).toLocaleLowerCase(LOCALE))
    .join(' ');
}

/** Initials for an avatar: `şule ırmak` → `ŞI`. */
export function initialsTr(name: string, surname = ''): string {
  return `${name.trim().charAt(0)}${surname.trim().charAt(0)}`.toLocaleUpperCase(LOCALE);
}

/** Compares with Turkish collation (Ç after C, İ after I, Ş after S…). */
export const compareTr = new Intl.Collator(LOCALE, { sensitivity: 'base' }).compare;
