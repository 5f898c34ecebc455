// The journeys' `test`: every journey is a client of its own. Its browser and API requests carry
// an address of their own in X-Forwarded-For (the journeys' server trusts it from loopback), so
// the per-address login limit (100 in 15 minutes) counts one journey as it would count one person,
// and the suite can grow past a hundred sign-ins in a run.
// Every journey is also guarded: a console error, an uncaught page error or a failed request
// (HTTP ≥ 400 or a network failure) on any of its pages fails it, unless it declared that problem
// with `expectProblem`.
import { test as base, type BrowserContext, type Page, type TestInfo } from '@playwright/test';
import { createHash } from 'node:crypto';

export { expect } from '@playwright/test';

/** An address in 198.18.0.0/15 (RFC 2544, for testing): only a header, no traffic goes there. */
export function clientAddressOf(testInfo: Pick<TestInfo, 'testId' | 'repeatEachIndex' | 'retry'>): string {
  const digest = createHash('sha256').update(`${testInfo.testId}/${testInfo.repeatEachIndex}/${testInfo.retry}`).digest();
  return `198.${18 + (digest[0]! & 1)}.${digest[1]}.${digest[2]}`;
}

/** One test's problems and answers, from every context it uses. */
class ProblemLog {
  readonly problems: Problem[] = [];
  readonly answered: Answer[] = [];
  /** When the journey's user asked to sign out (POST auth/logout), ms since the epoch. */
  readonly signOuts: number[] = [];
  private readonly watched = new WeakSet<BrowserContext>();

  watch(context: BrowserContext): void {
    if (this.watched.has(context)) return;
    this.watched.add(context);
    watchContext(context, this.problems, this.answered);
    context.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/auth/logout')) this.signOuts.push(Date.now());
    });
  }

  async unexpected(info: TestInfo): Promise<string[]> {
    const allowed = expectations.get(info) ?? [];
    const unexpected: string[] = [];
    for (const p of this.problems) {
      if (allowed.some((e) => e.pattern.test(p.text) && (!e.page || e.page === p.page))) continue;
      if (await isTransparentRefresh(p, this.answered)) continue;
      if (endedBySignOut(p, this.signOuts)) continue;
      unexpected.push(p.text);
    }
    return unexpected;
  }
}

export const test = base.extend<{ problemLog: ProblemLog; problemGuard: void }>({
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use, testInfo) => {
    await use({ ...extraHTTPHeaders, 'x-forwarded-for': clientAddressOf(testInfo) });
  },
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern
  problemLog: async ({}, use) => {
    await use(new ProblemLog());
  },
  context: async ({ context, problemLog }, use) => {
    problemLog.watch(context);
    await use(context);
  },
  problemGuard: [
    async ({ browser, problemLog }, use, testInfo) => {
      // Contexts a journey opens itself (a shopper's phone, a second user) are watched too.
      const newContext = browser.newContext;
      browser.newContext = async function (this: typeof browser, ...args: Parameters<typeof newContext>) {
        const context = await newContext.apply(this, args);
        problemLog.watch(context);
        return context;
      };
      try {
        await use();
      } finally {
        browser.newContext = newContext;
      }
      const unexpected = await problemLog.unexpected(testInfo);
      if (unexpected.length === 0) return;
      const report = `${unexpected.length} unexpected problem(s) on the journey's pages (declare a deliberate one with expectProblem):\n- ${unexpected.join('\n- ')}`;
      // A test that already failed keeps its own error; the problems go beside it.
      if (testInfo.status !== testInfo.expectedStatus) await testInfo.attach('problems', { body: report, contentType: 'text/plain' });
      else throw new Error(report);
    },
    { auto: true },
  ],
});

/** What went wrong on a page: a console error, an uncaught page error or a failed request. */
interface Problem {
  text: string;
  page: Page | null;
  /** The retry of a refused bearer request (see `isTransparentRefresh`). */
  retryOf?: { method: string; url: string; bearer: string; at: number; time: number };
}

interface Expectation {
  pattern: RegExp;
  page?: Page;
}

const expectations = new WeakMap<TestInfo, Expectation[]>();

/**
 * Declares a problem this test provokes on purpose (a wrong password's 401, a refused form's 400,
 * the offline stage's failed requests), so the guard below does not fail the test for it.
 * `pattern` is matched against the problem's line, e.g. `401 POST http://…/api/v1/auth/login`,
 * `pageerror: …`, `console.error: …`, `failed GET http://… net::ERR_INTERNET_DISCONNECTED`.
 * With `page`, only that page's problems are covered.
 */
export function expectProblem(pattern: RegExp, page?: Page): void {
  const info = test.info();
  expectations.set(info, [...(expectations.get(info) ?? []), { pattern, page }]);
}

const pageOf = (get: () => Page | null | undefined): Page | null => {
  try {
    return get() ?? null;
  } catch {
    return null; // a service worker's request has no frame
  }
};

/** Every page of `context` (popups and pages opened later included) reports into `problems`. */
function watchContext(context: BrowserContext, problems: Problem[], answered: Answer[]): void {
  context.on('console', (message) => {
    if (message.type() !== 'error') return;
    // Chromium's own line for an HTTP error or failed load: the response or failure below names it better.
    if (message.text().startsWith('Failed to load resource')) return;
    const at = message.location().url;
    problems.push({ text: `console.error: ${message.text()}${at ? ` (${at})` : ''}`, page: pageOf(() => message.page()) });
  });
  context.on('weberror', (error) => {
    const e = error.error();
    problems.push({ text: `pageerror: ${e.message}\n${(e.stack ?? '').split('\n').slice(1, 4).join('\n')}`, page: pageOf(() => error.page()) });
  });
  context.on('requestfailed', (request) => {
    const reason = request.failure()?.errorText ?? '';
    // Aborted on purpose: a query cancelled on unmount, a navigation replacing the page, a download.
    if (reason === 'net::ERR_ABORTED') return;
    problems.push({ text: `failed ${request.method()} ${request.url()} ${reason}`, page: pageOf(() => request.frame().page()) });
  });
  context.on('response', (response) => {
    const request = response.request();
    const bearer = request.headers()['authorization'] ?? '';
    const answer: Answer = { method: request.method(), url: request.url(), bearer, status: response.status() };
    answered.push(answer);
    // A renewed session answers a token; a signed-out visitor's refresh answers token null.
    if (answer.status === 200 && answer.url.endsWith('/auth/refreshToken')) {
      answer.renewed = response
        .json()
        .then((body: { data?: { token?: unknown } }) => typeof body.data?.token === 'string')
        .catch(() => false);
    }
    if (response.status() < 400) return;
    problems.push({
      text: `${response.status()} ${request.method()} ${response.url()}`,
      page: pageOf(() => request.frame().page()),
      ...(response.status() === 401 && bearer ? { retryOf: { method: request.method(), url: request.url(), bearer, at: answered.length - 1, time: Date.now() } } : {}),
    });
  });
}

interface Answer {
  method: string;
  url: string;
  bearer: string;
  status: number;
  /** For a 200 from auth/refreshToken: whether it answered a new access token. */
  renewed?: Promise<boolean>;
}

/**
 * A bearer call refused while the user signs out: a poll (the notifications) sent with a token
 * that expired as "Çıkış Yap" was clicked cannot be cured, because the session it would renew is
 * the one being ended. Refused within one token lifetime and a margin (5 s; the journeys' tokens
 * live 3 s) of the sign-out.
 */
function endedBySignOut(problem: Problem, signOuts: number[]): boolean {
  const refused = problem.retryOf;
  return !!refused && signOuts.some((at) => Math.abs(refused.time - at) <= 5_000);
}

/**
 * Spec §7's transparent refresh: a bearer call refused with 401 (its access token expired; the
 * journeys' tokens live 3 s) is sent again with a new token. The 401 is the protocol, not a
 * problem, when that retry was answered or, if the page moved on before the retry, a refresh
 * after it answered a new token. A 401 the client could not cure (no renewed session) stays one.
 */
async function isTransparentRefresh(problem: Problem, answered: Answer[]): Promise<boolean> {
  const refused = problem.retryOf;
  if (!refused) return false;
  const later = answered.slice(refused.at + 1);
  if (later.some((a) => a.method === refused.method && a.url === refused.url && a.bearer !== '' && a.bearer !== refused.bearer && a.status < 400)) return true;
  for (const a of later) if (a.renewed && (await a.renewed)) return true;
  return false;
}
