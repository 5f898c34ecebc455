import { describe, expect, it } from 'vitest';
import { ProtectedRoutes } from '@portal/contracts';
import { definitionPatterns, mrlPatterns, producerPatterns } from './lazy-pages';

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
  it('names exactly the producer screens, each a route of the access table', async () => {
    const { producerPages } = await import('@portal/producers');
    expect([...producerPatterns].sort()).toEqual(Object.keys(producerPages).sort());
    for (const pattern of producerPatterns) expect(ProtectedRoutes.some((r) => r.pattern === pattern)).toBe(true);
  });
});
