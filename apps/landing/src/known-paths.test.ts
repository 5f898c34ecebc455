import { describe, expect, it } from 'vitest';
import { canonicalPath, isKnownPath, KNOWN_PATHS, redirectTarget } from './known-paths';

describe('canonicalPath', () => {
  it.each([
    ['/', '/'],
    ['/index.html', '/'],
    ['/kvkk', '/kvkk'],
    ['/kvkk/', '/kvkk'],
    ['/kvkk.html', '/kvkk'],
    ['/404.html', '/404'],
    ['/gizlilik/index.html', '/gizlilik'],
  ])('%s → %s', (input, expected) => expect(canonicalPath(input)).toBe(expected));
});

describe('isKnownPath', () => {
  it('knows the home page, /404 and the four legal pages', () => {
    for (const path of KNOWN_PATHS) expect(isKnownPath(path), path).toBe(true);
    expect(isKnownPath('/cerez-politikasi/')).toBe(true);
  });

  it.each(['/login', '/anasayfa', '/kvkk/ek', '/KVKK', '/assets', '/404x'])('does not know %s', (path) => {
    expect(isKnownPath(path)).toBe(false);
  });
});

describe('redirectTarget (the home document answered for a path)', () => {
  it('stays on the home page', () => {
    expect(redirectTarget('/')).toBeNull();
    expect(redirectTarget('/index.html')).toBeNull();
  });

  it('sends unknown paths to /404', () => {
    expect(redirectTarget('/olmayan-sayfa')).toBe('/404');
    expect(redirectTarget('/prescription/abc')).toBe('/404');
  });

  it('sends a known page reached by another spelling to its canonical path', () => {
    expect(redirectTarget('/kvkk/')).toBe('/kvkk');
    expect(redirectTarget('/404/')).toBe('/404');
  });

  it('never loops when the server answers a known path with the home document', () => {
    expect(redirectTarget('/kvkk')).toBe('/404');
    expect(redirectTarget('/404')).toBeNull();
  });
});
