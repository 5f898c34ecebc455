// @vitest-environment jsdom
import { SESSION_HINT_COOKIE } from '@portal/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { browserSessionClient, hasCookie } from './session-client';

describe('the session hint (issue 29 §4: no refresh a signed-out page cannot use)', () => {
  afterEach(() => {
    document.cookie = `${SESSION_HINT_COOKIE}=; path=/; max-age=0`;
  });

  it('finds a cookie by its whole name only', () => {
    expect(hasCookie('a=1; portal_session=1; b=2', 'portal_session')).toBe(true);
    expect(hasCookie('portal_session=1', 'portal_session')).toBe(true);
    expect(hasCookie('xportal_session=1; portal_session_old=1', 'portal_session')).toBe(false);
    expect(hasCookie('', 'portal_session')).toBe(false);
  });

  it("the browser client reads the server's hint from document.cookie", () => {
    expect(browserSessionClient.hasSessionHint?.()).toBe(false);
    document.cookie = `${SESSION_HINT_COOKIE}=1; path=/`;
    expect(browserSessionClient.hasSessionHint?.()).toBe(true);
  });
});
