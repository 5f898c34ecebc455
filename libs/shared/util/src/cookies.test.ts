import { describe, expect, it } from 'vitest';
import { hasCookie } from './cookies';

describe('hasCookie (the session hint, read by the page and by the server)', () => {
  it('finds a cookie by its whole name only', () => {
    expect(hasCookie('a=1; portal_session=1; b=2', 'portal_session')).toBe(true);
    expect(hasCookie('portal_session=1', 'portal_session')).toBe(true);
    expect(hasCookie('a=1;portal_session=', 'portal_session')).toBe(true);
    expect(hasCookie('xportal_session=1; portal_session_old=1', 'portal_session')).toBe(false);
    expect(hasCookie('', 'portal_session')).toBe(false);
    expect(hasCookie(undefined, 'portal_session')).toBe(false);
  });
});
