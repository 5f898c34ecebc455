// Every enumeration of spec §3 with its exact numeric codes. The objects are the
// single source: zod schemas, the API and the clients all derive from them.
import { z } from 'zod';

/** Builds a zod schema that accepts exactly the values of a const object. */
export function enumCodes<const T extends Record<string, number>>(codes: T) {
  const values = Object.values(codes) as T[keyof T][];
  return z.union(values.map((v) => z.literal(v)) as unknown as [z.ZodLiteral<T[keyof T]>, z.ZodLiteral<T[keyof T]>]);
}

export type ValueOf<T> = T[keyof T];

/** Plant / production-area type (spec §3). */
export const AreaType = { Greenhouse: 0, Field: 1, Garden: 2, Orchard: 3 } as const;
export type AreaType = ValueOf<typeof AreaType>;
/** The older enumeration the spec mentions; kept for imports of legacy data. */
export const LegacyAreaType = { Greenhouse: 0, Field: 1, Vineyard: 2, Garden: 3 } as const;
export type LegacyAreaType = ValueOf<typeof LegacyAreaType>;

export const GreenhouseCover = { Glass: 0, Plastic: 1 } as const;
export type GreenhouseCover = ValueOf<typeof GreenhouseCover>;

export const HarmfulOrganismType = { Disease: 0, Harmful: 1, Weed: 2 } as const;
export type HarmfulOrganismType = ValueOf<typeof HarmfulOrganismType>;

export const MembershipState = { Active: 0, Canceled: 1, InDemo: 2, InDemoAdditional: 3, ExtendDate: 4 } as const;
export type MembershipState = ValueOf<typeof MembershipState>;

export const Origin = { Manufactured: 0, Imported: 1 } as const;
export type Origin = ValueOf<typeof Origin>;

export const NoteCategory = ['fertilization', 'care', 'general'] as const;
export type NoteCategory = (typeof NoteCategory)[number];

export const NoteSeverity = ['info', 'warning', 'attention'] as const;
export type NoteSeverity = (typeof NoteSeverity)[number];

/** Archive / owner kind (spec §3). */
export const OwnerKind = { Farmer: 1, ArchivedFarmer: 2, FarmArea: 3, ArchivedFarmArea: 4 } as const;
export type OwnerKind = ValueOf<typeof OwnerKind>;

/** Prescription kind (spec §3). Code 3 is unused in the spec. */
export const PrescriptionKind = { Producer: 0, ProductionArea: 1, Fast: 2, Fertilization: 4, FertilizationToProducer: 5 } as const;
export type PrescriptionKind = ValueOf<typeof PrescriptionKind>;

/** Prescription status: 0 means archived (spec §3). */
export const PrescriptionStatus = { Archived: 0, Active: 1 } as const;
export type PrescriptionStatus = ValueOf<typeof PrescriptionStatus>;

export const ContactMethod = ['email', 'phone'] as const;
export type ContactMethod = (typeof ContactMethod)[number];

/** Member type (spec §3): BU business unit, TS private company, ZB union, KP cooperative,
 * RD official institution, AK academic institution, DK other. */
export const MemberType = { BU: 0, TS: 1, ZB: 2, KP: 3, RD: 4, AK: 5, DK: 6 } as const;
export type MemberType = ValueOf<typeof MemberType>;
/** The member-type filter also offers "individual" with the value 0 (spec §3). */
export const MemberTypeFilterIndividual = 0;

export const MemberTypeLabel: Record<MemberType, string> = {
  0: 'İş Birimi (BU)',
  1: 'Özel Şirket',
  2: 'Birlik',
  3: 'Kooperatif',
  4: 'Resmi Kurum',
  5: 'Akademik Kurum',
  6: 'Diğer',
};

/** Status filter of lists: true active, false passive (spec §3). */
export const StatusFilter = { Active: true, Passive: false } as const;

/** The application a member or user belongs to (spec §3: Src 0, Rct 1, Trc 2). */
export const AppCode = { Src: 0, Rct: 1, Trc: 2 } as const;
export type AppCode = ValueOf<typeof AppCode>;
export const Applications = ['SRC', 'RCT', 'TRC'] as const;
export type Application = (typeof Applications)[number];
export const AppCodeName: Record<AppCode, Application> = { 0: 'SRC', 1: 'RCT', 2: 'TRC' };

/** Account role codes and professional role codes (spec §3). */
export const Role = {
  User: 0,
  Admin: 1,
  BestnetAdmin: 10,
  BestnetOperator: 11,
  BestnetDataLogger: 12,
  BestnetSales: 13,
  BestnetSupport: 14,
  Danisman: 20,
  Muhendis: 21,
  Tekniker: 22,
} as const;
export type Role = ValueOf<typeof Role>;
export const roleSchema = enumCodes(Role);

export const RoleLabel: Record<Role, string> = {
  0: 'Kullanıcı',
  1: 'Yönetici',
  10: 'Bestnet Yönetici',
  11: 'Bestnet Operatör',
  12: 'Bestnet Veri Girişi',
  13: 'Bestnet Satış',
  14: 'Bestnet Destek',
  20: 'Danışman',
  21: 'Mühendis',
  22: 'Tekniker',
};

/** The provider's own staff roles (spec §6). */
export const ProviderRoles = [Role.BestnetAdmin, Role.BestnetOperator, Role.BestnetDataLogger, Role.BestnetSales, Role.BestnetSupport] as const;
/** Field roles of member companies (spec §1). */
export const FieldRoles = [Role.Danisman, Role.Muhendis, Role.Tekniker, Role.User] as const;
export const AllRoles = Object.values(Role) as Role[];
