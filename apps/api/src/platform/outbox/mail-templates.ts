// Turkish e-mails, rendered once at enqueue time as HTML and plain text, branded per
// application. Simple table layout with inline CSS: what mail clients render alike.
import { AppCode } from '@portal/contracts';

export const mailTemplates = [
  'verify-email',
  'registration-exists',
  'reset-password',
  'invitation',
  'password-changed',
  'new-login',
  'contact-received',
  'contact-ack',
  'verify-contact-change',
  'contact-changed',
  'prescription',
  'prescription-member',
  'reference-change',
] as const;
export type MailTemplate = (typeof mailTemplates)[number];

interface Brand {
  name: string;
  /** Header and button colour; white text on it has at least 4.5:1 contrast. */
  color: string;
}

const PROVIDER = 'Bestnet Tarım Teknolojileri A.Ş.';

export const mailBrands: Record<AppCode | 'bestnet', Brand> = {
  [AppCode.Rct]: { name: 'RCT Reçete', color: '#22774a' },
  [AppCode.Src]: { name: 'SRC Sorgu', color: '#1c5ea0' },
  [AppCode.Trc]: { name: 'TRC İzlenebilirlik', color: '#a55212' },
  bestnet: { name: 'Bestnet Tarım', color: '#1d633d' },
};

/** What a template says; the layout turns it into HTML and text. */
interface MailContent {
  title: string;
  paragraphs: string[];
  /** The first is the main button; the others are smaller links. */
  actions?: { label: string; url: string }[];
  details?: [label: string, value: string][];
  /** Shown as a quoted block (a contact message). */
  quote?: string;
  /** A line introducing the quote. */
  quoteLabel?: string;
  after?: string[];
}

interface Context {
  brand: Brand;
  supportEmail: string;
  data: Record<string, string>;
}

const required: Record<MailTemplate, string[]> = {
  'verify-email': ['name', 'link'],
  'registration-exists': ['name', 'loginLink', 'resetLink'],
  'reset-password': ['name', 'link'],
  'invitation': ['name', 'link', 'memberName', 'inviterName'],
  'password-changed': ['name'],
  'new-login': ['name'],
  'contact-received': ['name', 'email', 'phone', 'subject', 'message'],
  'contact-ack': ['name'],
  'verify-contact-change': ['name', 'code'],
  'contact-changed': ['name', 'what', 'newValue', 'time'],
  // Optional: area, prescriberTitle; for the member's copy also senderName and note.
  prescription: ['name', 'prescriptionNo', 'memberName', 'prescriberName', 'plantName', 'url'],
  'prescription-member': ['name', 'prescriptionNo', 'memberName', 'prescriberName', 'plantName', 'url'],
  // Optional: url with its actionLabel (the prescription, or the changes feed).
  'reference-change': ['name', 'title', 'message'],
};

const single = 'Bağlantı yalnızca bir kez kullanılabilir ve kısa bir süre sonra geçerliliğini yitirir.';

/** "Ziraat Mühendisi Gülşen Öztürk", or the name alone. */
const prescriberOf = (data: Record<string, string>) => oneLine([data['prescriberTitle'], data['prescriberName']].filter(Boolean).join(' '));

/** A fertilization plan (data.document = 'plan') is worded as one; anything else is a prescription. */
const isPlan = (data: Record<string, string>) => data['document'] === 'plan';

function prescriptionDetails(data: Record<string, string>): [string, string][] {
  return (
    [
      [isPlan(data) ? 'Plan no' : 'Reçete no', data['prescriptionNo']],
      ['Bitki', data['plantName']],
      ['Alan', data['area']],
      ['Düzenleyen', prescriberOf(data)],
      ['Üye firma', data['memberName']],
    ] as [string, string | undefined][]
  ).filter((d): d is [string, string] => !!d[1]);
}

const pdfAttached = (data: Record<string, string>) => `${isPlan(data) ? 'Planın' : 'Reçetenin'} PDF kopyası bu e-postanın ekindedir; yazdırıp saklayabilirsiniz.`;

const content: Record<MailTemplate, (c: Context) => MailContent> = {
  'verify-email': ({ brand, data }) => ({
    title: 'E-posta adresinizi doğrulayın',
    paragraphs: [`${brand.name} kaydınızı tamamlamak için e-posta adresinizi doğrulayın.`],
    actions: [{ label: 'E-posta adresimi doğrula', url: data['link']! }],
    after: [single, 'Bu kaydı siz yapmadıysanız bu e-postayı yok sayabilirsiniz.'],
  }),
  'registration-exists': ({ brand, data }) => ({
    title: 'Bu e-posta adresiyle zaten bir hesabınız var',
    paragraphs: [
      `Bu e-posta adresiyle ${brand.name} için yeni bir kayıt yapılmak istendi. Adrese ait bir hesap zaten bulunduğundan yeni hesap açılmadı.`,
      'Mevcut hesabınızla giriş yapabilir, şifrenizi hatırlamıyorsanız yeni bir şifre belirleyebilirsiniz.',
    ],
    actions: [
      { label: 'Giriş yap', url: data['loginLink']! },
      { label: 'Şifremi unuttum', url: data['resetLink']! },
    ],
    after: ['Bu isteği siz yapmadıysanız bu e-postayı yok sayabilirsiniz; hesabınızda bir değişiklik yapılmadı.'],
  }),
  'reset-password': ({ brand, data }) => ({
    title: 'Şifre sıfırlama isteği',
    paragraphs: [`${brand.name} hesabınız için şifre sıfırlama isteği aldık. Yeni şifrenizi belirlemek için aşağıdaki bağlantıyı kullanın.`],
    actions: [{ label: 'Yeni şifre belirle', url: data['link']! }],
    after: [single, 'Bu isteği siz yapmadıysanız bu e-postayı yok sayabilirsiniz; şifreniz değişmez.'],
  }),
  invitation: ({ brand, data }) => ({
    title: `${brand.name} hesabınız açıldı`,
    paragraphs: [
      `${data['inviterName']}, sizi ${data['memberName']} üyeliğinde ${brand.name} kullanıcısı olarak ekledi.`,
      'Hesabınızı kullanmaya başlamak için aşağıdaki bağlantıdan şifrenizi belirleyin.',
    ],
    actions: [{ label: 'Şifremi belirle', url: data['link']! }],
    after: ['Bağlantı yalnızca bir kez kullanılabilir ve 7 gün geçerlidir. Süresi dolarsa yöneticinizden yeni bir davet isteyin.', 'Bu daveti beklemiyorsanız bu e-postayı yok sayabilirsiniz.'],
  }),
  'password-changed': ({ brand, supportEmail, data }) => ({
    title: 'Şifreniz değiştirildi',
    paragraphs: [`${brand.name} hesabınızın şifresi değiştirildi.`],
    details: data['time'] ? [['Zaman', data['time']]] : undefined,
    after: [`Bu değişikliği siz yapmadıysanız hemen ${supportEmail} adresinden destek ekibimize yazın.`],
  }),
  'new-login': ({ brand, supportEmail, data }) => ({
    title: 'Hesabınıza yeni bir giriş yapıldı',
    paragraphs: [`${brand.name} hesabınıza yeni bir oturum açıldı.`],
    details: (
      [
        ['Zaman', data['time']],
        ['IP adresi', data['ip']],
        ['Tarayıcı', data['device']],
      ] as [string, string | undefined][]
    ).filter((d): d is [string, string] => !!d[1]),
    after: [
      'Bu girişi siz yaptıysanız bir şey yapmanıza gerek yok.',
      `Siz yapmadıysanız şifrenizi hemen değiştirin ve ${supportEmail} adresinden destek ekibimize yazın.`,
    ],
  }),
  'contact-received': ({ brand, data }) => ({
    title: `İletişim formu: ${data['subject']}`,
    paragraphs: [`${brand.name} iletişim formundan yeni bir mesaj geldi. Yanıtınız doğrudan gönderene gider.`],
    details: [
      ['Ad soyad', data['name']!],
      ['E-posta', data['email']!],
      ['Telefon', data['phone'] || '—'],
      ['Konu', data['subject']!],
    ],
    quote: data['message'],
  }),
  // Echoes nothing the sender typed but the name: the form must not become a way to mail
  // arbitrary text to arbitrary addresses.
  'contact-ack': ({ brand, supportEmail }) => ({
    title: 'Mesajınızı aldık',
    paragraphs: [
      `${brand.name} iletişim formundan gönderdiğiniz mesaj bize ulaştı. Destek ekibimiz en kısa sürede size dönüş yapacak.`,
    ],
    after: [`Bu mesajı siz göndermediyseniz bu e-postayı yok sayabilir ya da ${supportEmail} adresine bildirebilirsiniz.`],
  }),
  // The code goes to the new address: only its owner can finish the change.
  'verify-contact-change': ({ brand, data }) => ({
    title: 'E-posta adresinizi doğrulayın',
    paragraphs: [`${brand.name} hesabınızın e-posta adresini bu adresle değiştirmek için profil sayfasına aşağıdaki kodu girin.`],
    details: [['Doğrulama kodu', data['code']!]],
    after: ['Kod 10 dakika geçerlidir ve yalnızca bir kez kullanılabilir; kimseyle paylaşmayın.', 'Bu isteği siz yapmadıysanız bu e-postayı yok sayabilirsiniz.'],
  }),
  // To the old address, so that an unwanted change is noticed.
  'contact-changed': ({ brand, supportEmail, data }) => ({
    title: `${data['what']} değiştirildi`,
    paragraphs: [`${brand.name} hesabınızın ${data['what']!.toLocaleLowerCase('tr-TR')} değiştirildi.`],
    details: [
      ['Yeni değer', data['newValue']!],
      ['Zaman', data['time']!],
    ],
    after: [`Bu değişikliği siz yapmadıysanız hemen ${supportEmail} adresinden destek ekibimize yazın.`],
  }),
  // To the producer (send-email-to-producer[s]): the PDF is attached, the button opens the public page.
  prescription: ({ data }) =>
    isPlan(data)
      ? {
          title: `Gübreleme planınız: ${data['prescriptionNo']}`,
          paragraphs: [
            `${data['memberName']} adına ${prescriberOf(data)} tarafından sizin için bir gübreleme planı düzenlendi.`,
            'Planı aşağıdaki bağlantıdan görüntüleyebilir, geçerliliğini doğrulayabilirsiniz.',
          ],
          actions: [{ label: 'Planı görüntüle', url: data['url']! }],
          details: prescriptionDetails(data),
          after: [pdfAttached(data), 'Ürünleri plandaki dönem, doz ve uygulama aralıklarına uyarak uygulayın.', `Planla ilgili sorularınız için ${data['memberName']} ile iletişime geçebilirsiniz.`],
        }
      : {
          title: `Reçeteniz: ${data['prescriptionNo']}`,
          paragraphs: [
            `${data['memberName']} adına ${prescriberOf(data)} tarafından sizin için bir bitki koruma ürünü reçetesi düzenlendi.`,
            'Reçeteyi aşağıdaki bağlantıdan görüntüleyebilir, geçerliliğini ve güncel durumunu doğrulayabilirsiniz.',
          ],
          actions: [{ label: 'Reçeteyi görüntüle', url: data['url']! }],
          details: prescriptionDetails(data),
          after: [
            pdfAttached(data),
            'Ürünleri reçetedeki doz ve sürelere uyarak uygulayın; hasat arası süreye ve arılar için bekleme süresine dikkat edin.',
            // The prescription's questions go to the member that wrote it; the footer names the portal's support.
            `Reçeteyle ilgili sorularınız için ${data['memberName']} ile iletişime geçebilirsiniz.`,
          ],
        },
  // The member's own copy (send-email-to-member), with the sender's optional note.
  'prescription-member': ({ data }) => ({
    title: `${isPlan(data) ? 'Gübreleme planı' : 'Reçete'} kopyası: ${data['prescriptionNo']}`,
    paragraphs: [
      `${data['senderName'] || prescriberOf(data)}, ${data['memberName']} adına düzenlenen ${data['prescriptionNo']} numaralı ${isPlan(data) ? 'gübreleme planının' : 'reçetenin'} bir kopyasını size gönderdi.`,
    ],
    actions: [{ label: isPlan(data) ? 'Planı görüntüle' : 'Reçeteyi görüntüle', url: data['url']! }],
    details: prescriptionDetails(data),
    quote: data['note']?.trim() || undefined,
    quoteLabel: 'Gönderenin notu:',
    after: [pdfAttached(data)],
  }),
  // To a prescriber whose active prescriptions a reference change touches.
  'reference-change': ({ data }) => ({
    title: data['title']!,
    paragraphs: [data['message']!],
    actions: data['url'] ? [{ label: data['actionLabel'] || 'Portalda aç', url: data['url'] }] : undefined,
    after: [
      'Düzenlenmiş reçeteler düzenlendikleri günkü haliyle kalır; bu değişiklik onları değiştirmez. Ürünü uygulamadan önce üreticiyi bilgilendirin, gerekirse düzeltme reçetesi yazın.',
      'Değişikliği reçetenin sayfasında gördüğünüzü işaretleyebilirsiniz.',
    ],
  }),
};

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

const escapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => escapes[c]!);
}

/** Only absolute http(s) links go into a mail. */
function checkedUrl(url: string): string {
  if (!/^https?:\/\/[^\s"<>]+$/.test(url)) throw new Error(`mail link must be an absolute http(s) URL: ${url}`);
  return url;
}

const oneLine = (s: string) => s.replace(/\s+/g, ' ').trim();

function footerLines(brand: Brand, supportEmail: string): string[] {
  return [
    `Bu e-posta ${brand.name} tarafından otomatik olarak gönderildi. Sorularınız için: ${supportEmail}`,
    `© ${new Date().getFullYear()} ${PROVIDER} — ${brand.name}`,
  ];
}

function renderText(c: MailContent, brand: Brand, supportEmail: string, greeting: string): string {
  const parts = [`${brand.name} — ${c.title}`, greeting, ...c.paragraphs];
  for (const a of c.actions ?? []) parts.push(`${a.label}:\n${a.url}`);
  if (c.details?.length) parts.push(c.details.map(([k, v]) => `${k}: ${v}`).join('\n'));
  if (c.quote) parts.push(c.quoteLabel ? `${c.quoteLabel}\n${c.quote}` : c.quote);
  parts.push(...(c.after ?? []), `--\n${footerLines(brand, supportEmail).join('\n')}`);
  return `${parts.join('\n\n')}\n`;
}

function renderHtml(c: MailContent, brand: Brand, supportEmail: string, greeting: string, subject: string): string {
  const p = (s: string) => `<p style="margin:0 0 16px 0;">${escapeHtml(s)}</p>`;
  const [main, ...others] = c.actions ?? [];
  const button = main
    ? `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:8px 0 16px 0;"><tr><td style="background:${brand.color};border-radius:6px;">` +
      `<a href="${escapeHtml(main.url)}" style="display:inline-block;padding:12px 24px;color:#ffffff;text-decoration:none;font-weight:bold;">${escapeHtml(main.label)}</a>` +
      `</td></tr></table>` +
      p('Düğme çalışmazsa bu adresi tarayıcınıza yapıştırın:') +
      `<p style="margin:0 0 16px 0;word-break:break-all;font-size:13px;"><a href="${escapeHtml(main.url)}" style="color:${brand.color};">${escapeHtml(main.url)}</a></p>`
    : '';
  const links = others
    .map((a) => `<p style="margin:0 0 16px 0;"><a href="${escapeHtml(a.url)}" style="color:${brand.color};font-weight:bold;">${escapeHtml(a.label)}</a></p>`)
    .join('');
  const details = c.details?.length
    ? `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:0 0 16px 0;font-size:14px;">${c.details
        .map(
          ([k, v]) =>
            `<tr><td style="padding:4px 16px 4px 0;color:#5b6b63;vertical-align:top;">${escapeHtml(k)}</td><td style="padding:4px 0;">${escapeHtml(v)}</td></tr>`,
        )
        .join('')}</table>`
    : '';
  const quote = c.quote
    ? (c.quoteLabel ? p(c.quoteLabel) : '') +
      `<div style="margin:0 0 16px 0;padding:12px 16px;border-left:4px solid ${brand.color};background:#f4f6f5;white-space:pre-wrap;">${escapeHtml(c.quote)}</div>`
    : '';
  const footer = footerLines(brand, supportEmail).map(escapeHtml).join('<br>');
  return `<!doctype html>
<html lang="tr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:0;background:#f4f6f5;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f4f6f5;"><tr><td align="center" style="padding:24px 12px;">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" style="width:100%;max-width:600px;background:#ffffff;border-radius:8px;font-family:Arial,Helvetica,sans-serif;color:#1f2d27;">
<tr><td style="background:${brand.color};color:#ffffff;padding:20px 24px;font-size:20px;font-weight:bold;border-radius:8px 8px 0 0;">${escapeHtml(brand.name)}</td></tr>
<tr><td style="padding:24px;font-size:15px;line-height:1.6;">
<h1 style="margin:0 0 16px 0;font-size:20px;">${escapeHtml(c.title)}</h1>
${p(greeting)}${c.paragraphs.map(p).join('')}${button}${links}${details}${quote}${(c.after ?? []).map(p).join('')}
</td></tr>
<tr><td style="padding:16px 24px;font-size:12px;line-height:1.5;color:#5b6b63;border-top:1px solid #e3e8e5;">${footer}</td></tr>
</table>
</td></tr></table>
</body></html>
`;
}

/** Subject, text and HTML of `template` for `app` (null: Bestnet's own brand). Throws on missing data or a non-http link. */
export function renderMail(
  template: MailTemplate,
  app: AppCode | null,
  data: Record<string, string>,
  options: { supportEmail: string },
): RenderedMail {
  const missing = required[template].filter((k) => typeof data[k] !== 'string');
  if (missing.length) throw new Error(`mail template ${template} needs ${missing.join(', ')}`);
  const brand = mailBrands[app ?? 'bestnet'];
  const c = content[template]({ brand, supportEmail: options.supportEmail, data });
  c.actions?.forEach((a) => checkedUrl(a.url));
  const name = oneLine(data['name'] ?? '');
  const greeting = name ? `Merhaba ${name},` : 'Merhaba,';
  const subject = oneLine(`${c.title} | ${brand.name}`);
  return { subject, text: renderText(c, brand, options.supportEmail, greeting), html: renderHtml(c, brand, options.supportEmail, greeting, subject) };
}
