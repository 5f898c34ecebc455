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
  // A layout shift while the dropdown opens (data arriving, a draft restored) can close it or move
  // it under another element: open it again and retry until the option is picked.
  await expect(async () => {
    await box.evaluate((el) => el.scrollIntoView({ block: 'center' }));
    await box.fill(typed);
    await page.getByRole('option', { name: option }).first().click({ timeout: 4_000 });
  }).toPass({ timeout: 30_000 });
  await page.keyboard.press('Escape');
}
