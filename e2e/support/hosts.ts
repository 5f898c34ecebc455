import { E2E_PORT } from '../playwright.config';

/** The URL of a host label on the journeys' server; null is the apex (landing). */
export function urlFor(label: string | null, pathname = '/'): string {
  return `http://${label ? `${label}.` : ''}localhost:${E2E_PORT}${pathname}`;
}
