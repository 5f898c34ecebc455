import { describe, expect, it } from 'vitest';
import { publicLotPatterns, publicLotRoutes } from './public-lot-routes';

describe('the consumer page routes', () => {
  it('are the traceability library’s own patterns, outside the session root', async () => {
    const { PUBLIC_LOT_PATTERNS } = await import('@portal/traceability');
    expect([...publicLotPatterns]).toEqual([...PUBLIC_LOT_PATTERNS]);
    expect(publicLotRoutes.map((r) => r.path)).toEqual([...PUBLIC_LOT_PATTERNS]);
  });
});
