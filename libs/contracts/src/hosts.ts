// The one host ↔ app ↔ role table (DESIGN.md §1). The apps, the API and the tests read it.
import { AppCode, FieldRoles, MemberType, type Role } from './enums';

/** The front-end bundles. */
export const AppName = { Landing: 'landing', Rct: 'rct-portal', Src: 'src-portal', Trc: 'trc-portal' } as const;
export type AppName = (typeof AppName)[keyof typeof AppName];

/**
 * A portal bundle's login page prerendered at build time (tools/build/first-page-plugin.ts):
 * what `/` is for a visitor without the session hint (SESSION_HINT_COOKIE). Never served by its
 * own name.
 */
export const SIGNED_OUT_PAGE = 'index.signed-out.html';

/** First host labels that select an app; the apex (no label) is the landing. */
export const HostLabel = { Rct: 'rct', Portaldev: 'portaldev', Src: 'src', Trc: 'trc' } as const;
export type HostLabel = (typeof HostLabel)[keyof typeof HostLabel];

export interface HostEntry {
  /** First label of the host name; null for the apex host. */
  label: HostLabel | null;
  app: AppName;
  /** Who works there (DESIGN.md §1), for documentation and the start banner. */
  audience: string;
}

export const HostTable: readonly HostEntry[] = [
  { label: null, app: AppName.Landing, audience: 'Ziyaretçiler: üç çözüm ve giriş bağlantıları' },
  { label: HostLabel.Rct, app: AppName.Rct, audience: 'Danışman, Mühendis, Tekniker, Kullanıcı; RCT iş birimi üyeleri' },
  { label: HostLabel.Portaldev, app: AppName.Rct, audience: 'Yönetici ve Bestnet personeli' },
  { label: HostLabel.Src, app: AppName.Src, audience: 'SRC kullanıcıları: bitki koruma sorguları' },
  { label: HostLabel.Trc, app: AppName.Trc, audience: 'TRC saha kontrolörleri ve tüketici sayfaları' },
];

/** The first label of `hostname` below `baseDomain`, or null for the apex or a foreign host. */
export function hostLabelOf(hostname: string, baseDomain: string): string | null {
  const host = hostname.toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '');
  const base = baseDomain.toLowerCase();
  if (host === base || !host.endsWith(`.${base}`)) return null;
  const rest = host.slice(0, -(base.length + 1));
  const labels = rest.split('.');
  return labels[labels.length - 1] ?? null;
}

const knownLabels: readonly string[] = Object.values(HostLabel);

/** The base domain of this host: without a known first label (rct.localhost → localhost). */
export function baseDomainOf(hostname: string): string {
  const [first, ...rest] = hostname.toLowerCase().split('.');
  return first !== undefined && rest.length > 0 && knownLabels.includes(first) ? rest.join('.') : hostname.toLowerCase();
}

/** This host's label (rct, src, trc, portaldev), or null on the apex or a bare host. */
export function currentHostLabel(hostname: string): string | null {
  return hostLabelOf(hostname, baseDomainOf(hostname));
}

/** Which app a host serves. Unknown labels fall back to the default application (RCT), as spec §1 says. */
export function appForHost(hostname: string, baseDomain: string): AppName {
  const label = hostLabelOf(hostname, baseDomain);
  if (label === null) return AppName.Landing;
  return HostTable.find((h) => h.label === label)?.app ?? AppName.Rct;
}

/** The full host name for a label, e.g. `rct.localhost`. */
export function hostFor(label: HostLabel | null, baseDomain: string): string {
  return label ? `${label}.${baseDomain}` : baseDomain;
}

/** The part of a user that decides hosts and homes. */
export interface SessionUserShape {
  role: Role;
  app: AppCode;
  memberType: MemberType | null;
}

/** True for a member of the RCT application whose company is a business unit (BU). */
export function isRctBusinessUnitMember(user: SessionUserShape): boolean {
  return user.app === AppCode.Rct && user.memberType === MemberType.BU;
}

/**
 * Where a logged-in user must be (spec §4 "Cross-host redirect"), with the one deliberate
 * change of DESIGN.md §1: TRC users go to `trc`, not `portaldev`.
 */
export function requiredHostLabel(user: SessionUserShape): HostLabel {
  if (user.app === AppCode.Src) return HostLabel.Src;
  if (user.app === AppCode.Trc) return HostLabel.Trc;
  if (isRctBusinessUnitMember(user)) return HostLabel.Rct;
  if ((FieldRoles as readonly Role[]).includes(user.role)) return HostLabel.Rct;
  return HostLabel.Portaldev;
}

/** Where the logo takes a user (spec §2 "Home after clicking the logo"). */
export function logoHomePath(hostLabel: string | null): string {
  if (hostLabel === HostLabel.Portaldev) return '/dashboard';
  if (hostLabel === HostLabel.Src) return '/src-dashboard';
  return '/anasayfa';
}
