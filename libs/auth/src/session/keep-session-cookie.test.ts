import { afterEach, describe, expect, it } from 'vitest';
import { ensureKeepSessionCookie, readKeepSessionCookie, removeKeepSessionCookie } from './keep-session-cookie';

afterEach(() => removeKeepSessionCookie());

/** A cookie jar that records what was written, to see the attributes. */
function recordingJar(protocol = 'https:') {
  const writes: string[] = [];
  return {
    writes,
    location: { protocol },
    get cookie() {
      return '';
    },
    set cookie(value: string) {
      writes.push(value);
    },
  };
}

describe('spec §4 keepSession cookie', () => {
  it('spec §4 keepSession cookie: set on the signed-in host when missing, with the remember-me choice', () => {
    expect(readKeepSessionCookie()).toBeNull();
    ensureKeepSessionCookie(true);
    expect(readKeepSessionCookie()).toBe(true);
  });

  it('spec §4 keepSession cookie: an existing cookie is left as it is', () => {
    ensureKeepSessionCookie(false);
    ensureKeepSessionCookie(true);
    expect(readKeepSessionCookie()).toBe(false);
  });

  it('spec §4 keepSession cookie: removed on the login host', () => {
    ensureKeepSessionCookie(true);
    removeKeepSessionCookie();
    expect(readKeepSessionCookie()).toBeNull();
  });

  it('writes a host cookie for the whole site; a remembered choice outlives the browser, Secure on https', () => {
    const jar = recordingJar();
    ensureKeepSessionCookie(true, jar);
    ensureKeepSessionCookie(false, jar);
    removeKeepSessionCookie(jar);
    expect(jar.writes).toEqual([
      'keepSession=true; path=/; SameSite=Lax; Secure; max-age=2592000',
      'keepSession=false; path=/; SameSite=Lax; Secure',
      'keepSession=; path=/; SameSite=Lax; Secure; max-age=0',
    ]);
  });
});
