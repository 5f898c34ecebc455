// The member scope on a real database: one member never reaches another's rows, a missing or
// foreign record is the same 404, and a transaction is used as an Orm with no cast.
import { ErrorCode } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test-support';
import { memberStateHistory, members, type Database } from '../db';
import { AppError } from '../errors';
import { inTransaction, memberScope, ofMember, ownedOr404, ownedOrNull, ownedRows } from '.';

describe('platform/tenancy', () => {
  let db: Database;
  let a: number;
  let b: number;
  let aRows: number[];
  let bRow: number;
  beforeAll(async () => {
    db = await openTestDatabase();
    const made = await db.insert(members).values([{ name: 'A', app: 1, stage: 'demo-request' }, { name: 'B', app: 1, stage: 'demo-request' }]).returning({ id: members.id });
    [a, b] = made.map((m) => m.id) as [number, number];
    aRows = (await db.insert(memberStateHistory).values([{ memberId: a, stage: 'member', note: 'x' }, { memberId: a, stage: 'member', note: 'y' }]).returning()).map((r) => r.id);
    bRow = (await db.insert(memberStateHistory).values({ memberId: b, stage: 'member', note: 'x' }).returning())[0]!.id;
  });
  afterAll(() => db.close());

  it("lists only the member's rows, with further conditions", async () => {
    expect((await ownedRows(db, memberStateHistory, a)).map((r) => r.id).sort()).toEqual([...aRows].sort());
    expect((await ownedRows(db, memberStateHistory, { member: { id: b } })).map((r) => r.id)).toEqual([bRow]);
    expect((await ownedRows(db, memberStateHistory, a, eq(memberStateHistory.note, 'y'))).map((r) => r.id)).toEqual([aRows[1]]);
    const counted = await db.$count(memberStateHistory, ofMember(memberStateHistory, a, eq(memberStateHistory.note, 'x')));
    expect(counted).toBe(1);
  });

  it("answers another member's record exactly as a missing one: 404 NOT_FOUND", async () => {
    expect((await ownedOr404(db, memberStateHistory, a, aRows[0]!)).memberId).toBe(a);
    for (const id of [bRow, 2_000_000_000]) {
      const error = await ownedOr404(db, memberStateHistory, a, id, { notFound: 'Kayıt bulunamadı.' }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(AppError);
      expect(error).toMatchObject({ statusCode: 404, code: ErrorCode.NotFound, message: 'Kayıt bulunamadı.' });
    }
    expect(await ownedOrNull(db, memberStateHistory, b, aRows[0]!)).toBeUndefined();
    expect(await ownedOrNull(db, memberStateHistory, a, aRows[0]!, { where: eq(memberStateHistory.note, 'y') })).toBeUndefined();
  });

  it('runs work in a transaction typed as an Orm, rolled back on a throw, and locks for update', async () => {
    await expect(
      inTransaction(db, async (tx) => {
        const row = await ownedOr404(tx, memberStateHistory, a, aRows[0]!, { forUpdate: true });
        await tx.update(memberStateHistory).set({ note: 'changed' }).where(ofMember(memberStateHistory, a, eq(memberStateHistory.id, row.id)));
        throw new Error('stop');
      }),
    ).rejects.toThrow('stop');
    expect((await ownedOr404(db, memberStateHistory, a, aRows[0]!)).note).toBe('x');
  });

  it("gives the CRUD kit the member's condition and a new row's values from the access token", async () => {
    const scope = memberScope(memberStateHistory);
    const auth = { member: { id: b } };
    expect(scope.values(auth)).toEqual({ memberId: b });
    expect((await db.select().from(memberStateHistory).where(scope.where(auth))).map((r) => r.id)).toEqual([bRow]);
  });
});
