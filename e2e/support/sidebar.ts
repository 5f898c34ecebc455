// The signed-in shell's sidebar, as the journeys use it: its links, and opening a page from it
// the way a user does (in-app navigation, no page load).
import { expect, type Page } from '@playwright/test';

export const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Ana menü' }).first();

/**
 * Opens every collapsed group of the sidebar, one at a time: a group's entries mount only once it
 * is open, so each click waits for its group to say so before the closed ones are counted again.
 */
async function expandAll(page: Page): Promise<void> {
  const nav = sidebar(page);
  const closed = nav.locator('[aria-expanded="false"]');
  for (let clicks = 0; clicks < 30 && (await closed.count()) > 0; clicks += 1) {
    const group = closed.first();
    const id = await group.getAttribute('data-menu-id');
    await group.click();
    if (id) await expect(nav.locator(`[data-menu-id="${id}"]`)).toHaveAttribute('aria-expanded', 'true');
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
