// Fixtures of the producer tests and of those that build on producers (prescriptions, lots):
// members with users of any role, valid TC kimlik no and VKN numbers, plants, and valid
// producer and area bodies.
import { AreaType, type GeoPolygon, type Role } from '@portal/contracts';
import { isValidTcKimlikNo, isValidVkn } from '@portal/domain/rules';
import { foldForSearch } from '@portal/shared/util';
import { plants } from '../platform/db';
import { as, createUser, type TestApp } from './users';

/** A valid TC kimlik no made from `n`: nine digits, then the registry's two check digits. */
export function tcFrom(n: number): string {
  const nine = String(100_000_000 + (n % 900_000_000)).slice(0, 9);
  const d = [...nine].map(Number);
  const odd = d[0]! + d[2]! + d[4]! + d[6]! + d[8]!;
  const even = d[1]! + d[3]! + d[5]! + d[7]!;
  const tenth = (((odd * 7 - even) % 10) + 10) % 10;
  const eleventh = (d.reduce((s, x) => s + x, 0) + tenth) % 10;
  const tc = `${nine}${tenth}${eleventh}`;
  if (!isValidTcKimlikNo(tc)) throw new Error(`tcFrom made an invalid number ${tc}`);
  return tc;
}

/** A valid VKN made from `n`: nine digits and the check digit found by trying. */
export function vknFrom(n: number): string {
  const nine = String(n % 1_000_000_000).padStart(9, '0');
  for (let last = 0; last < 10; last++) if (isValidVkn(`${nine}${last}`)) return `${nine}${last}`;
  throw new Error('no VKN check digit');
}

/** The same number with its last check digit wrong. */
export const withBadCheckDigit = (n: string) => `${n.slice(0, -1)}${(Number(n.at(-1)) + 1) % 10}`;

export interface TestMember {
  id: number;
  /** Bearer headers of one user per role asked for. */
  as: (role: Role) => Promise<Record<string, string>>;
}

/** A member company (memberType null: an individual) whose users of any role are made on demand, one per role. */
export async function testMember(app: TestApp, options: { memberType?: number | null } = {}): Promise<TestMember> {
  const { member } = await createUser(app, { memberType: options.memberType === undefined ? 1 : options.memberType });
  const bearers = new Map<Role, Promise<Record<string, string>>>();
  return {
    id: member.id,
    as: (role) => {
      if (!bearers.has(role)) bearers.set(role, as(app, role, { member }));
      return bearers.get(role)!;
    },
  };
}

/** Plants of the reference table, by name (made once per database). */
export async function seedPlants(app: TestApp, names: string[]): Promise<Record<string, number>> {
  const rows = await app.db
    .insert(plants)
    .values(names.map((name) => ({ name, searchText: foldForSearch(name) })))
    .onConflictDoNothing()
    .returning({ id: plants.id, name: plants.name });
  return Object.fromEntries(rows.map((r) => [r.name, r.id]));
}

let serial = 0;

export function producerBody(overrides: Record<string, unknown> = {}) {
  serial++;
  return {
    kind: 'person',
    name: 'Mehmet',
    surname: 'Yıldırım',
    tcOrVkn: tcFrom(12_345_000 + serial * 7919),
    phone: '0532 123 45 67',
    email: 'mehmet@ornek.com.tr',
    provinceCode: '07',
    district: 'Kumluca',
    neighbourhood: 'Adrasan Mah',
    address: 'Sera yolu no: 4',
    cksNumber: '07123456',
    notes: null,
    ...overrides,
  };
}

/** A 100 m × 50 m rectangle near Kumluca (about 5 da). */
export const KUMLUCA_FIELD: GeoPolygon = {
  type: 'Polygon',
  coordinates: [
    [
      [30.29, 36.37],
      [30.291114, 36.37],
      [30.291114, 36.37045],
      [30.29, 36.37045],
      [30.29, 36.37],
    ],
  ],
};

export function areaBody(producerId: number | null, overrides: Record<string, unknown> = {}) {
  return {
    producerId,
    name: 'Adrasan Serası 1',
    areaType: AreaType.Greenhouse,
    cover: 1,
    provinceCode: '07',
    district: 'Kumluca',
    neighbourhood: 'Adrasan Mah',
    cksBlock: '112',
    cksParcel: '7',
    plantId: null,
    plantingType: 1,
    plantingDate: '2026-02-01',
    expectedHarvestDate: '2026-05-15',
    decares: 4.5,
    polygon: null,
    ...overrides,
  };
}
