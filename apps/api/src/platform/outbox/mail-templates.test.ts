import { AppCode } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { mailTemplates, renderMail } from './mail-templates';

const support = { supportEmail: 'destek@bestnet.com.tr' };
const sample: Record<(typeof mailTemplates)[number], Record<string, string>> = {
  'verify-email': { name: 'Ayşe Yılmaz', link: 'http://rct.localhost:8080/verify?token=abc' },
  'registration-exists': { name: 'Ayşe', loginLink: 'http://rct.localhost:8080/', resetLink: 'http://rct.localhost:8080/forgot-password' },
  'reset-password': { name: 'Ayşe', link: 'http://rct.localhost:8080/reset-password?token=xyz' },
  invitation: { name: 'Ayşe', link: 'http://rct.localhost:8080/reset-password?token=davet', memberName: 'Yeşil Vadi Tarım', inviterName: 'Mehmet Demir' },
  'password-changed': { name: 'Ayşe' },
  'new-login': { name: 'Ayşe', ip: '203.0.113.7' },
  'contact-received': { name: 'Ali Çelik', email: 'ali@example.com', phone: '', subject: 'Demo', message: 'Merhaba, demo istiyoruz.' },
  'contact-ack': { name: 'Ali Çelik' },
  'verify-contact-change': { name: 'Ayşe', code: '042917' },
  'contact-changed': { name: 'Ayşe', what: 'E-posta adresi', newValue: 'ye***@ornek.com.tr', time: '12.05.2026 14:30:00' },
  prescription: {
    name: 'Şükrü Işıkoğlu',
    prescriptionNo: 'RCT-2026-000123',
    memberName: 'Yeşilçayır Tarım Danışmanlık Ltd. Şti.',
    prescriberName: 'Gülşen Öztürk',
    prescriberTitle: 'Ziraat Mühendisi',
    plantName: 'Domates',
    area: 'Çiçekli Sera 2 — İncek Mahallesi, Gölbaşı / Ankara (2,5 da)',
    url: 'http://rct.localhost:8080/prescription/q2Xw9_Lk3vBn7TzR0aYcUe4PdHs',
  },
  'prescription-member': {
    name: 'Yeşilçayır Tarım Danışmanlık Ltd. Şti.',
    prescriptionNo: 'RCT-2026-000123',
    memberName: 'Yeşilçayır Tarım Danışmanlık Ltd. Şti.',
    prescriberName: 'Gülşen Öztürk',
    plantName: 'Domates',
    senderName: 'Ömer Çelik',
    note: 'Üreticiye çarşamba günü teslim edildi.',
    url: 'http://rct.localhost:8080/prescription/q2Xw9_Lk3vBn7TzR0aYcUe4PdHs',
  },
  'reference-change': {
    name: 'Gülşen Öztürk',
    title: 'Ruhsat iptali: Akarmek 18 EC',
    message: 'Akarmek 18 EC (ÖRN-2014/0231) ruhsatı iptal edildi. Bu değişiklik 1 etkin reçetenizi etkiliyor; reçeteyi gözden geçirin.',
    url: 'http://rct.localhost:8080/receteler/42',
    actionLabel: 'Reçeteyi aç',
  },
};

describe('mail templates (DESIGN §4 outbox; §5 brands; all visible text Turkish)', () => {
  it.each(mailTemplates)('renders %s as Turkish text and HTML for every brand', (template) => {
    for (const app of [AppCode.Rct, AppCode.Src, AppCode.Trc, null]) {
      const mail = renderMail(template, app, sample[template], support);
      expect(mail.subject).not.toMatch(/\n/);
      expect(mail.text).toContain('Merhaba ');
      expect(mail.html).toMatch(/^<!doctype html>\n<html lang="tr">/);
      expect(mail.text).toContain('Bestnet Tarım Teknolojileri A.Ş.');
      for (const value of Object.values(sample[template]).filter((v) => v.startsWith('http'))) {
        expect(mail.text).toContain(value);
        expect(mail.html).toContain(`href="${value}"`);
      }
    }
  });

  it('brands each application with its name and colour', () => {
    const rct = renderMail('verify-email', AppCode.Rct, sample['verify-email'], support);
    const src = renderMail('verify-email', AppCode.Src, sample['verify-email'], support);
    const trc = renderMail('verify-email', AppCode.Trc, sample['verify-email'], support);
    expect(rct.subject).toBe('E-posta adresinizi doğrulayın | RCT Reçete');
    expect(src.subject).toContain('SRC Sorgu');
    expect(trc.subject).toContain('TRC İzlenebilirlik');
    expect(rct.html).toContain('#22774a');
    expect(src.html).toContain('#1c5ea0');
    expect(trc.html).toContain('#a55212');
  });

  it('escapes what users typed in the HTML', () => {
    const mail = renderMail('contact-received', null, { ...sample['contact-received'], name: '<b>x</b>', message: '<script>alert(1)</script>' }, support);
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(mail.html).not.toContain('<b>x</b>');
    expect(mail.text).toContain('<script>alert(1)</script>');
  });

  it('does not echo the sender’s subject or message in the acknowledgement', () => {
    const mail = renderMail('contact-ack', AppCode.Rct, { name: 'Ali', subject: 'cheap pills', message: 'visit spam.example' }, support);
    expect(mail.text).not.toMatch(/cheap pills|spam\.example/);
    expect(mail.text).toContain('Mesajınızı aldık');
  });

  it('refuses missing data and links that are not absolute http(s)', () => {
    expect(() => renderMail('verify-email', AppCode.Rct, { name: 'Ayşe' }, support)).toThrow(/link/);
    expect(() => renderMail('verify-email', AppCode.Rct, { name: 'Ayşe', link: 'javascript:alert(1)' }, support)).toThrow();
    expect(() => renderMail('verify-email', AppCode.Rct, { name: 'Ayşe', link: '/verify?token=x' }, support)).toThrow();
  });

  it('sends a producer their prescription: who wrote it, the plant and area, the public link and the attached PDF', () => {
    const data = sample.prescription;
    const mail = renderMail('prescription', AppCode.Rct, data, support);
    expect(mail.subject).toBe('Reçeteniz: RCT-2026-000123 | RCT Reçete');
    expect(mail.text).toContain('Merhaba Şükrü Işıkoğlu,');
    expect(mail.text).toContain('Yeşilçayır Tarım Danışmanlık Ltd. Şti. adına Ziraat Mühendisi Gülşen Öztürk tarafından sizin için bir bitki koruma ürünü reçetesi düzenlendi.');
    expect(mail.text).toContain('Bitki: Domates');
    expect(mail.text).toContain(`Alan: ${data.area}`);
    expect(mail.text).toContain(`Reçeteyi görüntüle:\n${data.url}`);
    expect(mail.text).toContain('Reçetenin PDF kopyası bu e-postanın ekindedir');
    expect(mail.text).toContain('Reçeteyle ilgili sorularınız için Yeşilçayır Tarım Danışmanlık Ltd. Şti. ile iletişime geçebilirsiniz.');
    expect(mail.text).toContain('Sorularınız için: destek@bestnet.com.tr');
    expect(mail.html).toContain(`<a href="${data.url}" style="display:inline-block;`);
    expect(mail.html).toContain('>Reçeteyi görüntüle</a>');
    expect(mail.html).toContain('#22774a');
    // No area (a fast prescription sent on): the line is left out.
    const { area: _area, ...noArea } = data;
    expect(renderMail('prescription', AppCode.Rct, noArea, support).text).not.toContain('Alan:');
  });

  it('sends the member its copy with the sender’s note, escaped in the HTML', () => {
    const mail = renderMail('prescription-member', AppCode.Rct, { ...sample['prescription-member'], note: '<script>alert(1)</script> & "teslim"' }, support);
    expect(mail.subject).toBe('Reçete kopyası: RCT-2026-000123 | RCT Reçete');
    expect(mail.text).toContain('Ömer Çelik, Yeşilçayır Tarım Danışmanlık Ltd. Şti. adına düzenlenen RCT-2026-000123 numaralı reçetenin bir kopyasını size gönderdi.');
    expect(mail.text).toContain('Gönderenin notu:\n<script>alert(1)</script> & "teslim"');
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;teslim&quot;');
    expect(mail.html).toContain('Gönderenin notu:');
    expect(mail.text).toContain('Reçetenin PDF kopyası bu e-postanın ekindedir');
    // Without a note there is no quote and no label.
    const { note: _note, ...noNote } = sample['prescription-member'];
    const plain = renderMail('prescription-member', AppCode.Rct, noNote, support);
    expect(plain.text).not.toContain('Gönderenin notu');
    expect(plain.html).not.toContain('border-left:4px');
  });

  it('tells a prescriber of a reference change, with the link to the prescription when there is one', () => {
    const data = sample['reference-change'];
    const mail = renderMail('reference-change', AppCode.Rct, data, support);
    expect(mail.subject).toBe('Ruhsat iptali: Akarmek 18 EC | RCT Reçete');
    expect(mail.text).toContain('Merhaba Gülşen Öztürk,');
    expect(mail.text).toContain(data.message);
    expect(mail.text).toContain(`Reçeteyi aç:\n${data.url}`);
    expect(mail.html).toContain('>Reçeteyi aç</a>');
    // Written outside a request (no configured links): the mail goes without a button.
    const { url: _url, actionLabel: _label, ...noLink } = data;
    const plain = renderMail('reference-change', AppCode.Rct, noLink, support);
    expect(plain.text).toContain(data.message);
    expect(plain.html).not.toContain('display:inline-block');
  });

  it('escapes names in a prescription mail and refuses one without its link', () => {
    const mail = renderMail('prescription', AppCode.Rct, { ...sample.prescription, name: '<b>Şükrü</b>', memberName: 'A&B <Tarım>' }, support);
    expect(mail.html).not.toContain('<b>Şükrü</b>');
    expect(mail.html).toContain('Merhaba &lt;b&gt;Şükrü&lt;/b&gt;,');
    expect(mail.html).toContain('A&amp;B &lt;Tarım&gt; adına');
    const { url: _url, ...noUrl } = sample.prescription;
    expect(() => renderMail('prescription', AppCode.Rct, noUrl, support)).toThrow(/url/);
    expect(() => renderMail('prescription', AppCode.Rct, { ...sample.prescription, url: 'javascript:alert(1)' }, support)).toThrow();
  });
});
