import { describe, expect, it } from 'vitest';
import { loginUrlFor, rewriteLoginLinks } from './login-links';

describe('loginUrlFor', () => {
  it('puts the label in front of the apex host, keeping protocol and port', () => {
    expect(loginUrlFor('rct', { protocol: 'http:', host: 'localhost:8080' })).toBe('http://rct.localhost:8080/');
    expect(loginUrlFor('src', { protocol: 'https:', host: 'bestnet.com.tr' })).toBe('https://src.bestnet.com.tr/');
    expect(loginUrlFor('trc', { protocol: 'https:', host: 'portal.example.org:8443' })).toBe('https://trc.portal.example.org:8443/');
  });

  it('drops a leading www.', () => {
    expect(loginUrlFor('rct', { protocol: 'https:', host: 'www.bestnet.com.tr' })).toBe('https://rct.bestnet.com.tr/');
  });

  it('maps loopback IPs to localhost, whose sub-domains resolve to loopback', () => {
    expect(loginUrlFor('src', { protocol: 'http:', host: '127.0.0.1:4310' })).toBe('http://src.localhost:4310/');
    expect(loginUrlFor('trc', { protocol: 'http:', host: '[::1]:8080' })).toBe('http://trc.localhost:8080/');
  });

  it('gives up on other IP literals, which have no sub-domains', () => {
    expect(loginUrlFor('rct', { protocol: 'http:', host: '192.168.1.20:8080' })).toBeNull();
    expect(loginUrlFor('rct', { protocol: 'http:', host: '[2001:db8::1]' })).toBeNull();
  });
});

describe('rewriteLoginLinks', () => {
  it('rewrites labelled links and leaves the rest alone', () => {
    document.body.innerHTML = `
      <a id="rct" data-app-label="rct" href="http://rct.localhost:8080/">Giriş yap</a>
      <a id="src" data-app-label="src" href="http://src.localhost:8080/">Giriş yap</a>
      <a id="odd" data-app-label="portaldev" href="/x">x</a>
      <a id="plain" href="/kvkk">KVKK</a>`;
    rewriteLoginLinks(document, { protocol: 'https:', host: 'bestnet.com.tr' });
    const href = (id: string) => document.getElementById(id)?.getAttribute('href');
    expect(href('rct')).toBe('https://rct.bestnet.com.tr/');
    expect(href('src')).toBe('https://src.bestnet.com.tr/');
    expect(href('odd')).toBe('/x');
    expect(href('plain')).toBe('/kvkk');
  });

  it('keeps the defaults when the host cannot carry a sub-domain', () => {
    document.body.innerHTML = '<a id="trc" data-app-label="trc" href="http://trc.localhost:8080/">Giriş yap</a>';
    rewriteLoginLinks(document, { protocol: 'http:', host: '10.0.0.5' });
    expect(document.getElementById('trc')?.getAttribute('href')).toBe('http://trc.localhost:8080/');
  });
});
