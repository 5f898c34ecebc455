// The signed-in shell's sidebar, as the journeys use it: its links, and opening a page from it
// the way a user does (in-app navigation, no page load).
import type { Page } from '@playwright/test';

export const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Ana menü' }).first();

/** Opens every collapsed group of the sidebar. */
async function expandAll(page: Page): Promise<void> {
  const nav = sidebar(page);
  for (let round = 0; round < 4; round += 1) {
    const closed = nav.locator('[aria-expanded="false"]');
    const count = await closed.count();
    if (count === 0) break;
    for (let i = count - 1; i >= 0; i -= 1) await closed.nth(i).click();
  }
}

/** Every link path in the sidebar, opening collapsed groups first. */
export async function sidebarPaths(page: Page): Promise<string[]> {
  await expandAll(page);
  const hrefs = await sidebar(page)
    .locator('a[href]')
    .evaluateAll((links) => links.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
  return [...new Set(hrefs)].sort();
}

/** Clicks the sidebar's link to `path`, opening its collapsed group first. */
export async function openFromSidebar(page: Page, path: string): Promise<void> {
  const link = sidebar(page).locator(`a[href="${path}"]`).first();
  if (!(await link.isVisible())) await expandAll(page);
  await link.click();
}
