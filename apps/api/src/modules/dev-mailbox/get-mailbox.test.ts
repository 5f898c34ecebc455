import { AppCode } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { enqueueMail, enqueueSms } from '../../platform/outbox';
import { buildTestApp, openTestDatabase, testConfig } from '../../test-support';

const link = 'http://rct.localhost:8080/reset-password?token=R3set_tok';

describe('dev mailbox (spec: `npm start` works with no mail server; DESIGN §4 outbox)', () => {
  let app: Awaited<ReturnType<typeof buildTestApp>>;
  beforeAll(async () => {
    app = await buildTestApp({ env: { DEV_MAILBOX: 'true' } });
    await enqueueMail(app.db, { to: 'ayse@example.com', template: 'reset-password', app: AppCode.Rct, data: { name: 'Ayşe', link } });
    await enqueueSms(app.db, { to: '+905321234567', text: 'Giriş kodunuz: 654321' });
    await enqueueMail(app.db, { to: 'mehmet@example.com', template: 'password-changed', app: AppCode.Src, data: { name: 'Mehmet' } });
  });
  afterAll(() => app.close());

  it('lists mail and SMS newest first, with text, HTML and the links', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/v1/dev/mailbox' });
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data.map((m: { recipient: string }) => m.recipient)).toEqual(['mehmet@example.com', '+905321234567', 'ayse@example.com']);
    expect(data[1]).toMatchObject({ channel: 'sms', subject: null, text: 'Giriş kodunuz: 654321', html: null, status: 'pending', links: [] });
    expect(data[2]).toMatchObject({ channel: 'mail', template: 'reset-password', app: AppCode.Rct, links: [link] });
    expect(data[2].subject).toBe('Şifre sıfırlama isteği | RCT Reçete');
    expect(data[2].html).toContain(`href="${link}"`);
    expect(new Date(data[2].createdAt).getTime()).not.toBeNaN();
  });

  it('filters by recipient, e-mail case-insensitively and a phone whose + arrived as a space', async () => {
    const mail = (await app.inject({ method: 'GET', url: '/api/v1/dev/mailbox?to=AYSE@example.com' })).json().data;
    expect(mail.map((m: { recipient: string }) => m.recipient)).toEqual(['ayse@example.com']);
    const sms = (await app.inject({ method: 'GET', url: '/api/v1/dev/mailbox?to=+905321234567' })).json().data;
    expect(sms.map((m: { recipient: string }) => m.recipient)).toEqual(['+905321234567']);
  });

  it('shows a Turkish page with clickable links, and each mail as HTML', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/v1/dev/mailbox/page' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('<html lang="tr">');
    expect(res.body).toContain('Geliştirme posta kutusu');
    expect(res.body).toContain(`<a href="${link}">${link}</a>`);
    expect(res.body).toContain('Giriş kodunuz: 654321');
    const id = (await app.inject({ method: 'GET', url: '/api/v1/dev/mailbox?to=ayse@example.com' })).json().data[0].id;
    expect(res.body).toContain(`href="/api/v1/dev/mailbox/${id}/html"`);
    const html = await app.inject({ method: 'GET', url: `/api/v1/dev/mailbox/${id}/html` });
    expect(html.headers['content-type']).toContain('text/html');
    expect(html.body).toContain('Yeni şifre belirle');
    expect((await app.inject({ method: 'GET', url: '/api/v1/dev/mailbox/999999/html' })).statusCode).toBe(404);
  });

  it('escapes message content on the page', async () => {
    await enqueueSms(app.db, { to: '+905320000000', text: '<img src=x onerror=alert(1)>' });
    const res = await app.inject({ method: 'GET', url: '/api/v1/dev/mailbox/page' });
    expect(res.body).not.toContain('<img src=x');
    expect(res.body).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });
});

async function expectNoMailbox(app: Awaited<ReturnType<typeof buildApp>>) {
  for (const url of ['/api/v1/dev/mailbox', '/api/v1/dev/mailbox/page', '/api/v1/dev/mailbox/1/html']) {
    const res = await app.inject({ method: 'GET', url });
    expect(res.statusCode, url).toBe(404);
    expect(res.json()).toMatchObject({ code: 'NOT_FOUND' });
  }
  expect(app.printRoutes()).not.toContain('mailbox');
  expect(Object.keys(app.swagger().paths ?? {})).not.toContain('/api/v1/dev/mailbox');
}

describe('dev mailbox unless enabled (issue 9 §3: a deployment that forgets NODE_ENV exposes nothing)', () => {
  it.each(['development', 'test'] as const)('is not registered with NODE_ENV=%s and DEV_MAILBOX unset', async (nodeEnv) => {
    const database = await openTestDatabase();
    const app = await buildApp({ config: testConfig({ NODE_ENV: nodeEnv }), database });
    try {
      await enqueueSms(app.db, { to: '+905321234567', text: 'Giriş kodunuz: 654321' });
      await expectNoMailbox(app);
    } finally {
      await app.close();
      await database.close();
    }
  });
});

describe('dev mailbox in production', () => {
  it('is not registered at all, even when a hand-made configuration asks for it', async () => {
    const database = await openTestDatabase();
    // The test configuration with only NODE_ENV changed (loadConfig refuses DEV_MAILBOX in production).
    const config = { ...testConfig({ DEV_MAILBOX: 'true' }), nodeEnv: 'production' as const };
    const app = await buildApp({ config, database });
    try {
      await expectNoMailbox(app);
    } finally {
      await app.close();
      await database.close();
    }
  });
});
