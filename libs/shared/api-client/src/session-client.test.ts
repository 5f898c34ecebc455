// @vitest-environment jsdom
import { SESSION_HINT_COOKIE } from '@portal/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { browserSessionClient } from './session-client';

describe('the session hint (issue 29 §4: no refresh a signed-out page cannot use)', () => {
  afterEach(() => {
    document.cookie = `${SESSION_HINT_COOKIE}=; path=/; max-age=0`;
  });

  it("the browser client reads the server's hint from document.cookie", () => {
    expect(browserSessionClient.hasSessionHint?.()).toBe(false);
    document.cookie = `${SESSION_HINT_COOKIE}=1; path=/`;
    expect(browserSessionClient.hasSessionHint?.()).toBe(true);
  });
});
