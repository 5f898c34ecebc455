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
}

export interface TestSmtpServer {
  url: string;
  port: number;
  received: ReceivedMail[];
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

/** Leaf parts of a (possibly multipart) entity, decoded. */
function leaves(part: Part): { type: string; content: string }[] {
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
  const content =
    encoding === 'base64'
      ? Buffer.from(part.body.replace(/\s+/g, ''), 'base64').toString('utf8')
      : encoding === 'quoted-printable'
        ? decodeQp(part.body)
        : part.body;
  return [{ type: type.split(';')[0]!.trim().toLowerCase(), content: content.replace(/\r\n/g, '\n') }];
}

export function parseMail(raw: string, envelope: { from: string; to: string[] }): ReceivedMail {
  const top = splitPart(raw);
  const parts = leaves(top);
  return {
    ...envelope,
    raw,
    headers: top.headers,
    subject: decodeWords(top.headers['subject'] ?? ''),
    messageId: top.headers['message-id'] ?? '',
    text: parts.find((p) => p.type === 'text/plain')?.content ?? '',
    html: parts.find((p) => p.type === 'text/html')?.content ?? '',
  };
}

/**
 * Starts an SMTP server on 127.0.0.1 with a random port. Without `auth`, any client may
 * send; with it, only that user and password. `reject` answers an SMTP error for a recipient.
 */
export async function startTestSmtpServer(
  options: { auth?: { user: string; pass: string }; reject?: (to: string) => { code: number; message: string } | undefined } = {},
): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  const settings: SMTPServerOptions = {
    authOptional: !options.auth,
    allowInsecureAuth: true,
    hideSTARTTLS: true,
    logger: false,
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
        received.push(parseMail(Buffer.concat(chunks).toString('utf8'), { from, to: session.envelope.rcptTo.map((r) => r.address) }));
        callback();
      });
    },
  };
  const server = new SMTPServer(settings);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  const credentials = options.auth ? `${encodeURIComponent(options.auth.user)}:${encodeURIComponent(options.auth.pass)}@` : '';
  return {
    url: `smtp://${credentials}127.0.0.1:${port}`,
    port,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
