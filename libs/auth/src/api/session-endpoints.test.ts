import { ApiError } from '@portal/shared/api-client';
import { createStore } from 'jotai/vanilla';
import { afterEach, describe, expect, it } from 'vitest';
import { opaque, startTestServer, testUser, type TestServer } from '../testing/session-api';
import { getMe } from './get-me';
import { getSessionToken } from './get-session-token';
import { postLogin } from './post-login';
import { postLogout } from './post-logout';
import { postPhoneLogin } from './post-phone-login';
import { postSessionKill } from './post-session-kill';

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

describe('session endpoint calls (spec §7 Auth) against a local server', () => {
  it('sends each call with its method, path and body and returns the contract’s data', async () => {
    const user = testUser();
    server = await startTestServer({
      'POST auth/login': () => ({ body: { data: { status: 'duplicate-session', ticket: opaque('D') } } }),
      'POST auth/sessionKill': () => ({ body: { data: { status: 'authenticated', token: 't', user } } }),
      'POST auth/login/phone': () => ({ body: { data: { message: 'Gönderildi' } } }),
      'POST auth/logout': () => ({ status: 204 }),
      'GET auth/session-token': () => ({ body: { data: { token: 't', user } } }),
      'GET portalUser/me': () => ({ body: { data: user } }),
    });
    const { api } = server.client(createStore());

    await expect(postLogin({ email: 'a@b.com.tr', password: 'x', keepSession: false }, api)).resolves.toEqual({ status: 'duplicate-session', ticket: opaque('D') });
    await expect(postSessionKill(opaque('D'), api)).resolves.toEqual({ status: 'authenticated', token: 't', user });
    await expect(postPhoneLogin({ phone: '+905321234567', keepSession: true }, api)).resolves.toBe('Gönderildi');
    await expect(postLogout(api)).resolves.toBeUndefined();
    await expect(getSessionToken(opaque('S'), api)).resolves.toEqual({ token: 't', user });
    await expect(getMe(api)).resolves.toEqual(user);

    expect(server.hits.map((h) => [h.method, h.path, h.body])).toEqual([
      ['POST', '/api/v1/auth/login', { email: 'a@b.com.tr', password: 'x', keepSession: false }],
      ['POST', '/api/v1/auth/sessionKill', { ticket: opaque('D') }],
      ['POST', '/api/v1/auth/login/phone', { phone: '+905321234567', keepSession: true }],
      ['POST', '/api/v1/auth/logout', undefined],
      ['GET', '/api/v1/auth/session-token', undefined],
      ['GET', '/api/v1/portalUser/me', undefined],
    ]);
    expect(server.hits[4]?.query.get('sessionId')).toBe(opaque('S'));
  });

  it('spec §8: an answer that breaks the contract is a PARSING_ERROR carrying the body', async () => {
    server = await startTestServer({ 'POST auth/login': () => ({ body: { data: { status: 'bilinmiyor' } } }) });
    const error = await postLogin({ email: 'a@b.com.tr', password: 'x', keepSession: false }, server.client(createStore()).api).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe('PARSING_ERROR');
    expect((error as ApiError).data).toEqual({ data: { status: 'bilinmiyor' } });
  });
});
