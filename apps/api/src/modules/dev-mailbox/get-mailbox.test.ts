import { AppCode } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { enqueueMail, enqueueSms, mailAttachment } from '../../platform/outbox';
import { buildTestApp, openTestDatabase, testConfig } from '../../test-support';

const link = 'http://rct.localhost:8080/reset-password?token=R3set_tok';
// 1502 bytes and 10 bytes: base64 with one and with two padding characters.
const pdf = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(1493, 0xe2)]);
const note = Buffer.from('Çağlayan', 'utf8');
const prescriptionMail = {
  to: 'sukru@example.com',
  template: 'prescription',
  app: AppCode.Rct,
  data: {
    name: 'Şükrü Işıkoğlu',
    prescriptionNo: 'RCT-2026-000123',
    memberName: 'Yeşilçayır Tarım',
    prescriberName: 'Gülşen Öztürk',
    plantName: 'Domates',
    url: 'http://rct.localhost:8080/prescription/q2Xw9_Lk3vBn7TzR0aYcUe4PdHs',
  },
  attachments: [mailAttachment('RCT-2026-000123.pdf', 'application/pdf', pdf), mailAttachment('Reçete "özeti" %.txt', 'text/plain', note)],
} as const;

describe('dev mailbox (spec: `npm start` works with no mail server; DESIGN §4 outbox)', () => {
  let app: Awaited<ReturnType<typeof buildTestApp>>;
  beforeAll(async () => {
    app = await buildTestApp({ env: { DEV_MAILBOX: 'true' } });
    await enqueueMail(app.db, { to: 'ayse@example.com', template: 'reset-password', app: AppCode.Rct, data: { name: 'Ayşe', link } });
    await enqueueSms(app.db, { to: '+905321234567', text: 'Giriş kodunuz: 654321' });
    await enqueueMail(app.db, { to: 'mehmet@example.com', template: 'password-changed', app: AppCode.Src, data: { name: 'Mehmet' } });
  });

  it('lists mail and SMS newest first, with text, HTML and the links', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/v1/dev/mailbox' });
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data.map((m: { recipient: string }) => m.recipient)).toEqual(['mehmet@example.com', '+905321234567', 'ayse@example.com']);
    expect(data[1]).toMatchObject({ channel: 'sms', subject: null, text: 'Giriş kodunuz: 654321', html: null, status: 'pending', links: [], attachments: [] });
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

  it('lists a mail’s attachments by name and size, and downloads each byte for byte', async () => {
    await enqueueMail(app.db, { ...prescriptionMail, attachments: [...prescriptionMail.attachments] });
    const [message] = (await app.inject({ method: 'GET', url: '/api/v1/dev/mailbox?to=sukru@example.com' })).json().data;
    const base = `/api/v1/dev/mailbox/${message.id}/attachments`;
    expect(message.attachments).toEqual([
      { index: 0, filename: 'RCT-2026-000123.pdf', contentType: 'application/pdf', size: 1502, url: `${base}/0` },
      { index: 1, filename: 'Reçete "özeti" %.txt', contentType: 'text/plain', size: 10, url: `${base}/1` },
    ]);

    const file = await app.inject({ method: 'GET', url: `${base}/0` });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toBe(`attachment; filename="RCT-2026-000123.pdf"; filename*=UTF-8''RCT-2026-000123.pdf`);
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.rawPayload.equals(pdf)).toBe(true);

    const text = await app.inject({ method: 'GET', url: `${base}/1` });
    expect(text.rawPayload.equals(note)).toBe(true);
    expect(text.headers['content-disposition']).toBe(`attachment; filename="Re_ete __zeti_ _.txt"; filename*=UTF-8''Re%C3%A7ete%20%22%C3%B6zeti%22%20%25.txt`);

    for (const url of [`${base}/2`, `/api/v1/dev/mailbox/999999/attachments/0`, `/api/v1/dev/mailbox/${message.id - 1}/attachments/0`]) {
      expect((await app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
    }
    expect((await app.inject({ method: 'GET', url: `${base}/-1` })).statusCode).toBe(400);

    const page = await app.inject({ method: 'GET', url: '/api/v1/dev/mailbox/page?to=sukru@example.com' });
    expect(page.body).toContain(`<a href="${base}/0" download>RCT-2026-000123.pdf</a> (application/pdf, 1,5 KB)`);
    expect(page.body).toContain(`<a href="${base}/1" download>Reçete &quot;özeti&quot; %.txt</a> (text/plain, 10 bayt)`);
  });
  afterAll(() => app.close());
});

async function expectNoMailbox(app: Awaited<ReturnType<typeof buildApp>>) {
  for (const url of ['/api/v1/dev/mailbox', '/api/v1/dev/mailbox/page', '/api/v1/dev/mailbox/1/html', '/api/v1/dev/mailbox/1/attachments/0']) {
    const res = await app.inject({ method: 'GET', url });
    expect(res.statusCode, url).toBe(404);
    expect(res.json()).toMatchObject({ code: 'NOT_FOUND' });
  }
  expect(app.printRoutes()).not.toContain('mailbox');
  expect(Object.keys(app.swagger().paths ?? {})).not.toContain('/api/v1/dev/mailbox');
}

describe('dev mailbox unless enabled (a deployment that forgets NODE_ENV exposes nothing)', () => {
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
