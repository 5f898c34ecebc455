import { AppCode } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { mailTemplates, renderMail } from './mail-templates';

const support = { supportEmail: 'destek@bestnet.com.tr' };
const sample: Record<(typeof mailTemplates)[number], Record<string, string>> = {
  'verify-email': { name: 'Ayşe Yılmaz', link: 'http://rct.localhost:8080/verify?token=abc' },
  'registration-exists': { name: 'Ayşe', loginLink: 'http://rct.localhost:8080/', resetLink: 'http://rct.localhost:8080/forgot-password' },
  'reset-password': { name: 'Ayşe', link: 'http://rct.localhost:8080/reset-password?token=xyz' },
  'password-changed': { name: 'Ayşe' },
  'new-login': { name: 'Ayşe', ip: '203.0.113.7' },
  'contact-received': { name: 'Ali Çelik', email: 'ali@example.com', phone: '', subject: 'Demo', message: 'Merhaba, demo istiyoruz.' },
  'contact-ack': { name: 'Ali Çelik' },
  'verify-contact-change': { name: 'Ayşe', code: '042917' },
  'contact-changed': { name: 'Ayşe', what: 'E-posta adresi', newValue: 'ye***@ornek.com.tr', time: '12.05.2026 14:30:00' },
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
});
