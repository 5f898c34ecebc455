/// <reference types="node" />
// Test support only (not exported): the members feature's MSW handlers (one fake API for
// web tests). Members and portal users answered from rows in memory as the API describes them
// (GET/POST/PATCH/DELETE member…, spec §7 portalUser…), moves checked against the contracts'
// transition table for the given role, every call recorded, any answer replaceable by
// `"<METHOD> <path>"`.
import {
  actionsFor,
  DEMO_SEATS,
  MemberDeleteRoles,
  MemberListStatuses,
  memberTransitionBodySchema,
  statusAfter,
  transitionFor,
  type MemberDetail,
  type MemberHistoryEntry,
  type MemberItem,
  type MemberList,
  type PortalUser,
  type Role,
} from '@portal/contracts';
import { apiServer, apiUrl, readCall, type ApiCall } from '@portal/shared/testing';
import { http, HttpResponse, type JsonBodyType } from 'msw';

export type Reply = { status?: number; body: unknown };
export type Overrides = Record<string, (call: ApiCall) => Reply | undefined>;

const stamp = '2026-03-01T10:00:00.000Z';

/** A member row as the API would hold it (detail fields included). */
export type FakeMember = MemberDetail;

export function member(id: number, extra: Partial<MemberDetail> = {}): FakeMember {
  return {
    id,
    publicId: `00000000-0000-4000-8000-${String(id).padStart(12, '0')}`,
    name: 'Yeşilova Tarım',
    kind: 'corporate',
    memberType: 1,
    app: 1,
    status: 'request',
    requestCompleted: true,
    demoEndsAt: null,
    plan: null,
    seats: null,
    users: 1,
    subscriptionStartsAt: null,
    subscriptionEndsAt: null,
    contactEmail: 'iletisim@yesilova.example',
    contactPhone: '+905321112233',
    lastActivityAt: null,
    createdAt: stamp,
    taxNumber: '1234567890',
    taxOffice: 'Antalya Kurumlar',
    address: 'Kumluca, Antalya',
    contactPerson: 'Ayşe Kaya',
    cancelReason: null,
    history: [],
    actions: [],
    canDelete: false,
    ...extra,
  };
}

export function portalUser(n: number, extra: Partial<PortalUser> = {}): PortalUser {
  return {
    publicId: `10000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    name: 'Hakan',
    surname: 'Öztürk',
    email: `kullanici${n}@yesilova.example`,
    phone: null,
    type: 21,
    app: 1,
    status: 'active',
    archived: false,
    authorizationNumber: null,
    note: null,
    publicMemberId: member(1).publicId,
    memberName: 'Yeşilova Tarım',
    invitationPending: false,
    lastLoginAt: null,
    createdAt: stamp,
    ...extra,
  };
}

const notFound: Reply = { status: 404, body: { code: 'NOT_FOUND', message: 'Kayıt bulunamadı.' } };
const fold = (s: string) => s.toLocaleLowerCase('tr-TR');

const itemOf = ({ taxNumber: _t, taxOffice: _o, address: _a, contactPerson: _p, cancelReason: _c, history: _h, actions: _x, canDelete: _d, ...item }: FakeMember): MemberItem => item;

/**
 * The member and portal-user calls over `members` and `users`, as `role` sees them; returns the
 * recorded calls. Users of a member count towards its seats.
 */
export function membersApi(role: Role, members: FakeMember[], users: PortalUser[] = [], overrides: Overrides = {}) {
  const calls: ApiCall[] = [];
  const detailOf = (m: FakeMember): MemberDetail => ({ ...m, users: users.filter((u) => u.publicMemberId === m.publicId && !u.archived).length || m.users, actions: actionsFor(m.status, role), canDelete: MemberDeleteRoles.includes(role) });

  const memberReply = (call: ApiCall): Reply => {
    const [, idText, action] = call.path.split('/');
    if (call.method === 'GET' && !idText) {
      const list = call.query.get('list') as MemberList;
      const term = fold(call.query.get('search') ?? '');
      const status = call.query.get('status');
      const memberType = call.query.get('memberType');
      const app = call.query.get('app');
      const found = members.filter(
        (m) =>
          MemberListStatuses[list].includes(m.status) &&
          fold(m.name).includes(term) &&
          (status === null || String(m.status) === status) &&
          (memberType === null || (memberType === 'individual' ? m.memberType === null : String(m.memberType) === memberType)) &&
          (app === null || String(m.app) === app),
      );
      const limit = Number(call.query.get('limit') ?? 10);
      const page = Number(call.query.get('page') ?? 1);
      return { body: { data: found.slice((page - 1) * limit, page * limit).map((m) => itemOf(detailOf(m))), count: found.length } };
    }
    const row = members.find((m) => m.id === Number(idText));
    if (!row) return notFound;
    if (call.method === 'GET') return { body: { data: detailOf(row) } };
    if (call.method === 'DELETE') {
      members.splice(members.indexOf(row), 1);
      return { body: { data: { id: row.id } } };
    }
    if (call.method === 'PATCH') {
      Object.assign(row, call.body as object);
      return { body: { data: detailOf(row) } };
    }
    if (call.method === 'POST' && action === 'transition') {
      const parsed = memberTransitionBodySchema.safeParse(call.body);
      if (!parsed.success) return { status: 400, body: { code: 'VALIDATION_ERROR', message: 'Geçersiz istek.', details: parsed.error.issues.map((i) => ({ field: `body.${i.path.join('.')}`, message: i.message })) } };
      const move = transitionFor(parsed.data.action, row.status);
      if (!move || !move.roles.includes(role)) return { status: 409, body: { code: 'TRANSITION_NOT_ALLOWED', message: 'Bu üyelik bu durumda bu işleme izin vermiyor.' } };
      const body = parsed.data;
      const entry: MemberHistoryEntry = { id: row.history.length + 1, action: body.action, fromStatus: row.status, toStatus: statusAfter(move), note: 'note' in body ? (body.note ?? null) : 'reason' in body ? body.reason : null, actorName: 'Test Kullanıcı', occurredAt: stamp };
      row.status = statusAfter(move);
      if ('demoEndsAt' in body) row.demoEndsAt = `${body.demoEndsAt}T20:59:59.000Z`;
      if (body.action === 'approve') row.seats = body.seats ?? DEMO_SEATS;
      if (body.action === 'convert' || body.action === 'renew') Object.assign(row, { plan: body.plan, seats: body.seats, subscriptionStartsAt: body.startsAt, subscriptionEndsAt: body.endsAt, app: body.app });
      if (body.action === 'cancel') row.cancelReason = body.reason;
      row.history = [...row.history, entry];
      return { body: { data: detailOf(row) } };
    }
    return notFound;
  };

  const userReply = (call: ApiCall): Reply => {
    const [, sub] = call.path.split('/');
    const body = (call.body ?? {}) as Record<string, unknown>;
    if (call.method === 'GET' && !sub) {
      const archived = call.query.get('isArchived') === 'true';
      const memberId = call.query.get('publicMemberId');
      const term = fold(call.query.get('search') ?? '');
      const found = users
        .filter((u) => u.archived === archived && (!memberId || u.publicMemberId === memberId) && fold(`${u.name} ${u.surname} ${u.email}`).includes(term))
        .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
      const limit = Number(call.query.get('limit') ?? 10);
      const page = Number(call.query.get('page') ?? 1);
      return { body: { data: found.slice((page - 1) * limit, page * limit), count: found.length } };
    }
    if (call.method === 'GET') {
      const user = users.find((u) => u.publicId === sub);
      return user ? { body: { data: user } } : notFound;
    }
    if (call.method === 'POST' && !sub) {
      const target = members.find((m) => m.publicId === (body['publicMemberId'] ?? members[0]?.publicId));
      if (!target) return notFound;
      const taken = users.filter((u) => u.publicMemberId === target.publicId && !u.archived).length;
      if (target.seats !== null && taken >= target.seats) return { status: 409, body: { code: 'SEATS_FULL', message: `${target.name} için ${target.seats} kullanıcı hakkının tamamı kullanılıyor.` } };
      if (users.some((u) => u.email === body['email'])) return { status: 400, body: { code: 'VALIDATION_ERROR', message: 'Geçersiz istek.', details: [{ field: 'body.email', message: 'Bu e-posta adresiyle bir kullanıcı zaten var' }] } };
      const user = portalUser(users.length + 100, { ...(body as Partial<PortalUser>), publicMemberId: target.publicId, memberName: target.name, invitationPending: true, createdAt: new Date().toISOString() });
      users.push(user);
      return { status: 201, body: { data: user } };
    }
    if (call.method === 'DELETE') {
      const user = users.find((u) => u.publicId === call.query.get('publicId'));
      if (!user) return notFound;
      users.splice(users.indexOf(user), 1);
      return { body: { data: { publicId: user.publicId } } };
    }
    const user = users.find((u) => u.publicId === body['publicId']);
    if (!user) return notFound;
    if (call.method === 'PATCH' && !sub) user.status = (body['status'] as PortalUser['status']) ?? (user.status === 'active' ? 'passive' : 'active');
    else if (call.method === 'PATCH' && sub === 'switchArchive') user.archived = !user.archived;
    else if (call.method === 'PATCH' && sub === 'editField') Object.assign(user, body);
    else if (call.method === 'POST' && sub === 'resetPassword') return { body: { data: { message: 'Şifre sıfırlama e-postası gönderildi.' } } };
    else return notFound;
    return { body: { data: user } };
  };

  apiServer.use(
    http.all(apiUrl('*'), async ({ request }) => {
      const call = await readCall(request);
      calls.push(call);
      const replaced = overrides[`${call.method} ${call.path}`]?.(call);
      const { status = 200, body } = replaced ?? (call.path.startsWith('portalUser') ? userReply(call) : call.path.startsWith('member') ? memberReply(call) : notFound);
      return HttpResponse.json(body as JsonBodyType, { status });
    }),
  );
  return { calls, callsOf: (key: string) => calls.filter((c) => `${c.method} ${c.path}` === key), members, users };
}
