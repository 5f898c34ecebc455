// Picking from a searchable select as a user does: type, then click the option.
import { expect, type Page } from '@playwright/test';

/**
 * Types `typed` into the select labelled `label` and clicks the first option named `option`. The
 * box is brought to the middle of the screen first: Playwright scrolls only as far as needed, which
 * can leave the box, and so its dropdown's first options, under the page's sticky header, where
 * the click lands on the header instead.
 */
export async function choose(page: Page, label: RegExp, typed: string, option: RegExp) {
  const box = page.getByLabel(label).and(page.locator('input')).first();
  await expect(box).toBeEnabled();
  await box.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  await box.fill(typed);
  await page.getByRole('option', { name: option }).first().click();
  await page.keyboard.press('Escape');
}
