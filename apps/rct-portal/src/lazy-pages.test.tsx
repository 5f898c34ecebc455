import { patternsOf, ProtectedRoutes, RouteTable, type Feature } from '@portal/contracts';
import { describe, expect, it } from 'vitest';

const rct = (feature: Feature) => [...patternsOf('rct-portal', feature)].sort();
const keys = (pages: object) => Object.keys(pages).sort();

// The route table names the lazy pages before their chunks load: the names must be the features' own.
describe('lazy routes: the RCT feature pages, from the contracts’ route table', () => {
  it('names exactly the definition screens', async () => {
    const { definitionPages } = await import('@portal/definitions');
    expect(rct('definitions')).toEqual(keys(definitionPages));
  });
  it('names exactly the MRL screens', async () => {
    const { mrlPages } = await import('@portal/mrl');
    expect(rct('mrl')).toEqual(keys(mrlPages));
  });
  it('names exactly the dashboard screen', async () => {
    const { dashboardPages } = await import('@portal/dashboard');
    expect(rct('dashboard')).toEqual(['dashboard']);
    expect(rct('dashboard')).toEqual(keys(dashboardPages));
  });
  it('names exactly the member and portal-user screens', async () => {
    const { memberPages } = await import('@portal/members');
    expect(rct('members')).toEqual(keys(memberPages));
  });
  it('names exactly the producer and prescription screens, in one chunk', async () => {
    const { prescriptionPages, producerPages, professionalPages } = await import('./professional-pages');
    expect(rct('producers')).toEqual(keys(producerPages));
    expect(rct('prescriptions')).toEqual(keys(prescriptionPages));
    expect(keys(professionalPages)).toEqual([...rct('producers'), ...rct('prescriptions')].sort());
  });
  it('names exactly the register screens, a chunk of their own', async () => {
    const { registerPages } = await import('@portal/register');
    expect(rct('register')).toEqual(keys(registerPages));
    expect(rct('register')).toHaveLength(4);
  });
  it('names exactly the search, home and MRL-query screens', async () => {
    const [{ searchPages }, { homePages }, { mrlQueryPages }] = await Promise.all([import('@portal/search'), import('@portal/home'), import('@portal/mrl')]);
    expect(rct('search')).toEqual(keys(searchPages));
    expect(rct('home')).toEqual(keys(homePages));
    expect(rct('mrl-query')).toEqual(keys(mrlQueryPages));
  });
  it('the access table is the route table: same patterns, same order, each pattern once', () => {
    expect(ProtectedRoutes.map((r) => r.pattern)).toEqual(RouteTable.map((r) => r.pattern));
    expect(new Set(RouteTable.map((r) => r.pattern)).size).toBe(RouteTable.length);
  });
});
