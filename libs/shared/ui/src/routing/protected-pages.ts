import type { ReactNode } from 'react';

/**
 * A feature's pages by the contracts' route pattern (e.g. `'ureticiler/guncelle/:id'`): features
 * export them, the apps hand them to the portal routes; a pattern without a page shows the placeholder.
 */
export type ProtectedPages = Partial<Record<string, ReactNode>>;
