import { describe, expect, it } from 'vitest';
import { publicLotPatterns, publicLotRoutes } from './public-lot-routes';

describe('the consumer page routes', () => {
  it('are the route table’s public lot patterns (spec spelling kept), outside the session root', () => {
    expect([...publicLotPatterns]).toEqual(['/lot/:token', '/01/:gtin/10/:lot']);
    expect(publicLotRoutes.map((r) => r.path)).toEqual([...publicLotPatterns]);
  });
});
