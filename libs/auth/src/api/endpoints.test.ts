// @vitest-environment node
// Each endpoint call as the fake API (MSW) receives it (spec §7 Auth): method, path, body.
import { createApiClient } from '@portal/shared/api-client';
import { apiServer, apiUrl, readCall, TEST_API_PREFIX } from '@portal/shared/testing';
import { createStore } from 'jotai/vanilla';
import { http, HttpResponse, type JsonBodyType } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { getCheckPhoneToken } from './get-check-phone-token';
import { postContact } from './post-contact';
import { postForgotPassword } from './post-forgot-password';
import { postRegister } from './post-register';
import { postResetPassword } from './post-reset-password';
import { postResetPasswordSms } from './post-reset-password-sms';
import { postVerify } from './post-verify';
import { postVerifyPhoneLogin } from './post-verify-phone-login';
import { postVerifySms } from './post-verify-sms';

interface Hit {
  method: string;
  url: string;
  body: unknown;
}

const TOKEN = 'A'.repeat(43);
const TICKET = 'T'.repeat(43);
const hits: Hit[] = [];
let answer: unknown = { data: { message: 'Tamam' } };
const client = createApiClient({ prefix: TEST_API_PREFIX, store: createStore() });

beforeEach(() => {
  apiServer.use(
    http.all(apiUrl('*'), async ({ request }) => {
      const { method, body } = await readCall(request);
      const url = new URL(request.url);
      hits.push({ method, url: `${url.pathname}${url.search}`, body });
      return HttpResponse.json(answer as JsonBodyType);
    }),
  );
});

const lastHit = () => hits[hits.length - 1];

describe('auth endpoint calls (spec §7 Auth)', () => {
  it('POST auth/register sends the registration body', async () => {
    const body = {
      accountType: 'individual' as const,
      name: 'Ayşe',
      surname: 'Yılmaz',
      email: 'ayse@ornek.com.tr',
      phone: '+905321234567',
      password: 'domates-serasi-42',
      app: 1 as const,
      kvkkConsent: true as const,
      termsConsent: true as const,
      marketingConsent: false,
    };
    await expect(postRegister(body, client)).resolves.toEqual({ message: 'Tamam' });
    expect(lastHit()).toEqual({ method: 'POST', url: '/api/v1/auth/register', body });
  });

  it('POST auth/verify returns the SMS ticket; POST auth/verifySms sends ticket and code', async () => {
    answer = { data: { ticket: TICKET, phoneMasked: '+90 5** *** ** 67', message: 'Kod gönderildi' } };
    const verified = await postVerify({ token: TOKEN }, client);
    expect(verified).toEqual({ ticket: TICKET, phoneMasked: '+90 5** *** ** 67', message: 'Kod gönderildi' });
    expect(lastHit()).toEqual({ method: 'POST', url: '/api/v1/auth/verify', body: { token: TOKEN } });

    answer = { data: { message: 'Doğrulandı' } };
    await postVerifySms({ ticket: TICKET, code: '123456' }, client);
    expect(lastHit()).toEqual({ method: 'POST', url: '/api/v1/auth/verifySms', body: { ticket: TICKET, code: '123456' } });
  });

  it('POST auth/forgotPassword by e-mail and by phone', async () => {
    answer = { data: { message: 'Gönderildi' } };
    await postForgotPassword({ method: 'email', email: 'ali@ornek.com' }, client);
    expect(lastHit()?.body).toEqual({ method: 'email', email: 'ali@ornek.com' });

    answer = { data: { message: 'Gönderildi', ticket: TICKET } };
    const byPhone = await postForgotPassword({ method: 'phone', phone: '+905321234567' }, client);
    expect(byPhone.ticket).toBe(TICKET);
    expect(lastHit()).toEqual({ method: 'POST', url: '/api/v1/auth/forgotPassword', body: { method: 'phone', phone: '+905321234567' } });
  });

  it('POST auth/resetPassword and auth/resetPasswordSms', async () => {
    answer = { data: { message: 'Güncellendi' } };
    await postResetPassword({ token: TOKEN, password: 'yeni-sifre-123' }, client);
    expect(lastHit()).toEqual({ method: 'POST', url: '/api/v1/auth/resetPassword', body: { token: TOKEN, password: 'yeni-sifre-123' } });
    await postResetPasswordSms({ ticket: TICKET, code: '654321', password: 'yeni-sifre-123' }, client);
    expect(lastHit()).toEqual({
      method: 'POST',
      url: '/api/v1/auth/resetPasswordSms',
      body: { ticket: TICKET, code: '654321', password: 'yeni-sifre-123' },
    });
  });

  it('GET auth/check-phone-token?token= and POST auth/login/verify-phone', async () => {
    answer = { data: { valid: true, loginName: 'ayse.yilmaz', expiresAt: '2026-01-01T10:00:00.000Z' } };
    const checked = await getCheckPhoneToken({ token: TOKEN }, client);
    expect(checked.loginName).toBe('ayse.yilmaz');
    expect(lastHit()).toEqual({ method: 'GET', url: `/api/v1/auth/check-phone-token?token=${TOKEN}`, body: undefined });

    answer = { data: { status: 'duplicate-session', ticket: TICKET } };
    await expect(postVerifyPhoneLogin({ token: TOKEN, confirm: true }, client)).resolves.toEqual({ status: 'duplicate-session', ticket: TICKET });
    expect(lastHit()).toEqual({ method: 'POST', url: '/api/v1/auth/login/verify-phone', body: { token: TOKEN, confirm: true } });

    answer = { data: { message: 'Reddedildi' } };
    await expect(postVerifyPhoneLogin({ token: TOKEN, confirm: false }, client)).resolves.toBeNull();
    expect(lastHit()?.body).toEqual({ token: TOKEN, confirm: false });
  });

  it('POST contact', async () => {
    answer = { data: { message: 'Alındı' } };
    const body = { name: 'Ali Kaya', email: 'ali@ornek.com', subject: 'Fiyat', message: 'Fiyat bilgisi rica ederim.', kvkkConsent: true as const };
    await postContact(body, client);
    expect(lastHit()).toEqual({ method: 'POST', url: '/api/v1/contact', body });
  });
});
