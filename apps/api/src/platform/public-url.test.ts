import { describe, expect, it } from 'vitest';
import { publicUrl } from './public-url';

const local = { publicOriginScheme: 'http', baseDomain: 'localhost', publicPort: 8080 } as const;
const production = { publicOriginScheme: 'https', baseDomain: 'portal.example.com', publicPort: undefined } as const;

describe('publicUrl (DESIGN §4: the reset URL is built from configuration, never from the Host header)', () => {
  it('builds a local link with the port browsers use', () => {
    expect(publicUrl(local, 'rct', '/reset-password?token=abc')).toBe('http://rct.localhost:8080/reset-password?token=abc');
    expect(publicUrl(local, null, '/iletisim')).toBe('http://localhost:8080/iletisim');
  });

  it('builds a production link with no port, and drops a port that is the scheme default', () => {
    expect(publicUrl(production, 'src', '/verify?token=x')).toBe('https://src.portal.example.com/verify?token=x');
    expect(publicUrl({ ...production, publicPort: 443 }, 'trc', '/')).toBe('https://trc.portal.example.com/');
    expect(publicUrl({ ...production, publicPort: 8443 }, 'trc', '/')).toBe('https://trc.portal.example.com:8443/');
  });

  it('refuses a path or label that would change the host', () => {
    expect(() => publicUrl(local, 'rct', '//evil.example.com/x')).toThrow();
    expect(() => publicUrl(local, 'rct', 'evil.example.com')).toThrow();
    expect(() => publicUrl(local, 'evil.com/x', '/')).toThrow();
  });
});
