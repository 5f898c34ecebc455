// Accessibility checks with axe-core: a page passes when axe finds no serious or critical
// violation (WCAG 2.x A/AA rules and axe's best practices, as axe runs them by default).
import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

const blocking = ['serious', 'critical'];

/** Runs axe on the page as it is now and fails with a readable list of what to fix. */
export async function expectNoSeriousViolations(page: Page, what = page.url()) {
  // Colours mid-transition (the 0.5 s page fade, a closing drawer) are not what a person reads.
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
  );
  const results = await new AxeBuilder({ page }).analyze();
  const found = results.violations
    .filter((v) => blocking.includes(v.impact ?? ''))
    .map((v) => `${v.impact} ${v.id}: ${v.help}\n${v.nodes.map((n) => `    ${n.target.join(' ')} — ${n.failureSummary ?? ''}`).join('\n')}`);
  expect(found, `axe on ${what}`).toEqual([]);
}
