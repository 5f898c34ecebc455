import { HostLabel } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { baseDomainOf, crossHostUrl, currentHostLabel } from './hosts';

describe('spec §4 cross-host: hosts', () => {
  it('derives the base domain by dropping a known first label', () => {
    expect(baseDomainOf('rct.localhost')).toBe('localhost');
    expect(baseDomainOf('portaldev.tarim.example.com.tr')).toBe('tarim.example.com.tr');
    expect(baseDomainOf('localhost')).toBe('localhost');
    expect(baseDomainOf('www.example.com')).toBe('www.example.com');
  });

  it('reads the label of this host', () => {
    expect(currentHostLabel('src.localhost')).toBe('src');
    expect(currentHostLabel('localhost')).toBeNull();
  });

  it('builds the hand-off address on the other host with the same protocol and port', () => {
    expect(crossHostUrl({ protocol: 'https:', hostname: 'rct.tarim.example', port: '' }, HostLabel.Trc, 'abc', '/anasayfa')).toBe('https://trc.tarim.example/anasayfa?sessionId=abc');
    expect(crossHostUrl({ protocol: 'http:', hostname: 'rct.localhost', port: '8080' }, HostLabel.Src, 'abc', '/')).toBe('http://src.localhost:8080/?sessionId=abc');
  });
});
