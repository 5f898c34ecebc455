import { SIGNED_OUT_PAGE as servedName } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { SIGNED_OUT_PAGE, signedOutPage } from './first-page-plugin';

const index = '<!doctype html>\n<html lang="tr" data-app="rct">\n  <head><title>RCT</title></head>\n  <body>\n    <div id="root"></div>\n    <script type="module" src="/assets/index.js"></script>\n  </body>\n</html>\n';

describe('the prerendered signed-out login page (issue 29 §2)', () => {
  it('draws the markup inside #root, inert and hidden from assistive technology, in the light scheme', () => {
    const page = signedOutPage(index, '<main><h1>Giriş Yap</h1></main>');
    expect(page).toContain('<div id="root"><div data-first-page="" inert="" aria-hidden="true"><main><h1>Giriş Yap</h1></main></div></div>');
    expect(page).toContain('<html data-mantine-color-scheme="light" lang="tr" data-app="rct">');
    // The script still loads, and replaces the markup when it draws the page.
    expect(page).toContain('<script type="module" src="/assets/index.js"></script>');
  });

  it('makes every input read-only, so that nothing typed before the script arrives is lost', () => {
    const page = signedOutPage(index, '<input type="email" value=""/><input/><input\nname="x"><button type="submit">Giriş Yap</button><inputmode>');
    expect(page).toContain('<input readonly type="email" value=""/><input readonly/><input readonly\nname="x">');
    expect(page).toContain('<inputmode>');
  });

  it('keeps `$` sequences of the markup as they are', () => {
    expect(signedOutPage(index, "<p>$& $1 $'</p>")).toContain("<p>$& $1 $'</p>");
  });

  it('is written under the name the API and nginx serve for `/`', () => {
    expect(SIGNED_OUT_PAGE).toBe(servedName);
  });

  it('refuses an index.html without its root element', () => {
    expect(() => signedOutPage('<html><body></body></html>', '<p/>')).toThrow(/root/);
  });
});
