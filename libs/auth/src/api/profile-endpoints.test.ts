// @vitest-environment node
// The profile calls as the fake API (MSW) receives them: method, path, bearer, body, and the answer checked by its contract.
import { AppCode, MemberType, Role, type SessionUser } from '@portal/contracts';
import { accessTokenAtom, ApiError, createApiClient } from '@portal/shared/api-client';
import { apiServer, apiUrl, readCall, TEST_API_PREFIX } from '@portal/shared/testing';
import { createStore } from 'jotai/vanilla';
import { http, HttpResponse, type JsonBodyType } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { patchMe } from './patch-me';
import { postChangePassword } from './post-change-password';
import { postContactChange } from './post-contact-change';
import { postContactChangeConfirm } from './post-contact-change-confirm';

interface Hit {
  method: string;
  url: string;
  authorization: string | undefined;
  body: unknown;
}

const TICKET = 'T'.repeat(43);
const user: SessionUser = {
  publicId: '6c1f0a52-8a57-4d1c-9f2e-0d1d4f1a2b3c',
  name: 'Ömer',
  surname: 'Işık',
  email: 'omer@ornek.com.tr',
  phone: '+905321234567',
  loginName: 'omer@ornek.com.tr',
  type: Role.Muhendis,
  app: AppCode.Rct,
  memberType: MemberType.BU,
  memberName: 'Deneme Tarım',
};
const hits: Hit[] = [];
let answer: { status: number; body: unknown } = { status: 200, body: {} };
const store = createStore();
store.set(accessTokenAtom, 'erisim.belirteci.imza');
const client = createApiClient({ prefix: TEST_API_PREFIX, store });

beforeEach(() => {
  apiServer.use(
    http.all(apiUrl('*'), async ({ request }) => {
      const { method, authorization, body } = await readCall(request);
      const url = new URL(request.url);
      hits.push({ method, url: `${url.pathname}${url.search}`, authorization, body });
      return HttpResponse.json(answer.body as JsonBodyType, { status: answer.status });
    }),
  );
});

const lastHit = () => hits[hits.length - 1];

describe('profile endpoint calls (spec §2 profile)', () => {
  it('PATCH portalUser/me sends name and surname with the bearer and returns the user', async () => {
    answer = { status: 200, body: { data: user } };
    await expect(patchMe({ name: 'Ömer', surname: 'Işık' }, client)).resolves.toEqual(user);
    expect(lastHit()).toEqual({ method: 'PATCH', url: '/api/v1/portalUser/me', authorization: 'Bearer erisim.belirteci.imza', body: { name: 'Ömer', surname: 'Işık' } });
  });

  it('POST portalUser/me/contact-change sends the kind and the new value; returns the ticket', async () => {
    answer = { status: 200, body: { data: { ticket: TICKET, sentTo: '+90 5** *** ** 67', message: 'Kod gönderildi' } } };
    await expect(postContactChange({ kind: 'phone', phone: '+905321234567' }, client)).resolves.toEqual({
      ticket: TICKET,
      sentTo: '+90 5** *** ** 67',
      message: 'Kod gönderildi',
    });
    expect(lastHit()).toMatchObject({ method: 'POST', url: '/api/v1/portalUser/me/contact-change', body: { kind: 'phone', phone: '+905321234567' } });
  });

  it('POST portalUser/me/contact-change/confirm sends ticket and code; returns the updated user', async () => {
    answer = { status: 200, body: { data: { user, message: 'Güncellendi' } } };
    await expect(postContactChangeConfirm({ ticket: TICKET, code: '012345' }, client)).resolves.toEqual({ user, message: 'Güncellendi' });
    expect(lastHit()).toMatchObject({ method: 'POST', url: '/api/v1/portalUser/me/contact-change/confirm', body: { ticket: TICKET, code: '012345' } });
  });

  it('POST portalUser/me/password sends both passwords', async () => {
    answer = { status: 200, body: { data: { message: 'Şifreniz değiştirildi.' } } };
    const body = { currentPassword: 'eski şifrem', newPassword: 'yeni uzun şifrem' };
    await expect(postChangePassword(body, client)).resolves.toEqual({ message: 'Şifreniz değiştirildi.' });
    expect(lastHit()).toMatchObject({ method: 'POST', url: '/api/v1/portalUser/me/password', body });
  });

  it('rejects with the server’s Turkish message and code (e.g. 409 on a taken address)', async () => {
    answer = { status: 409, body: { code: 'CONFLICT', message: 'Bu adres kullanılamıyor.' } };
    const error = await postContactChange({ kind: 'email', email: 'alinmis@ornek.com.tr' }, client).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(409);
    expect((error as ApiError).message).toBe('Bu adres kullanılamıyor.');
  });

  it('treats an answer outside the contract as PARSING_ERROR', async () => {
    answer = { status: 200, body: { data: { name: 'eksik' } } };
    const error = await patchMe({ name: 'Ömer', surname: 'Işık' }, client).catch((e: unknown) => e);
    expect((error as ApiError).status).toBe('PARSING_ERROR');
  });
});
