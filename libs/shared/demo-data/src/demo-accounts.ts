// The demo accounts: one per role, all verified and active, sharing one password. Pure data,
// seeded by the API and used by the e2e journeys: one list for both.
import { AppCode, homeRouteFor, MemberType, requiredHostLabel, Role, type HostLabel } from '@portal/contracts';

export const DEMO_PASSWORD = 'Demo.Tarim.2026';

export interface DemoMember {
  name: string;
  /** null: an individual. */
  memberType: MemberType | null;
  app: AppCode;
}

export const DEMO_MEMBERS = {
  provider: { name: 'Bestnet Tarım Teknolojileri A.Ş.', memberType: MemberType.TS, app: AppCode.Rct },
  businessUnit: { name: 'Akdeniz Tarım İş Birimi', memberType: MemberType.BU, app: AppCode.Rct },
  company: { name: 'Yeşilova Tarım Ürünleri Ltd. Şti.', memberType: MemberType.TS, app: AppCode.Rct },
  srcIndividual: { name: 'İbrahim Aksoy', memberType: null, app: AppCode.Src },
  trcCooperative: { name: 'Ege Taze Meyve Sebze Kooperatifi', memberType: MemberType.KP, app: AppCode.Trc },
} as const satisfies Record<string, DemoMember>;
export type DemoMemberKey = keyof typeof DEMO_MEMBERS;

export interface DemoAccount {
  /** A short stable name for tests: `demoAccount('muhendis')`. */
  key: string;
  email: string;
  name: string;
  surname: string;
  /** E.164; distinct, so phone login works for each. */
  phone: string;
  role: Role;
  app: AppCode;
  member: DemoMemberKey;
  authorizationNumber?: string;
  /** Where the user must be (contracts' requiredHostLabel) and their home route (homeRouteFor). */
  host: HostLabel;
  home: string;
}

type Row = Omit<DemoAccount, 'host' | 'home' | 'app'>;

const rows: Row[] = [
  { key: 'admin-bu', email: 'admin-bu@demo.bestnet.com.tr', name: 'Kemal', surname: 'Aydın', phone: '+905321000001', role: Role.Admin, member: 'businessUnit' },
  { key: 'admin', email: 'admin@demo.bestnet.com.tr', name: 'Selin', surname: 'Arslan', phone: '+905321000002', role: Role.Admin, member: 'company' },
  { key: 'bestnet-admin', email: 'bestnet-admin@demo.bestnet.com.tr', name: 'Murat', surname: 'Demir', phone: '+905321000003', role: Role.BestnetAdmin, member: 'provider' },
  { key: 'bestnet-veri', email: 'bestnet-veri@demo.bestnet.com.tr', name: 'Elif', surname: 'Çelik', phone: '+905321000004', role: Role.BestnetDataLogger, member: 'provider' },
  { key: 'bestnet-operator', email: 'bestnet-operator@demo.bestnet.com.tr', name: 'Burak', surname: 'Şahin', phone: '+905321000005', role: Role.BestnetOperator, member: 'provider' },
  { key: 'bestnet-destek', email: 'bestnet-destek@demo.bestnet.com.tr', name: 'Zeynep', surname: 'Yıldız', phone: '+905321000006', role: Role.BestnetSupport, member: 'provider' },
  { key: 'bestnet-satis', email: 'bestnet-satis@demo.bestnet.com.tr', name: 'Emre', surname: 'Koç', phone: '+905321000007', role: Role.BestnetSales, member: 'provider' },
  { key: 'danisman', email: 'danisman@demo.bestnet.com.tr', name: 'Hakan', surname: 'Öztürk', phone: '+905321000008', role: Role.Danisman, member: 'company', authorizationNumber: 'DAN-07-2026-0142' },
  { key: 'muhendis', email: 'muhendis@demo.bestnet.com.tr', name: 'Gülşen', surname: 'Yılmaz', phone: '+905321000009', role: Role.Muhendis, member: 'company', authorizationNumber: 'ZM-07-2026-0385' },
  { key: 'tekniker', email: 'tekniker@demo.bestnet.com.tr', name: 'Oğuz', surname: 'Kılıç', phone: '+905321000010', role: Role.Tekniker, member: 'company' },
  { key: 'kullanici', email: 'kullanici@demo.bestnet.com.tr', name: 'Fatma', surname: 'Doğan', phone: '+905321000011', role: Role.User, member: 'company' },
  { key: 'src', email: 'src@demo.bestnet.com.tr', name: 'İbrahim', surname: 'Aksoy', phone: '+905321000012', role: Role.User, member: 'srcIndividual' },
  { key: 'trc', email: 'trc@demo.bestnet.com.tr', name: 'Deniz', surname: 'Erdem', phone: '+905321000013', role: Role.Muhendis, member: 'trcCooperative', authorizationNumber: 'ZM-35-2026-0211' },
];

export const DEMO_ACCOUNTS: readonly DemoAccount[] = rows.map((row) => {
  const member = DEMO_MEMBERS[row.member];
  const shape = { role: row.role, app: member.app, memberType: member.memberType };
  return { ...row, app: member.app, host: requiredHostLabel(shape), home: homeRouteFor(shape) };
});

/** How many sets of demo accounts the seed may create (`DEMO_ACCOUNT_SETS`). */
export const MAX_DEMO_ACCOUNT_SETS = 8;

/**
 * The demo accounts of set `index` (0: the list above). Every further set copies each account
 * with an e-mail and a phone of its own, so that parallel journeys (one set per Playwright
 * worker) never end each other's sessions: a user has one session.
 */
export function demoAccountSet(index: number): readonly DemoAccount[] {
  if (!Number.isInteger(index) || index < 0 || index >= MAX_DEMO_ACCOUNT_SETS) throw new Error(`no demo account set ${index}`);
  if (index === 0) return DEMO_ACCOUNTS;
  const n = index + 1;
  return DEMO_ACCOUNTS.map((a) => ({ ...a, email: a.email.replace('@', `.${n}@`), phone: a.phone.replace(/^\+905321/, `+90532${n}`) }));
}

/** The demo account with this key; throws for an unknown key (a typo in a test). */
export function demoAccount(key: string): DemoAccount {
  const account = DEMO_ACCOUNTS.find((a) => a.key === key);
  if (!account) throw new Error(`no demo account "${key}"`);
  return account;
}
