import { HostLabel } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { crossHostUrl } from './hosts';

describe('spec §4 cross-host: hosts', () => {
  it('builds the hand-off address on the other host with the same protocol and port', () => {
    expect(crossHostUrl({ protocol: 'https:', hostname: 'rct.tarim.example', port: '' }, HostLabel.Trc, 'abc', '/anasayfa')).toBe('https://trc.tarim.example/anasayfa?sessionId=abc');
    expect(crossHostUrl({ protocol: 'http:', hostname: 'rct.localhost', port: '8080' }, HostLabel.Src, 'abc', '/')).toBe('http://src.localhost:8080/?sessionId=abc');
  });
});
