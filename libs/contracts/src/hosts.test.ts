import { describe, expect, it } from 'vitest';
import { AppCode, MemberType, Role } from './enums';
import { appForHost, baseDomainOf, currentHostLabel, hostLabelOf, logoHomePath, requiredHostLabel, type SessionUserShape } from './hosts';

const user = (role: Role, app: AppCode = AppCode.Rct, memberType: MemberType | null = MemberType.TS): SessionUserShape => ({ role, app, memberType });

describe('DESIGN §1 host table: which host serves which app', () => {
  it('the apex host serves the landing page (spec §1)', () => {
    expect(appForHost('localhost', 'localhost')).toBe('landing');
    expect(appForHost('localhost:8080', 'localhost')).toBe('landing');
  });
  it('rct and portaldev serve the RCT portal', () => {
    expect(appForHost('rct.localhost', 'localhost')).toBe('rct-portal');
    expect(appForHost('portaldev.localhost:8080', 'localhost')).toBe('rct-portal');
  });
  it('src serves the SRC portal and trc the TRC portal', () => {
    expect(appForHost('src.localhost', 'localhost')).toBe('src-portal');
    expect(appForHost('TRC.example.com.tr', 'example.com.tr')).toBe('trc-portal');
  });
  it('spec §1: an unknown label gets the default application (RCT)', () => {
    expect(appForHost('www.localhost', 'localhost')).toBe('rct-portal');
  });
  it('the first label is the one next to the base domain', () => {
    expect(hostLabelOf('a.src.example.org', 'example.org')).toBe('src');
    expect(hostLabelOf('example.org', 'example.org')).toBeNull();
  });

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
});

describe('spec §4 cross-host redirect (TRC changed to trc by DESIGN §1)', () => {
  it('§4 a logged-in SRC user must be on src', () => {
    expect(requiredHostLabel(user(Role.User, AppCode.Src))).toBe('src');
    expect(requiredHostLabel(user(Role.Admin, AppCode.Src))).toBe('src');
  });
  it('DESIGN §1 a TRC user must be on trc', () => {
    expect(requiredHostLabel(user(Role.User, AppCode.Trc))).toBe('trc');
  });
  it('§4 RCT business-unit members must be on rct', () => {
    expect(requiredHostLabel(user(Role.Admin, AppCode.Rct, MemberType.BU))).toBe('rct');
  });
  it('§4 the field roles must be on rct', () => {
    for (const role of [Role.Danisman, Role.Muhendis, Role.Tekniker, Role.User]) expect(requiredHostLabel(user(role))).toBe('rct');
  });
  it('§4 other RCT roles must be on portaldev', () => {
    for (const role of [Role.Admin, Role.BestnetAdmin, Role.BestnetOperator, Role.BestnetDataLogger, Role.BestnetSales, Role.BestnetSupport])
      expect(requiredHostLabel(user(role, AppCode.Rct, null))).toBe('portaldev');
  });
});

describe('spec §2 home after clicking the logo', () => {
  it('portaldev goes to /dashboard', () => expect(logoHomePath('portaldev')).toBe('/dashboard'));
  it('src goes to /src-dashboard', () => expect(logoHomePath('src')).toBe('/src-dashboard'));
  it('any other host goes to /anasayfa', () => {
    expect(logoHomePath('rct')).toBe('/anasayfa');
    expect(logoHomePath(null)).toBe('/anasayfa');
  });
});
