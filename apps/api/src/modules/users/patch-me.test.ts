import { ErrorCode, sessionUserSchema } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../platform/db';
import { buildTestApp, createUser, me, signedIn, type TestApp } from '../../test-support';
import { auditOf, call } from './profile-test-kit';

describe('PATCH /api/v1/portalUser/me (spec §2 profile: name and surname)', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  async function signedInUser() {
    const { user } = await createUser(app);
    return { user, token: (await signedIn(app, user.email)).token };
  }

  it('updates name and surname (trimmed), answers the updated user and records the change in audit_log', async () => {
    const { user, token } = await signedInUser();
    const res = await call(app, 'PATCH', 'me', token, { name: '  Ömer ', surname: 'Işık' });
    expect(res.statusCode).toBe(200);
    const data = sessionUserSchema.parse(res.json().data);
    expect(data).toMatchObject({ publicId: user.publicId, name: 'Ömer', surname: 'Işık', email: user.email });
    expect((await me(app, token)).json().data).toMatchObject({ name: 'Ömer', surname: 'Işık' });
    const [audit] = await auditOf(app, user, 'profile.update');
    expect(audit).toMatchObject({ actorUserId: user.id, before: { name: 'Ayşe', surname: 'Çiftçi' }, after: { name: 'Ömer', surname: 'Işık' } });
    expect(audit!.occurredAt).toBeInstanceOf(Date);
  });

  it('writes no audit row when nothing changed', async () => {
    const { user, token } = await signedInUser();
    const res = await call(app, 'PATCH', 'me', token, { name: 'Ayşe', surname: 'Çiftçi' });
    expect(res.statusCode).toBe(200);
    expect(await auditOf(app, user, 'profile.update')).toHaveLength(0);
  });

  it.each([
    ['missing fields', {}, ['body.name', 'body.surname']],
    ['a wrong type', { name: 42, surname: ['x'] }, ['body.name', 'body.surname']],
    ['overlong values', { name: 'A'.repeat(51), surname: 'B'.repeat(51) }, ['body.name', 'body.surname']],
    ['blank values', { name: '   ', surname: 'K' }, ['body.name', 'body.surname']],
  ])('refuses %s with 400 and field details, changing nothing', async (_what, body, fields) => {
    const { user, token } = await signedInUser();
    const res = await call(app, 'PATCH', 'me', token, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe(ErrorCode.Validation);
    expect([...new Set(res.json().details.map((d: { field: string }) => d.field))]).toEqual(fields);
    const [row] = await app.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ name: 'Ayşe', surname: 'Çiftçi' });
  });

  it('gives Turkish messages for bad input', async () => {
    const { token } = await signedInUser();
    const res = await call(app, 'PATCH', 'me', token, { name: 'A', surname: 'B'.repeat(51) });
    expect(res.json().details.map((d: { message: string }) => d.message)).toEqual(['Ad en az 2 karakter olmalı', 'Soyad en fazla 50 karakter olabilir']);
  });

  it('cannot change e-mail, phone or role through this route (unknown fields are dropped)', async () => {
    const { user, token } = await signedInUser();
    const res = await call(app, 'PATCH', 'me', token, { name: 'Ayşe', surname: 'Kaya', email: 'baska@ornek.com.tr', role: 0, type: 0 });
    expect(res.statusCode).toBe(200);
    const [row] = await app.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ surname: 'Kaya', email: user.email, role: user.role });
  });

  it('answers 401 without a token', async () => {
    const res = await call(app, 'PATCH', 'me', null, { name: 'Ayşe', surname: 'Kaya' });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe(ErrorCode.Unauthorized);
  });

  it('is in the OpenAPI document with the other profile routes', async () => {
    const doc = (await app.inject({ method: 'GET', url: '/api/v1/openapi.json' })).json();
    expect(doc.paths['/api/v1/portalUser/me']).toHaveProperty('patch');
    for (const path of ['/api/v1/portalUser/me/contact-change', '/api/v1/portalUser/me/contact-change/confirm', '/api/v1/portalUser/me/password']) {
      expect(doc.paths[path], path).toHaveProperty('post');
    }
  });
});
