import { describe, expect, it } from 'vitest';
import { definitionPatterns, mrlPatterns } from './lazy-pages';

// The route table names the lazy pages before their chunks load: the names must be the features' own.
describe('issue 9 lazy routes: the RCT feature pages', () => {
  it('names exactly the definition screens', async () => {
    const { definitionPages } = await import('@portal/definitions');
    expect([...definitionPatterns].sort()).toEqual(Object.keys(definitionPages).sort());
  });
  it('names exactly the MRL screens', async () => {
    const { mrlPages } = await import('@portal/mrl');
    expect([...mrlPatterns].sort()).toEqual(Object.keys(mrlPages).sort());
  });
});
