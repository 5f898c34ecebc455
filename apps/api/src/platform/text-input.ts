// One rule for text that is not valid Unicode: it is refused with 400 and a field, whatever
// the route and however it arrives. Lone surrogates (a JSON `\ud800` escape) are refused by
// the contracts' textSchema under every field; this plugin refuses the two forms that never
// reach a schema as such, because decoding would silently turn them into U+FFFD or keep them
// as typed: a JSON body whose bytes are not UTF-8, and a query value whose %XX escapes do
// not decode to UTF-8.
import { ErrorCode, type FieldIssue } from '@portal/contracts';
import { isUtf8 } from 'node:buffer';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from './errors';

export const notUtf8Message = 'İstek gövdesi geçerli UTF-8 değil; metni UTF-8 olarak gönderin.';
export const queryNotUtf8Message = 'Adresteki değer geçerli UTF-8 değil; metni UTF-8 olarak kodlayıp gönderin.';

const HEX_PAIR = /^[0-9a-fA-F]{2}$/;

/** Whether a raw query component's %XX escapes decode to UTF-8 (a `%` not followed by two hex digits is a literal). */
export function decodesToUtf8(raw: string): boolean {
  if (!raw.includes('%')) return true;
  const parts: Buffer[] = [];
  for (let i = 0; i < raw.length; ) {
    if (raw[i] === '%' && HEX_PAIR.test(raw.slice(i + 1, i + 3))) {
      parts.push(Buffer.from([parseInt(raw.slice(i + 1, i + 3), 16)]));
      i += 3;
    } else {
      const char = String.fromCodePoint(raw.codePointAt(i)!);
      parts.push(Buffer.from(char, 'utf8'));
      i += char.length;
    }
  }
  return isUtf8(Buffer.concat(parts));
}

function nameOf(rawKey: string): string {
  try {
    return decodeURIComponent(rawKey.replace(/\+/g, ' '));
  } catch {
    return rawKey;
  }
}

/** The query fields whose value (or name) is not UTF-8 once decoded. */
export function queryIssues(url: string): FieldIssue[] {
  const at = url.indexOf('?');
  if (at < 0 || !url.includes('%', at)) return [];
  const issues: FieldIssue[] = [];
  for (const pair of url.slice(at + 1).split('&')) {
    const eq = pair.indexOf('=');
    const key = eq < 0 ? pair : pair.slice(0, eq);
    const value = eq < 0 ? '' : pair.slice(eq + 1);
    if (!decodesToUtf8(key) || !decodesToUtf8(value)) issues.push({ field: `query.${nameOf(key)}`, message: queryNotUtf8Message });
  }
  return issues;
}

export const textInputPlugin = fp(
  async (app: FastifyInstance) => {
    // The same parser Fastify uses (prototype poisoning refused), fed a checked string.
    const parseJson = app.getDefaultJsonParser('error', 'error');
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
      const bytes = body as Buffer;
      if (!isUtf8(bytes)) {
        done(new AppError(400, ErrorCode.Validation, notUtf8Message, [{ field: 'body', message: notUtf8Message }]), undefined);
        return;
      }
      parseJson(request, bytes.toString('utf8'), done);
    });
    // preValidation: after the access check (401/403 come first), before the route's schema.
    app.addHook('preValidation', async (request) => {
      const issues = queryIssues(request.url);
      if (issues.length) throw new AppError(400, ErrorCode.Validation, issues[0]!.message, issues);
    });
  },
  { name: 'text-input' },
);
