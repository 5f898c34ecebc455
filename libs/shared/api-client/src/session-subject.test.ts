import { createStore } from 'jotai/vanilla';
import { describe, expect, it } from 'vitest';
import { accessTokenAtom } from './token-atoms';
import { sessionSubjectAtom, subjectOf } from './session-subject';

const base64Url = (value: object) => btoa(String.fromCharCode(...new TextEncoder().encode(JSON.stringify(value)))).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const jwt = (claims: object) => `${base64Url({ alg: 'HS256', typ: 'at+jwt' })}.${base64Url(claims)}.imza`;

describe('subjectOf: whose session a token is', () => {
  it('reads the sub claim of a JWT, whatever its padding and URL-safe characters', () => {
    expect(subjectOf(jwt({ sub: '0b6f3c1e-2d4a-4b5c-9d8e-7f6a5b4c3d2e', sid: 's' }))).toBe('0b6f3c1e-2d4a-4b5c-9d8e-7f6a5b4c3d2e');
    // "ş" and "?>" make a payload with `-` whose length is not a multiple of 4.
    const token = jwt({ sub: 'kullanıcı-ş?>', n: 1 });
    const payload = token.split('.')[1]!;
    expect(payload).toMatch(/[-_]/);
    expect(payload.length % 4).not.toBe(0);
    expect(subjectOf(token)).toBe('kullanıcı-ş?>');
  });

  it('is null for no token, a token that is not a JWT, or one without a subject', () => {
    expect(subjectOf(null)).toBeNull();
    expect(subjectOf('')).toBeNull();
    expect(subjectOf('opak-belirteç')).toBeNull();
    expect(subjectOf('a.%%%.b')).toBeNull();
    expect(subjectOf(jwt({ sid: 's' }))).toBeNull();
    expect(subjectOf(jwt({ sub: 42 }))).toBeNull();
    expect(subjectOf(`${base64Url({})}.${btoa('[1,2]')}.x`)).toBeNull();
  });

  it('follows the token in the store: signed in, refreshed, signed out', () => {
    const store = createStore();
    expect(store.get(sessionSubjectAtom)).toBeNull();
    store.set(accessTokenAtom, jwt({ sub: 'a', sid: '1' }));
    expect(store.get(sessionSubjectAtom)).toBe('a');
    store.set(accessTokenAtom, jwt({ sub: 'a', sid: '1', iat: 2 }));
    expect(store.get(sessionSubjectAtom)).toBe('a');
    store.set(accessTokenAtom, null);
    expect(store.get(sessionSubjectAtom)).toBeNull();
  });
});
