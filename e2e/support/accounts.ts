// The demo accounts of this Playwright worker: worker N signs in with set N (seeded by the
// journeys' server with DEMO_ACCOUNT_SETS = the worker count), so that two workers never end
// each other's sessions (a user has one session) or share a lock-out or a reset password.
import { demoAccountSet, type DemoAccount } from '@portal/shared/demo-data';

// Set by Playwright in each worker process before the spec files load.
const workerSet = Number(process.env.TEST_PARALLEL_INDEX ?? 0);

export const DEMO_ACCOUNTS: readonly DemoAccount[] = demoAccountSet(workerSet);

/** The demo account with this key in this worker's set; throws for an unknown key. */
export function demoAccount(key: string): DemoAccount {
  const account = DEMO_ACCOUNTS.find((a) => a.key === key);
  if (!account) throw new Error(`no demo account "${key}"`);
  return account;
}
