/// <reference types="node" />
// Test support only (not exported): the notice bell's calls on the fake API (MSW: one fake
// API for web tests). GET notification (?unread=true) and PATCH notification/read answer from a
// list in memory, so every layout test that shows the header has the bell's routes.
import type { Notification } from '@portal/contracts';
import { apiServer, apiUrl, readCall, type ApiCall } from '@portal/shared/testing';
import { http, HttpResponse, type JsonBodyType } from 'msw';

export function notice(n: number, extra: Partial<Notification> = {}): Notification {
  return {
    publicId: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    createdAt: '2026-11-24T08:30:00.000Z',
    kind: 'reference-change',
    title: `Bildirim ${n}`,
    body: `Bildirim ${n} metni`,
    link: null,
    read: false,
    ...extra,
  };
}

/** The answer of a bell call on `notices` (changed in place by PATCH), or undefined for another call. */
export function notificationAnswer(call: Pick<ApiCall, 'method' | 'path' | 'query' | 'body'>, notices: Notification[]): { status: number; body: unknown } | undefined {
  if (call.method === 'GET' && call.path === 'notification') {
    const unreadOnly = call.query.get('unread') === 'true';
    const unreadCount = notices.filter((n) => !n.read).length;
    return { status: 200, body: { data: notices.filter((n) => !unreadOnly || !n.read), unreadCount } };
  }
  if (call.method === 'PATCH' && call.path === 'notification/read') {
    const body = call.body as { all?: boolean; publicIds?: string[] } | undefined;
    let updated = 0;
    for (const n of notices) {
      if (!n.read && (body?.all === true || body?.publicIds?.includes(n.publicId))) {
        n.read = true;
        updated += 1;
      }
    }
    return { status: 200, body: { data: { updated } } };
  }
  return undefined;
}

/** The bell's calls at `prefix` (the test API unless told) over `notices`; every call recorded. */
export function notificationsApi(notices: Notification[] = [], prefix = apiUrl('')) {
  const calls: ApiCall[] = [];
  apiServer.use(
    http.all(`${prefix}notification*`, async ({ request }) => {
      const call = await readCall(request);
      calls.push(call);
      const answer = notificationAnswer(call, notices) ?? { status: 404, body: { code: 'NOT_FOUND', message: 'Bulunamadı.' } };
      return HttpResponse.json(answer.body as JsonBodyType, { status: answer.status });
    }),
  );
  return { calls, notices };
}
