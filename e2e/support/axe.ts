// Accessibility checks with axe-core: a page passes when axe finds no serious or critical
// violation (WCAG 2.x A/AA rules and axe's best practices, as axe runs them by default).
import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

const blocking = ['serious', 'critical'];
const ATTEMPTS = 3;

declare global {
  interface Window {
    __axeSawMotion?: boolean;
  }
}

/**
 * Waits until no finite animation or transition runs on the page and every notification is fully
 * shown: a notification's transition is started by a timer, so between its stages nothing runs
 * while it is still half transparent.
 */
async function settle(page: Page) {
  await page.waitForFunction(() => {
    const still = document
      .getAnimations()
      .every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity);
    const opacity = (el: Element | null): number =>
      el ? Number(getComputedStyle(el).opacity) * opacity(el.parentElement) : 1;
    const shown = [...document.querySelectorAll('.mantine-Notification-root')].every((n) => opacity(n) === 1);
    return still && shown;
  });
}

/** Starts noting whether anything on the page begins to move (a notification closing, a drawer). */
async function watchMotion(page: Page) {
  await page.evaluate(() => {
    window.__axeSawMotion = false;
    for (const type of ['transitionrun', 'animationstart']) {
      document.addEventListener(type, () => (window.__axeSawMotion = true), { capture: true });
    }
  });
}

/** Runs axe on the page as it is now and fails with a readable list of what to fix. */
export async function expectNoSeriousViolations(page: Page, what = page.url()) {
  // Colours mid-transition (the 0.5 s page fade, a notification closing while axe reads the
  // page) are not what a person reads: analyse a page at rest, and again if something began
  // to move during the analysis. A real violation is there every time.
  let found: string[] = [];
  for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
    await settle(page);
    await watchMotion(page);
    const results = await new AxeBuilder({ page }).analyze();
    found = results.violations
      .filter((v) => blocking.includes(v.impact ?? ''))
      .map((v) => `${v.impact} ${v.id}: ${v.help}\n${v.nodes.map((n) => `    ${n.target.join(' ')} — ${n.failureSummary ?? ''}`).join('\n')}`);
    const moved = await page.evaluate(() => window.__axeSawMotion === true);
    if (found.length === 0 || !moved) break;
  }
  expect(found, `axe on ${what}`).toEqual([]);
}
