/// <reference types="node" />
// One fake API for every web test: MSW 3 in Node intercepts the test session client's
// calls to TEST_API_PREFIX. Each feature keeps its handlers in `<lib>/src/testing/handlers.ts`;
// setup.ts starts this server for every test file and drops a test's handlers after it.
import { setupServer } from 'msw/node';

export const apiServer = setupServer();

/** One recorded call, below the API prefix (e.g. `definition/plant/export`). */
export interface ApiCall {
  method: string;
  path: string;
  query: URLSearchParams;
  contentType: string | undefined;
  /** Parsed JSON, or undefined. */
  body: unknown;
  /** The raw request body. */
  raw: Buffer;
  authorization: string | undefined;
}

/** Reads an intercepted request as a recorded call; `prefix` is cut from its path. */
export async function readCall(request: Request, prefix = '/api/v1/'): Promise<ApiCall> {
  const url = new URL(request.url);
  const raw = Buffer.from(await request.arrayBuffer());
  const contentType = request.headers.get('content-type') ?? undefined;
  let body: unknown;
  if (raw.length > 0 && /json/.test(contentType ?? '')) body = JSON.parse(raw.toString('utf8'));
  return {
    method: request.method,
    path: url.pathname.startsWith(prefix) ? url.pathname.slice(prefix.length) : url.pathname,
    query: url.searchParams,
    contentType,
    body,
    raw,
    authorization: request.headers.get('authorization') ?? undefined,
  };
}
