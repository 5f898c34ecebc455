// Test support only (not exported): the auth feature's MSW handlers (one fake API for
// web tests). A test names the call it expects and how it answers; every call is recorded.
import { apiServer, apiUrl, readCall, type ApiCall } from '@portal/shared/testing';
import { http, HttpResponse, type JsonBodyType } from 'msw';

export interface AuthReply {
  status?: number;
  body?: unknown;
  /** No answer at all (the connection fails): the client's FETCH_ERROR. */
  unreachable?: boolean;
}

type Method = 'get' | 'post' | 'patch' | 'delete';

/**
 * Answers `<METHOD> /api/v1/<path>` of the test client with `reply` (a value, or a function of
 * the call that may return a promise the test settles later) and records the calls.
 */
export function answerAuth(method: Method, path: string, reply: AuthReply | ((call: ApiCall) => AuthReply | Promise<AuthReply>)) {
  const calls: ApiCall[] = [];
  apiServer.use(
    http[method](apiUrl(path), async ({ request }) => {
      const call = await readCall(request);
      calls.push(call);
      const { status = 200, body, unreachable } = typeof reply === 'function' ? await reply(call) : reply;
      if (unreachable) return HttpResponse.error();
      return HttpResponse.json((body ?? null) as JsonBodyType, { status });
    }),
  );
  return { calls };
}

/** A 200 `{ data: { message } }` answer (auth's MessageResponse). */
export const message = (text: string): AuthReply => ({ body: { data: { message: text } } });
