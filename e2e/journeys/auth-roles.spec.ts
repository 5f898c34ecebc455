// Issue "Auth": each seeded role logs in through the landing's link for its product and ends
// on its home route (spec §2) on its host (spec §4, DESIGN §1), then logs out.
import { expect, test } from '../support/test';
import { AppCode } from '@portal/contracts';
import { DEMO_ACCOUNTS } from '../support/accounts';
import { urlFor } from '../support/hosts';
import { expectHome, field, logout } from '../support/session';

const productLabel = { [AppCode.Rct]: 'rct', [AppCode.Src]: 'src', [AppCode.Trc]: 'trc' } as const;

for (const account of DEMO_ACCOUNTS) {
  test(`spec §2 landing route per role: ${account.key} logs in from the landing and lands on ${account.host} ${account.home}`, async ({ page }) => {
    const product = productLabel[account.app];
    await page.goto(urlFor(null));
    await page.locator(`a[data-app-label="${product}"]`).click();
    await expect(page).toHaveURL(urlFor(product, '/'));

    await field(page, 'E-posta').fill(account.email);
    await field(page, 'Şifre').fill('Demo.Tarim.2026');
    await page.getByRole('button', { name: 'Giriş Yap' }).click();

    await expectHome(page, account);
    await logout(page, account);
  });
}
