// The membership transition table (spec §3 "Membership state", §4 "Membership"),
// every allowed and every refused move, and who may make it.
import { describe, expect, it } from 'vitest';
import { MembershipState as S, Role } from './enums';
import {
  actionsFor,
  DemoRequest,
  MemberActions,
  memberListQuerySchema,
  MemberTransitions,
  memberTransitionBodySchema,
  statusAfter,
  transitionFor,
  type MemberAction,
  type MemberStatus,
} from './members';
import { portalUserEditSchema, portalUserListQuerySchema } from './portal-users';

const statuses: MemberStatus[] = [DemoRequest, S.InDemo, S.InDemoAdditional, S.ExtendDate, S.Active, S.Canceled];

/** The table as it is designed: action → from → to. Everything else is refused. */
const allowed: Record<MemberAction, Array<[MemberStatus, MemberStatus]>> = {
  approve: [[DemoRequest, S.InDemo]],
  extend: [
    [S.InDemo, S.InDemoAdditional],
    [S.InDemoAdditional, S.ExtendDate],
    [S.ExtendDate, S.ExtendDate],
  ],
  convert: [
    [S.InDemo, S.Active],
    [S.InDemoAdditional, S.Active],
    [S.ExtendDate, S.Active],
    [S.Canceled, S.Active],
  ],
  renew: [[S.Active, S.Active]],
  cancel: [
    [DemoRequest, S.Canceled],
    [S.InDemo, S.Canceled],
    [S.InDemoAdditional, S.Canceled],
    [S.ExtendDate, S.Canceled],
    [S.Active, S.Canceled],
  ],
  reactivate: [[S.Canceled, S.InDemo]],
  note: statuses.map((s) => [s, s]),
};

describe('membership transitions (spec §4 "Membership")', () => {
  for (const action of MemberActions) {
    for (const from of statuses) {
      const expected = allowed[action].find(([f]) => f === from);
      it(`${action} from ${String(from)} ${expected ? `→ ${String(expected[1])}` : 'is refused'}`, () => {
        const t = transitionFor(action, from);
        if (!expected) expect(t).toBeUndefined();
        else expect(t && statusAfter(t)).toBe(expected[1]);
      });
    }
  }

  it('has no move twice and no move the design above leaves out', () => {
    const keys = MemberTransitions.map((t) => `${t.action}:${String(t.from)}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys.length).toBe(Object.values(allowed).flat().length);
  });

  it('lets Sales run demos but not sell, Support only read, and BestnetAdmin do everything', () => {
    expect(actionsFor(DemoRequest, Role.BestnetSales)).toEqual(['approve', 'note']);
    expect(actionsFor(S.InDemo, Role.BestnetSales)).toEqual(['extend', 'note']);
    expect(actionsFor(S.InDemo, Role.BestnetOperator)).toEqual(['extend', 'cancel', 'note']);
    expect(actionsFor(S.InDemo, Role.BestnetAdmin)).toEqual(['extend', 'convert', 'cancel', 'note']);
    expect(actionsFor(S.Active, Role.BestnetOperator)).toEqual(['note']);
    expect(actionsFor(S.Canceled, Role.BestnetAdmin)).toEqual(['convert', 'reactivate', 'note']);
    for (const s of statuses) {
      expect(actionsFor(s, Role.BestnetSupport)).toEqual([]);
      expect(actionsFor(s, Role.Admin)).toEqual([]);
    }
  });

  it('asks each move for what it needs, with Turkish messages keyed by field', () => {
    expect(memberTransitionBodySchema.safeParse({ action: 'cancel', reason: ' ' }).error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['reason', 'İptal nedeni zorunludur']]);
    const convert = memberTransitionBodySchema.safeParse({ action: 'convert', plan: 'altin', seats: 0, startsAt: '2026-02-30', endsAt: '2027-01-01', app: 1 });
    expect(convert.error?.issues.map((i) => i.path.join('.'))).toEqual(['plan', 'seats', 'startsAt']);
    expect(memberTransitionBodySchema.parse({ action: 'approve', demoEndsAt: '2026-12-24' })).toEqual({ action: 'approve', demoEndsAt: '2026-12-24', note: null });
    // Notes and reasons come from textareas: a line break is theirs, a NUL is not.
    expect(memberTransitionBodySchema.parse({ action: 'cancel', reason: 'Bütçe yok.\nGelecek yıl.' })).toMatchObject({ reason: 'Bütçe yok.\nGelecek yıl.' });
    expect(memberTransitionBodySchema.safeParse({ action: 'note', note: 'a\u0000b' }).success).toBe(false);
  });

  it('refuses a status filter the list cannot hold and a date range backwards', () => {
    expect(memberListQuerySchema.safeParse({ list: 'iptal-uyeler', status: '0' }).error?.issues[0]?.message).toBe('Bu listede o durumda üye yok');
    expect(memberListQuerySchema.safeParse({ list: 'uyeler', from: '2026-05-02', to: '2026-05-01' }).error?.issues[0]?.path).toEqual(['to']);
    expect(memberListQuerySchema.parse({ list: 'uyeler', memberType: 'individual', status: 'request' })).toMatchObject({ memberType: 'individual', status: 'request', page: 1, limit: 10 });
  });
});

describe('portal-user calls (spec §7 "Portal users")', () => {
  it('reads page, limit, isArchived, search and publicMemberId; the archived are out by default', () => {
    expect(portalUserListQuerySchema.parse({})).toEqual({ page: 1, limit: 10, isArchived: false, search: undefined });
    expect(portalUserListQuerySchema.parse({ isArchived: 'true', publicMemberId: '6f1c1d2e-8a6b-4c1a-9a7e-0d6c7b9e2f10' })).toMatchObject({ isArchived: true });
    expect(portalUserListQuerySchema.safeParse({ publicMemberId: '12' }).success).toBe(false);
  });

  it('editField needs a field besides publicId', () => {
    expect(portalUserEditSchema.safeParse({ publicId: '6f1c1d2e-8a6b-4c1a-9a7e-0d6c7b9e2f10' }).error?.issues[0]?.message).toBe('Değiştirilecek bir alan gönderin');
  });
});
