// The journeys' `test`: every journey is a client of its own. Its browser and API requests carry
// an address of their own in X-Forwarded-For (the journeys' server trusts it from loopback), so
// the per-address login limit (100 in 15 minutes) counts one journey as it would count one person,
// and the suite can grow past a hundred sign-ins in a run.
import { test as base, type TestInfo } from '@playwright/test';
import { createHash } from 'node:crypto';

export { expect } from '@playwright/test';

/** An address in 198.18.0.0/15 (RFC 2544, for testing): only a header, no traffic goes there. */
export function clientAddressOf(testInfo: Pick<TestInfo, 'testId' | 'repeatEachIndex' | 'retry'>): string {
  const digest = createHash('sha256').update(`${testInfo.testId}/${testInfo.repeatEachIndex}/${testInfo.retry}`).digest();
  return `198.${18 + (digest[0]! & 1)}.${digest[1]}.${digest[2]}`;
}

export const test = base.extend({
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use, testInfo) => {
    await use({ ...extraHTTPHeaders, 'x-forwarded-for': clientAddressOf(testInfo) });
  },
});
