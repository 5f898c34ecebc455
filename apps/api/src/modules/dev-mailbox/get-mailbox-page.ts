// GET /api/v1/dev/mailbox/page: the dev mailbox as a plain Turkish page with clickable links.
import { API_PREFIX, textSchema } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { OutboxStatus } from '../../platform/db';
import { escapeHtml } from '../../platform/outbox';
import { attachmentPath, latestMessages, MAILBOX_LIMIT, type AttachmentInfo, type MailboxRow } from './queries';

const statusLabel: Record<OutboxStatus, string> = {
  pending: 'bekliyor',
  sending: 'gönderiliyor',
  sent: 'gönderildi',
  failed: 'gönderilemedi',
  'kept-local': 'yerelde tutuldu',
};

const when = new Intl.DateTimeFormat('tr-TR', { dateStyle: 'short', timeStyle: 'medium', timeZone: 'Europe/Istanbul' });

/** Escapes the text and turns its absolute links into anchors. */
function linkify(text: string): string {
  return text
    .split(/(https?:\/\/[^\s<>"]+)/g)
    .map((part, i) => (i % 2 ? `<a href="${escapeHtml(part)}">${escapeHtml(part)}</a>` : escapeHtml(part)))
    .join('');
}

const kilo = new Intl.NumberFormat('tr-TR', { maximumFractionDigits: 1 });

/** 812 bayt, 12,3 KB, 1,2 MB */
export function fileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} bayt`;
  if (bytes < 1024 * 1024) return `${kilo.format(bytes / 1024)} KB`;
  return `${kilo.format(bytes / (1024 * 1024))} MB`;
}

function attachmentList(m: MailboxRow, files: AttachmentInfo[], prefix: string): string {
  if (!files.length) return '';
  const items = files
    .map((a, i) => `<li><a href="${escapeHtml(attachmentPath(prefix, m.id, i))}" download>${escapeHtml(a.filename)}</a> (${escapeHtml(a.contentType)}, ${fileSize(a.size)})</li>`)
    .join('');
  return `\n<p class="meta">Ekler:</p><ul class="files">${items}</ul>`;
}

function item(m: MailboxRow, prefix: string): string {
  const kind = m.channel === 'mail' ? 'E-posta' : 'SMS';
  const html = m.channel === 'mail' && m.bodyHtml ? ` · <a href="${prefix}/dev/mailbox/${m.id}/html">HTML görünümü</a>` : '';
  return `<article>
<h2>${escapeHtml(m.subject ?? kind)}</h2>
<p class="meta">${kind} · Alıcı: <a href="?to=${encodeURIComponent(m.recipient)}">${escapeHtml(m.recipient)}</a> · ${escapeHtml(when.format(m.createdAt))} · ${statusLabel[m.status]}${html}</p>
<pre>${linkify(m.bodyText)}</pre>${attachmentList(m, m.attachments, prefix)}
</article>`;
}

export function mailboxPage(rows: MailboxRow[], to: string | undefined, prefix: string): string {
  const filter = to ? `<p>Yalnızca <strong>${escapeHtml(to)}</strong> için gelenler gösteriliyor. <a href="?">Tümünü göster</a></p>` : '';
  const list = rows.length ? rows.map((m) => item(m, prefix)).join('\n') : '<p>Henüz ileti yok.</p>';
  return `<!doctype html>
<html lang="tr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Geliştirme posta kutusu</title>
<style>
body{font-family:system-ui,Arial,sans-serif;margin:0 auto;max-width:880px;padding:16px;color:#1f2d27}
article{border:1px solid #d5ddd8;border-radius:8px;padding:12px 16px;margin:12px 0}
h2{font-size:17px;margin:0 0 4px}.meta{color:#4b5b53;font-size:14px;margin:0 0 8px}
pre{white-space:pre-wrap;word-break:break-word;font:14px/1.5 system-ui,Arial,sans-serif;margin:0}
a{color:#1c5ea0}
.files{margin:0;padding-left:20px;font-size:14px}
</style></head>
<body>
<h1>Geliştirme posta kutusu</h1>
<p>Portalın gönderdiği son ${MAILBOX_LIMIT} e-posta ve SMS, en yenisi üstte. Bu sayfa yalnızca üretim dışında vardır; SMTP_URL tanımlı değilse hiçbir e-posta, SMS_API_URL tanımlı değilse hiçbir SMS gerçekten gönderilmez.</p>
<form method="get"><label>Alıcı (e-posta veya telefon): <input name="to" value="${escapeHtml(to ?? '')}"></label> <button type="submit">Süz</button> <a href="?${to ? `to=${encodeURIComponent(to)}` : ''}">Yenile</a></form>
${filter}
${list}
</body></html>
`;
}

export const getMailboxPage: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/dev/mailbox/page',
    { schema: { hide: true, querystring: z.object({ to: textSchema('Alıcı').max(254).optional() }) } },
    async (request, reply) => {
      const to = request.query.to?.trim() || undefined;
      const rows = await latestMessages(app.db, to);
      return reply.type('text/html; charset=utf-8').send(mailboxPage(rows, to, API_PREFIX));
    },
  );
};
