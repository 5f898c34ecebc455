import { AppCode, ErrorCode, MemberType, Role, sessionUserSchema } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createUser, me, signedIn, type TestApp } from '../../test-support';

describe('GET /api/v1/portalUser/me (spec §7: the user, including type)', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  it('returns the signed-in user in the contract’s shape, type being the role code', async () => {
    const { user, member } = await createUser(app, { role: Role.Admin, memberType: MemberType.BU });
    const { token } = await signedIn(app, user.email, 'rct');
    const res = await me(app, token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const data = sessionUserSchema.parse(res.json().data);
    expect(data).toMatchObject({ publicId: user.publicId, type: Role.Admin, app: AppCode.Rct, memberType: MemberType.BU, memberName: member.name, loginName: user.email });
    expect(JSON.stringify(res.json())).not.toMatch(/passwordHash|password_hash|argon2/);
  });

  it('answers JSON again on the next call, and the changed name after a profile change', async () => {
    const { user } = await createUser(app);
    const { token } = await signedIn(app, user.email);
    const first = await me(app, token);
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
    expect((await me(app, token)).body).toBe(first.body);
    const patched = await app.inject({ method: 'PATCH', url: '/api/v1/portalUser/me', headers: { authorization: `Bearer ${token}` }, payload: { name: 'Ömer', surname: 'Işık' } });
    expect(patched.statusCode).toBe(200);
    expect((await me(app, token)).json().data).toMatchObject({ publicId: user.publicId, name: 'Ömer', surname: 'Işık' });
  });

  it('answers 401 UNAUTHORIZED without a token', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/v1/portalUser/me' });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe(ErrorCode.Unauthorized);
  });

  it('is in the OpenAPI document with the auth routes', async () => {
    const doc = (await app.inject({ method: 'GET', url: '/api/v1/openapi.json' })).json();
    for (const path of [
      '/api/v1/portalUser/me',
      '/api/v1/auth/login',
      '/api/v1/auth/register',
      '/api/v1/auth/refreshToken',
      '/api/v1/auth/session-token',
      '/api/v1/auth/login/verify-phone',
      '/api/v1/auth/check-phone-token',
    ]) {
      expect(doc.paths, path).toHaveProperty([path]);
    }
  });
});
