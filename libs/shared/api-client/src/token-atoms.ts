import { atom, createStore } from 'jotai/vanilla';

/**
 * The store the API client reads and writes outside React. Apps pass it to
 * jotai's `<Provider store={apiStore}>` so components see the same token.
 */
export const apiStore = createStore();

/** The access token: in memory only, never in storage (DESIGN.md §4). */
export const accessTokenAtom = atom<string | null>(null);
