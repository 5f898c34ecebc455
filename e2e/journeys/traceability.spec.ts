// Issue 15 §4 journey: the consumer page behind a lot's QR code. The TRC member shares its seeded
// lot (the API's link call, as the lot screen will), and a fresh browser on a 375 px phone opens
// the plain and the GS1 Digital Link addresses without any session and sees what a shopper may
// see; a revoked link is then refused. The field screens of issue 15 are not built yet.
import { request } from '@playwright/test';
import { API_PREFIX, type LoginResult } from '@portal/contracts';
import { DEMO_PASSWORD } from '@portal/shared/demo-data';
import { E2E_PORT } from '../playwright.config';
import { demoAccount } from '../support/accounts';
import { expectNoSeriousViolations } from '../support/axe';
import { urlFor } from '../support/hosts';
import { clientAddressOf, expect, test } from '../support/test';

const trc = demoAccount('trc');

test('issue 15 §4: a fresh phone browser opens the lot’s QR address (plain and GS1) and sees the consumer page; a revoked link is gone', async ({ browser }) => {
  const origin = new URL(urlFor(trc.host)).origin;
  const api = await request.newContext({ baseURL: `http://127.0.0.1:${E2E_PORT}`, extraHTTPHeaders: { origin, 'x-forwarded-for': clientAddressOf(test.info()) } });
  try {
    // The journeys' server gives access tokens a few seconds of life (it tests the refresh), so
    // each call of the member's here signs in afresh rather than keep one token.
    const bearer = async () => {
      let login = (await (await api.post(`${API_PREFIX}/auth/login`, { data: { email: trc.email, password: DEMO_PASSWORD } })).json()).data as LoginResult;
      if (login.status === 'duplicate-session') login = (await (await api.post(`${API_PREFIX}/auth/sessionKill`, { data: { ticket: login.ticket } })).json()).data as LoginResult;
      expect(login.status).toBe('authenticated');
      return { authorization: `Bearer ${(login as Extract<LoginResult, { status: 'authenticated' }>).token}` };
    };
    const lots = await api.get(`${API_PREFIX}/lot?page=1&limit=10`, { headers: await bearer() });
    expect(lots.status(), await lots.text()).toBe(200);
    const lot = ((await lots.json()) as { data: Array<{ id: number; code: string }> }).data[0]!;
    const made = await api.post(`${API_PREFIX}/lot/${lot.id}/link`, { headers: await bearer() });
    expect(made.status(), await made.text()).toBeLessThan(300);
    const link = ((await made.json()) as { data: { url: string; gs1Url: string | null } }).data;
    expect(link.gs1Url).not.toBeNull();

    const shopper = await browser.newContext({ viewport: { width: 375, height: 740 }, locale: 'tr-TR' });
    const phone = await shopper.newPage();
    for (const address of [link.url, link.gs1Url!]) {
      await phone.goto(address);
      await expect(phone.getByRole('heading', { level: 1 })).toContainText('Mısır');
      await expect(phone.getByRole('main')).toContainText('Şeker mısırı');
      await expect(phone.getByRole('main')).toContainText('Lamdakor 5 EC');
      await expect(phone.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    }
    // Nothing personal beyond the first name: no notes, no exact field position.
    await expect(phone.getByRole('main')).not.toContainText('Yeşilkurt görüldü');
    await expect(phone.getByRole('main')).not.toContainText('38.2102');
    await expectNoSeriousViolations(phone, 'consumer page');

    expect((await api.delete(`${API_PREFIX}/lot/${lot.id}/link`, { headers: await bearer() })).status()).toBeLessThan(300);
    await phone.goto(link.url);
    await expect(phone.getByText(/geçerli değil/)).toBeVisible();
    await shopper.close();
  } finally {
    await api.dispose();
  }
});
