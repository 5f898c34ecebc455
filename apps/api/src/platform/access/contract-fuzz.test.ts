// Every route of the app's route table fuzzed from its own contract. For each
// route, fast-check builds requests from the route's zod schemas (through z.toJSONSchema):
// valid-shaped values, the same with wrong types, missing and extra fields, and plain hostile
// values (huge, Turkish, control characters, NUL, emoji, out-of-range numbers, deep nesting,
// arrays for objects, broken JSON and foreign content types), path parameters from a small
// set. Whatever arrives: never a 5xx, every 4xx in the `{ code, message, details? }`
// envelope, and a refused request writes nothing (audit_log and outbox_messages unchanged).
import { API_PREFIX, AppCode, errorEnvelopeSchema, TraceabilityErrorCode, type Role } from '@portal/contracts';
import { count } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { as, freshIp, pageHeaders } from '../../test-support';
import { auditLog, outboxMessages } from '../db';
import { allowedRole, buildRouteTable, type TableRoute } from '../../test-support/route-table';

type App = Awaited<ReturnType<typeof buildRouteTable>>['app'];

/** Seeded: a run is repeatable; CONTRACT_FUZZ_SEED / CONTRACT_FUZZ_RUNS explore further by hand. */
const SEED = Number(process.env['CONTRACT_FUZZ_SEED'] ?? 1602);
const RUNS_PER_ROUTE = Number(process.env['CONTRACT_FUZZ_RUNS'] ?? 15);

/**
 * Routes of the table that are not fuzzed, each with the reason. A name that no longer
 * exists in the table fails the first test, so the list cannot go stale. Empty today: the
 * API has no SSE or streaming route, and the dev mailbox routes (on in the route table) are
 * plain reads of the outbox, fuzzed like every other route.
 */
const NotFuzzed: Record<string, string> = {};

const nameOf = (r: TableRoute) => `${r.method} ${r.url}`;
/** The method to send: `HEAD,GET` (a static wildcard) is sent as GET. */
const methodOf = (r: TableRoute) => r.method.split(',').find((m) => m !== 'HEAD')!;
const takesBody = (method: string) => !['GET', 'DELETE', 'OPTIONS'].includes(method);

// ---------------------------------------------------------------------------------------
// Values

/** A number written into the JSON (or query) text as it is: `1e999`, `-0`, 30 digits. */
class RawNumber {
  constructor(readonly text: string) {}
}
const RAW = '\uF8FF\uF8FEraw:';
const toJsonText = (value: unknown) =>
  JSON.stringify(value, (_key, v: unknown) => (v instanceof RawNumber ? `${RAW}${v.text}` : v)).replace(
    new RegExp(`"${RAW}([^"]*)"`, 'g'),
    '$1',
  );

const turkish = 'İıŞşĞğÜüÖöÇç';
const HUGE_BODY_STRING = 'x'.repeat(1_100_000); // over Fastify's 1 MiB body limit
const hostileStrings = fc.constantFrom(
  '',
  ' ',
  turkish,
  'İSTANBUL ıstanbul',
  'a\u0000b',
  '\u0000',
  '\u0001\u0007\u001b[31m\u007f',
  '\r\n\t\v\f',
  '😀👨‍👩‍👧‍👦🇹🇷',
  '\uD800',
  '\uDFFFx',
  '\uFEFF',
  '\u202Eabc',
  'e\u0301',
  "'; DROP TABLE audit_log; --",
  '%00',
  '%',
  '_',
  '\\',
  '"',
  '../../etc/passwd',
  '<script>alert(1)</script>',
  '${7*7}',
  'NaN',
  'Infinity',
  '-1',
  '1e999',
  'true',
  'null',
  '2024-02-30',
  '0000-00-00',
  '9999-12-31',
  '__proto__',
  'x'.repeat(70_000),
  'İ'.repeat(20_000),
  '😀'.repeat(10_000),
  HUGE_BODY_STRING,
);
const hostileString = fc.oneof(
  { weight: 3, arbitrary: hostileStrings },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: fc.constantFrom(...turkish, '\u0000', '\u0008', '🌾', 'a', ' '), maxLength: 30 }) },
);
const hostileNumber = fc.oneof(
  fc.constantFrom<unknown>(-1, 0, -0, 0.5, -2147483649, 2147483648, 2 ** 53, 1e308, -1e308, 5e-324, Number.MAX_SAFE_INTEGER),
  fc.constantFrom(...['1e999', '-1e999', '1e-400', '-0', '9007199254740993', '123456789012345678901234567890', '0.1e1'].map((t) => new RawNumber(t))),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);
/** `n` levels of arrays and objects around a value. */
const nested = (n: number): unknown => {
  let value: unknown = 1;
  for (let i = 0; i < n; i++) value = i % 2 ? [value] : { a: value };
  return value;
};
const hostileLeaf = fc.oneof(hostileString, hostileNumber, fc.boolean(), fc.constant(null));
const hostileKey = fc.oneof(fc.constantFrom('__proto__', 'constructor', 'prototype', '', 'İd', 'id\u0000', '$where', 'a.b'), fc.string({ maxLength: 8 }));
/** Any hostile value: a leaf, an array or object of leaves, or deep nesting. */
const hostile: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 5, arbitrary: hostileLeaf },
  { weight: 1, arbitrary: fc.array(hostileLeaf, { maxLength: 5 }) },
  { weight: 1, arbitrary: fc.dictionary(hostileKey, hostileLeaf, { maxKeys: 5 }) },
  { weight: 1, arbitrary: fc.integer({ min: 20, max: 2_000 }).map(nested) },
);

// ---------------------------------------------------------------------------------------
// Arbitraries from the route's schemas (JSON Schema of the zod input side)

interface Schema {
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  additionalProperties?: boolean | Schema;
  items?: Schema;
  prefixItems?: Schema[];
  minItems?: number;
  maxItems?: number;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  enum?: unknown[];
  const?: unknown;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
}

const jsonSchemaOf = (schema: z.ZodType) => z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as Schema;

const INT32 = 2 ** 31 - 1;
const clamp = (n: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, n));
const DATE_PATTERN = '^\\d{4}-\\d{2}-\\d{2}$';
const isoDate = fc.date({ min: new Date('1900-01-01'), max: new Date('2100-12-31'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));

function stringArb(s: Schema, key: string): fc.Arbitrary<unknown> {
  if (s.format === 'uuid') return fc.uuid();
  if (s.pattern) {
    const matching = fc.stringMatching(new RegExp(s.pattern, 'u'));
    return s.pattern === DATE_PATTERN ? fc.oneof(isoDate, matching) : matching;
  }
  if (/e-?mail/i.test(key)) return fc.emailAddress();
  const minLength = s.minLength ?? 0;
  const maxLength = Math.max(minLength, Math.min(s.maxLength ?? 60, 60));
  return fc.oneof(
    fc.string({ minLength, maxLength, unit: fc.constantFrom(...turkish, ...'abcxyz ABC019-.') }),
    fc.string({ minLength, maxLength, unit: 'grapheme' }),
  );
}

function integerArb(s: Schema): fc.Arbitrary<unknown> {
  const lo = s.exclusiveMinimum !== undefined ? s.exclusiveMinimum + 1 : (s.minimum ?? -1_000_000);
  const hi = s.exclusiveMaximum !== undefined ? s.exclusiveMaximum - 1 : (s.maximum ?? 1_000_000);
  const small = clamp(lo, -INT32, INT32);
  const inRange = fc.integer({ min: small, max: Math.max(small, clamp(hi, -INT32, INT32)) });
  const edges = [lo, hi, 1, 2, 10].filter((n) => n >= lo && n <= hi);
  return fc.oneof(inRange, fc.constantFrom(...edges));
}

function numberArb(s: Schema): fc.Arbitrary<unknown> {
  const min = s.exclusiveMinimum ?? s.minimum ?? -1e9;
  const max = s.exclusiveMaximum ?? s.maximum ?? 1e9;
  return fc.double({
    min,
    max,
    minExcluded: s.exclusiveMinimum !== undefined,
    maxExcluded: s.exclusiveMaximum !== undefined,
    noNaN: true,
    noDefaultInfinity: true,
  });
}

/**
 * Values for a schema. `malformed` false: valid-shaped (the schema's types, bounds and
 * patterns; business rules may still refuse it). `malformed` true: every node may instead be
 * a hostile value, objects lose required fields and gain unknown ones.
 */
function valuesFor(s: Schema, malformed: boolean, key = '', depth = 0): fc.Arbitrary<unknown> {
  const shaped = shapedFor(s, malformed, key, depth);
  return malformed ? fc.oneof({ weight: 3, arbitrary: shaped }, { weight: 1, arbitrary: hostile }) : shaped;
}

function shapedFor(s: Schema, malformed: boolean, key: string, depth: number): fc.Arbitrary<unknown> {
  if (depth > 8) return hostile;
  if (s.const !== undefined) return fc.constant(s.const);
  if (s.enum) return fc.constantFrom(...s.enum);
  const alternatives = s.anyOf ?? s.oneOf;
  if (alternatives?.length) return fc.oneof(...alternatives.map((a) => valuesFor(a, malformed, key, depth + 1)));
  if (s.allOf?.length) return valuesFor(s.allOf[0]!, malformed, key, depth + 1);
  if (Array.isArray(s.type)) return fc.oneof(...s.type.map((type) => shapedFor({ ...s, type }, malformed, key, depth)));
  switch (s.type) {
    case 'string':
      return stringArb(s, key);
    case 'integer':
      return integerArb(s);
    case 'number':
      return numberArb(s);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      if (s.prefixItems) return fc.tuple(...s.prefixItems.map((item) => valuesFor(item, malformed, key, depth + 1)));
      const minLength = s.minItems ?? 0;
      const maxLength = Math.max(minLength, Math.min(s.maxItems ?? 4, 4));
      return fc.array(valuesFor(s.items ?? {}, malformed, key, depth + 1), { minLength, maxLength });
    }
    case 'object':
      return objectFor(s, malformed, depth);
    default:
      // Unrepresentable in JSON Schema (a custom check, a transform's input): anything.
      return malformed ? hostile : hostileLeaf;
  }
}

function objectFor(s: Schema, malformed: boolean, depth: number): fc.Arbitrary<unknown> {
  const properties = Object.entries(s.properties ?? {});
  const required = (s.required ?? []).filter((k) => s.properties?.[k]);
  const record = fc.record(Object.fromEntries(properties.map(([k, p]) => [k, valuesFor(p, malformed, k, depth + 1)])), { requiredKeys: required });
  if (!malformed) return record;
  return fc
    .tuple(
      record,
      required.length ? fc.option(fc.subarray(required, { minLength: 1 }), { freq: 3 }) : fc.constant(null),
      fc.option(fc.dictionary(hostileKey, hostile, { minKeys: 1, maxKeys: 3 }), { freq: 3 }),
    )
    .map(([value, missing, extra]) => {
      const out: Record<string, unknown> = { ...(value as Record<string, unknown>) };
      for (const k of missing ?? []) delete out[k];
      for (const [k, v] of Object.entries(extra ?? {})) Object.defineProperty(out, k, { value: v, enumerable: true, writable: true, configurable: true });
      return out;
    });
}

/** A value at the top of a body or query: valid-shaped, malformed, or hostile as a whole. */
function topFor(schema: z.ZodType | undefined): fc.Arbitrary<unknown> {
  if (!schema) return fc.oneof(fc.constant(undefined), hostile);
  const s = jsonSchemaOf(schema);
  return fc.oneof(
    { weight: 2, arbitrary: valuesFor(s, false) },
    { weight: 3, arbitrary: valuesFor(s, true) },
    { weight: 1, arbitrary: hostile },
  );
}

// ---------------------------------------------------------------------------------------
// Requests

interface Payload {
  contentType: string;
  text: string | Buffer;
}

const randomBytes = fc.uint8Array({ maxLength: 512 }).map((b) => Buffer.from(b));
/** Bodies that are not the JSON of a value: broken JSON, foreign and file content types. */
const rawPayload: fc.Arbitrary<Payload> = fc.oneof(
  fc
    .constantFrom(
      '',
      '   ',
      '{',
      '{"a":',
      '[1,2',
      'nul',
      '"\u0000"',
      '{"__proto__":{"admin":true}}',
      '{"constructor":{"prototype":{"admin":true}}}',
      '{"id":1,"id":"bir"}',
      '\uFEFF{}',
      '[]',
      'null',
      '1e999',
      '"İ"',
      `${'['.repeat(10_000)}${']'.repeat(10_000)}`,
    )
    .map((text) => ({ contentType: 'application/json', text })),
  fc.constantFrom('text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/xml', 'application/json; charset=utf-16').map((contentType) => ({
    contentType,
    text: 'a=1&b=%00&c=İ',
  })),
  fc
    .tuple(fc.array(fc.array(hostileString, { maxLength: 4 }), { maxLength: 5 }), fc.constantFrom(',', ';', '\t'))
    .map(([rows, sep]) => ({ contentType: 'text/csv', text: rows.map((row) => row.join(sep)).join('\r\n') })),
  fc
    .tuple(
      fc.constantFrom(
        'application/octet-stream',
        'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        'image/jpeg',
        'image/png',
        'image/webp',
      ),
      fc.constantFrom(Buffer.alloc(0), Buffer.from('PK\u0003\u0004'), Buffer.from([0xff, 0xd8, 0xff]), Buffer.from('\u0089PNG\r\n\u001a\n', 'latin1'), Buffer.from('RIFF\0\0\0\0WEBP')),
      randomBytes,
    )
    .map(([contentType, magic, rest]) => ({ contentType, text: Buffer.concat([magic, rest]) })),
);

const paramValue = fc.constantFrom('1', '0', '-1', '999999999', 'abc', '9'.repeat(40), '00000000-0000-4000-8000-000000000000', '1.5', '%C4%B0', '%00', '%20', '1e3');
const wildcardValue = fc.constantFrom('x', 'index.html', '..%2F..%2Fpackage.json', '%00', 'a'.repeat(300), '%C4%B0.js');
/** Query text that no object serialises to. */
const rawQuery = fc.constantFrom('', '', '', '&%=1', '&a=%E0%A4%A', '&%ZZ', '&&&', '&page[0]=1', '&__proto__=x', '&constructor[prototype][x]=1', '&id=1&id=2', '&search=%00');

function queryText(value: unknown): string {
  const params = new URLSearchParams();
  const put = (k: string, v: unknown) => {
    if (v === undefined) return;
    if (Array.isArray(v)) for (const item of v) put(k, item);
    else if (v instanceof RawNumber) params.append(k, v.text);
    else if (v !== null && typeof v === 'object') params.append(k, toJsonText(v));
    else params.append(k, String(v));
  };
  if (value !== null && typeof value === 'object' && !Array.isArray(value) && !(value instanceof RawNumber)) {
    for (const [k, v] of Object.entries(value)) put(k, v);
  } else if (value !== undefined) {
    put('q', value);
  }
  return params.toString();
}

interface FuzzRequest {
  path: string;
  query: string;
  payload?: Payload;
  headers: Record<string, string>;
}

/** A CORS preflight's own headers, present, absent or odd (OPTIONS only). */
const preflightHeaders: fc.Arbitrary<Record<string, string>> = fc
  .record(
    {
      'access-control-request-method': fc.constantFrom('GET', 'POST', 'PATCH', 'DELETE', 'TRACE', '', 'İ', 'get'),
      'access-control-request-headers': fc.constantFrom('content-type', 'authorization, content-type', 'x-İ', ''),
    },
    { requiredKeys: [] },
  )
  // As they arrive over HTTP: a header's UTF-8 bytes read as Latin-1. (Injected as they are,
  // a character above U+00FF, which no real request can carry, reaches the CORS plugin, which
  // echoes it into a response header that Node refuses to write: a 500 only inject can cause.)
  .map((headers) => Object.fromEntries(Object.entries(headers).map(([k, v]) => [k, Buffer.from(v, 'utf8').toString('latin1')])));

function requestsFor(route: TableRoute): fc.Arbitrary<FuzzRequest> {
  const method = methodOf(route);
  const params = route.url.match(/:[A-Za-z]+/g) ?? [];
  const wildcard = route.url.endsWith('*');
  const path = fc.tuple(fc.array(paramValue, { minLength: params.length, maxLength: params.length }), wildcardValue).map(([values, wild]) => {
    if (route.url === '*') return `${API_PREFIX}/${wild}`;
    let i = 0;
    const filled = route.url.replace(/:[A-Za-z]+/g, () => values[i++]!);
    return wildcard ? filled.replace(/\*$/, wild) : filled;
  });
  const query = fc.tuple(topFor(route.querystring), rawQuery).map(([value, raw]) => queryText(value) + raw);
  const payload: fc.Arbitrary<Payload | undefined> = takesBody(method)
    ? fc.oneof(
        { weight: 5, arbitrary: topFor(route.body).map((value) => (value === undefined ? undefined : { contentType: 'application/json', text: toJsonText(value) })) },
        { weight: 1, arbitrary: rawPayload },
      )
    : fc.constant(undefined);
  const headers = method === 'OPTIONS' ? preflightHeaders : fc.constant({});
  return fc.record({ path, query, payload, headers });
}

// ---------------------------------------------------------------------------------------
// Reporting

/** A counterexample short enough to read: long strings cut, raw numbers shown as text. */
function shorten(value: unknown): unknown {
  if (typeof value === 'string') return value.length > 120 ? `${value.slice(0, 60)}…(${value.length} chars)` : value;
  if (Buffer.isBuffer(value)) return `<${value.length} bytes: ${value.subarray(0, 24).toString('hex')}…>`;
  if (value instanceof RawNumber) return `raw:${value.text}`;
  if (Array.isArray(value)) return value.slice(0, 10).map(shorten);
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, shorten(v)]));
  return value;
}

interface Tally {
  requests: number;
  byClass: Record<string, number>;
  /** Protected routes' answers other than 401/403: the bearer really got the request in. */
  pastAccess: number;
}

/** Who sends the fuzzed requests: nobody signed in, a user of a role the route allows, or that user on a TRC member. */
type Caller = 'anonymous' | 'allowed' | 'trc';

describe('every API route fuzzed from its contract', () => {
  let app: App;
  let routes: TableRoute[];
  const tally: Tally = { requests: 0, byClass: {}, pastAccess: 0 };

  beforeAll(async () => {
    ({ app, routes } = await buildRouteTable());
  });
  afterAll(() => app?.close());

  /** Rows of the tables every write of the API leaves a trace in. */
  const writeCount = async () => {
    const [audit] = await app.db.select({ n: count() }).from(auditLog);
    const [outbox] = await app.db.select({ n: count() }).from(outboxMessages);
    return audit!.n + outbox!.n;
  };

  /** A new user's bearer header: a user of `role`, on a TRC member for the traceability routes. */
  const bearer = async (role: Role, caller: Caller) => {
    if (caller !== 'trc') return as(app as never, role);
    return as(app as never, role, { app: AppCode.Trc, host: 'trc' });
  };

  /** Runs the property on one route; a failure comes back as a readable report. */
  async function fuzzRoute(route: TableRoute, seed: number, caller: Caller) {
    const method = methodOf(route);
    const role = allowedRole(route.access);
    // A fresh user for each route, and again after a 401: a request that ended its caller's
    // session (logout, a password change) spoils neither the next run nor another route.
    let auth: Record<string, string> = {};
    let stale = caller !== 'anonymous';
    let notTrcMember = false;
    const property = fc.asyncProperty(requestsFor(route), async (request) => {
      if (stale) {
        auth = await bearer(role, caller);
        stale = false;
      }
      const before = await writeCount();
      const res = await app.inject({
        method: method as 'GET',
        url: `${request.path}?${request.query}`,
        headers: {
          ...pageHeaders(caller === 'trc' ? 'trc' : 'rct'),
          ...auth,
          ...request.headers,
          ...(request.payload ? { 'content-type': request.payload.contentType } : {}),
        },
        remoteAddress: freshIp(),
        ...(request.payload ? { payload: request.payload.text } : {}),
      });
      const status = res.statusCode;
      tally.requests++;
      const statusClass = `${Math.floor(status / 100)}xx`;
      tally.byClass[statusClass] = (tally.byClass[statusClass] ?? 0) + 1;
      if (route.protected && status !== 401 && status !== 403) tally.pastAccess++;
      if (caller !== 'anonymous' && status === 401) stale = true;
      const answer = `${status} ${res.headers['content-type'] ?? '(no content-type)'} ${res.body.slice(0, 300)}`;
      expect(status, answer).toBeLessThan(500);
      if (status < 400) return;
      expect(res.headers['content-type'], answer).toMatch(/^application\/json/);
      const parsed = errorEnvelopeSchema.safeParse(JSON.parse(res.body));
      expect(parsed.success, `not the error envelope: ${answer}`).toBe(true);
      if (status === 403 && parsed.data?.code === TraceabilityErrorCode.NotTrcMember) notTrcMember = true;
      expect(await writeCount(), `a refused request wrote audit_log or outbox_messages rows: ${answer}`).toBe(before);
    });
    const result = await fc.check(property, { seed, numRuns: RUNS_PER_ROUTE, interruptAfterTimeLimit: 20_000 });
    const failure = result.failed
      ? [
          `${nameOf(route)} as ${caller === 'anonymous' ? 'anonymous' : `role ${role}${caller === 'trc' ? ' (TRC member)' : ''}`}`,
          `  replay: seed ${seed}, path "${result.counterexamplePath}" (${result.numRuns} runs, ${result.numShrinks} shrinks)`,
          `  request: ${JSON.stringify(shorten(result.counterexample?.[0]))}`,
          `  ${String((result.errorInstance as Error | undefined)?.message ?? result.errorInstance)
            .split('\n')
            .slice(0, 6)
            .join('\n  ')}`,
        ].join('\n')
      : undefined;
    return { failure, notTrcMember, runs: result.interrupted ? -1 : result.numRuns };
  }

  it('the routes left out of the fuzzing are named with a reason and still exist', () => {
    const names = new Set(routes.map(nameOf));
    for (const [name, reason] of Object.entries(NotFuzzed)) {
      expect(names.has(name), `${name} is listed as not fuzzed but is no longer in the route table`).toBe(true);
      expect(reason.length, name).toBeGreaterThan(20);
    }
    expect(routes.length).toBeGreaterThan(200);
  });

  /** Routes that refused the ordinary user as not a TRC member. */
  const trcOnly: string[] = [];
  const fuzzedRoutes = () => {
    const fuzzed = routes.filter((r) => !(nameOf(r) in NotFuzzed));
    expect(fuzzed.length + Object.keys(NotFuzzed).length).toBe(routes.length);
    return fuzzed;
  };

  // The routes in four parts, each its own test and time limit: one test over every route
  // outgrew a single limit as the API grew, on a busy machine.
  const PARTS = 4;
  for (let part = 0; part < PARTS; part++) {
    it(
      `whatever a route is sent, by a caller it lets in, it answers below 500, refuses in the error envelope and writes nothing when it refuses (part ${part + 1} of ${PARTS})`,
      async () => {
        const failures: string[] = [];
        for (const [index, route] of fuzzedRoutes().entries()) {
          if (index % PARTS !== part) continue;
          const seed = SEED + index;
          const first = await fuzzRoute(route, seed, route.protected ? 'allowed' : 'anonymous');
          // The professional area is where a TRC member's field roles work, and the traceability
          // routes let in only a TRC member's users: such routes are fuzzed again as one, so that
          // the requests get past the membership check into the route itself.
          const asTrc = first.notTrcMember || (typeof route.access === 'object' && route.access.area === 'professional');
          const trc = asTrc ? await fuzzRoute(route, seed, 'trc') : undefined;
          for (const pass of trc ? [first, trc] : [first]) {
            if (pass.failure) failures.push(pass.failure);
            else expect(pass.runs, `${nameOf(route)}: the runs did not finish in time`).toBe(RUNS_PER_ROUTE);
          }
          if (first.notTrcMember) trcOnly.push(nameOf(route));
          if (trc) expect(trc.notTrcMember, `${nameOf(route)}: a TRC member's user was refused as not a TRC member`).toBe(false);
        }
        expect(failures.length, `${failures.length} route(s) broke the contract:\n\n${failures.join('\n\n')}\n`).toBe(0);
      },
      180_000,
    );
  }

  it('the fuzzing reached the routes: past access, some accepted, most refused, and the TRC pass was needed', () => {
    // The requests got past access, some were accepted and most were refused (each refusal
    // checked for its envelope and for writes)…
    expect(tally.pastAccess).toBeGreaterThan(tally.requests / 2);
    expect(tally.byClass['2xx'] ?? 0).toBeGreaterThan(0);
    expect(tally.byClass['4xx'] ?? 0).toBeGreaterThan(tally.requests / 2);
    // …and some routes turned the RCT member's user away.
    expect(trcOnly.length).toBeGreaterThan(0);
  });
});
