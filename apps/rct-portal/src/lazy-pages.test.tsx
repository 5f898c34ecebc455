import { describe, expect, it } from 'vitest';
import { HomePagePatterns, MrlQueryPagePatterns, ProtectedRoutes, SearchPagePatterns } from '@portal/contracts';
import { dashboardPatterns, definitionPatterns, memberPatterns, mrlPatterns, prescriptionPatterns, producerPatterns } from './lazy-pages';

// The route table names the lazy pages before their chunks load: the names must be the features' own.
describe('lazy routes: the RCT feature pages', () => {
  it('names exactly the definition screens', async () => {
    const { definitionPages } = await import('@portal/definitions');
    expect([...definitionPatterns].sort()).toEqual(Object.keys(definitionPages).sort());
  });
  it('names exactly the MRL screens', async () => {
    const { mrlPages } = await import('@portal/mrl');
    expect([...mrlPatterns].sort()).toEqual(Object.keys(mrlPages).sort());
  });
  it('names exactly the dashboard screen, a route of the access table', async () => {
    const { dashboardPages } = await import('@portal/dashboard');
    expect([...dashboardPatterns].sort()).toEqual(Object.keys(dashboardPages).sort());
    for (const pattern of dashboardPatterns) expect(ProtectedRoutes.some((r) => r.pattern === pattern)).toBe(true);
  });
  it('names exactly the member and portal-user screens, each a route of the access table', async () => {
    const { memberPages } = await import('@portal/members');
    expect([...memberPatterns].sort()).toEqual(Object.keys(memberPages).sort());
    for (const pattern of memberPatterns) expect(ProtectedRoutes.some((r) => r.pattern === pattern)).toBe(true);
  });
  it('names exactly the producer screens, each a route of the access table', async () => {
    const { producerPages } = await import('./professional-pages');
    expect([...producerPatterns].sort()).toEqual(Object.keys(producerPages).sort());
    for (const pattern of producerPatterns) expect(ProtectedRoutes.some((r) => r.pattern === pattern)).toBe(true);
  });
  it('names exactly the prescription screens, each a route of the access table, in one chunk with the producers’', async () => {
    const { prescriptionPages, professionalPages } = await import('./professional-pages');
    expect([...prescriptionPatterns].sort()).toEqual(Object.keys(prescriptionPages).sort());
    expect(Object.keys(professionalPages).sort()).toEqual([...producerPatterns, ...prescriptionPatterns].sort());
    for (const pattern of prescriptionPatterns) expect(ProtectedRoutes.some((r) => r.pattern === pattern)).toBe(true);
  });
  it('names exactly the search, home and MRL-query screens, each a route of the access table', async () => {
    const [{ searchPages }, { homePages }, { mrlQueryPages }] = await Promise.all([import('@portal/search'), import('@portal/home'), import('@portal/mrl')]);
    expect([...SearchPagePatterns].sort()).toEqual(Object.keys(searchPages).sort());
    expect([...HomePagePatterns].sort()).toEqual(Object.keys(homePages).sort());
    expect([...MrlQueryPagePatterns].sort()).toEqual(Object.keys(mrlQueryPages).sort());
    for (const pattern of [...SearchPagePatterns, ...HomePagePatterns, ...MrlQueryPagePatterns]) expect(ProtectedRoutes.some((r) => r.pattern === pattern)).toBe(true);
  });
});
