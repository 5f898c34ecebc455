// A real SMTP server on a random local port for mail tests, and a small MIME reader for
// what it receives (enough for nodemailer's output: encoded words, QP/base64, multipart).
import type { AddressInfo } from 'node:net';
import { SMTPServer, type SMTPServerOptions } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
  headers: Record<string, string>;
  subject: string;
  messageId: string;
  text: string;
  html: string;
  /** Parts with a file name (Content-Disposition or Content-Type name), decoded to bytes. */
  attachments: ReceivedAttachment[];
}

export interface ReceivedAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
  /** The part's own headers, as sent. */
  headers: Record<string, string>;
}

export interface TestSmtpServer {
  url: string;
  port: number;
  received: ReceivedMail[];
  /**
   * The 250 answer to DATA held back `delayMs` (0: at once): a message is received before its
   * sender hears so. `pending` counts those received and not yet answered.
   */
  hold: { delayMs: number; pending: number };
  /** Client connections: opened in all, open now, and the most open at one time. */
  connections: { opened: number; open: number; mostOpen: number };
  close(): Promise<void>;
}

/** `=?UTF-8?Q?…?=` and `=?UTF-8?B?…?=` words of a header (RFC 2047). */
function decodeWords(value: string): string {
  return value
    .replace(/(=\?[^?]+\?[QqBb]\?[^?]*\?=)\s+(?==\?)/g, '$1')
    .replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g, (_, _charset: string, enc: string, data: string) =>
      enc.toUpperCase() === 'B' ? Buffer.from(data, 'base64').toString('utf8') : decodeQp(data.replace(/_/g, ' ')),
    );
}

function decodeQp(value: string): string {
  const bytes: number[] = [];
  const s = value.replace(/=\r?\n/g, '');
  for (let i = 0; i < s.length; i++) {
    if (s[i] === '=' && /^[0-9A-Fa-f]{2}$/.test(s.slice(i + 1, i + 3))) {
      bytes.push(parseInt(s.slice(i + 1, i + 3), 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(s[i]!, 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

interface Part {
  headers: Record<string, string>;
  body: string;
}

function splitPart(raw: string): Part {
  const at = raw.indexOf('\r\n\r\n');
  const head = at < 0 ? raw : raw.slice(0, at);
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r\n[ \t]+/g, ' ').split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { headers, body: at < 0 ? '' : raw.slice(at + 4) };
}

interface Leaf {
  type: string;
  headers: Record<string, string>;
  bytes: Buffer;
}

/** A header parameter (`filename="a.pdf"`, RFC 2231 `filename*=utf-8''…` or its `*0*` pieces). */
function parameter(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  const plain = new RegExp(`(?:^|;)\\s*${name}="?([^";]*)"?`, 'i').exec(header);
  if (plain) return decodeWords(plain[1]!);
  const pieces = [...header.matchAll(new RegExp(`(?:^|;)\\s*${name}\\*(?:(\\d+)\\*?)?="?([^";]*)"?`, 'gi'))]
    .sort((a, b) => Number(a[1] ?? 0) - Number(b[1] ?? 0))
    .map((m) => m[2]!);
  if (!pieces.length) return undefined;
  return decodeURIComponent(pieces.join('').replace(/^[^']*'[^']*'/, ''));
}

/** Leaf parts of a (possibly multipart) entity, decoded. */
function leaves(part: Part): Leaf[] {
  const type = part.headers['content-type'] ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (type.toLowerCase().startsWith('multipart/') && boundary) {
    return part.body
      .split(`--${boundary}`)
      .slice(1)
      .filter((chunk) => !chunk.startsWith('--'))
      .flatMap((chunk) => leaves(splitPart(chunk.replace(/^\r\n/, ''))));
  }
  const encoding = (part.headers['content-transfer-encoding'] ?? '7bit').toLowerCase();
  const bytes =
    encoding === 'base64'
      ? Buffer.from(part.body.replace(/\s+/g, ''), 'base64')
      : encoding === 'quoted-printable'
        ? Buffer.from(decodeQp(part.body), 'utf8')
        : Buffer.from(part.body, 'utf8');
  return [{ type: type.split(';')[0]!.trim().toLowerCase(), headers: part.headers, bytes }];
}

function fileName(leaf: Leaf): string | undefined {
  return parameter(leaf.headers['content-disposition'], 'filename') ?? parameter(leaf.headers['content-type'], 'name');
}

export function parseMail(raw: string, envelope: { from: string; to: string[] }): ReceivedMail {
  const top = splitPart(raw);
  const parts = leaves(top);
  const body = parts.filter((p) => !fileName(p));
  const text = (type: string) => body.find((p) => p.type === type)?.bytes.toString('utf8').replace(/\r\n/g, '\n') ?? '';
  return {
    ...envelope,
    raw,
    headers: top.headers,
    subject: decodeWords(top.headers['subject'] ?? ''),
    messageId: top.headers['message-id'] ?? '',
    text: text('text/plain'),
    html: text('text/html'),
    attachments: parts
      .filter((p) => fileName(p))
      .map((p) => ({ filename: fileName(p)!, contentType: p.type, content: p.bytes, headers: p.headers })),
  };
}

/**
 * Starts an SMTP server on 127.0.0.1 with a random port. Without `auth`, any client may
 * send; with it, only that user and password. `reject` answers an SMTP error for a recipient.
 */
export async function startTestSmtpServer(
  options: {
    auth?: { user: string; pass: string };
    reject?: (to: string) => { code: number; message: string } | undefined;
    /** A fixed port (a server brought back where it was); 0 picks one. */
    port?: number;
    /** Ms the 250 answer to DATA is held back for a message to these recipients (a relay stalling on one message). */
    stallFor?: (to: string[]) => number;
  } = {},
): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  const hold = { delayMs: 0, pending: 0 };
  const connections = { opened: 0, open: 0, mostOpen: 0 };
  const settings: SMTPServerOptions = {
    authOptional: !options.auth,
    allowInsecureAuth: true,
    hideSTARTTLS: true,
    logger: false,
    onConnect(_session, callback) {
      connections.opened++;
      connections.open++;
      connections.mostOpen = Math.max(connections.mostOpen, connections.open);
      callback();
    },
    onClose() {
      connections.open--;
    },
    onAuth(auth, _session, callback) {
      if (options.auth && auth.username === options.auth.user && auth.password === options.auth.pass) return callback(null, { user: auth.username });
      return callback(new Error('Invalid username or password'));
    },
    onRcptTo(address, _session, callback) {
      const refusal = options.reject?.(address.address);
      if (!refusal) return callback();
      return callback(Object.assign(new Error(refusal.message), { responseCode: refusal.code }));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
        const to = session.envelope.rcptTo.map((r) => r.address);
        received.push(parseMail(Buffer.concat(chunks).toString('utf8'), { from, to }));
        const delayMs = options.stallFor?.(to) || hold.delayMs;
        if (delayMs === 0) return callback();
        hold.pending++;
        setTimeout(() => {
          hold.pending--;
          callback();
        }, delayMs);
      });
    },
  };
  const server = new SMTPServer(settings);
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  const credentials = options.auth ? `${encodeURIComponent(options.auth.user)}:${encodeURIComponent(options.auth.pass)}@` : '';
  return {
    url: `smtp://${credentials}127.0.0.1:${port}`,
    port,
    received,
    hold,
    connections,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
