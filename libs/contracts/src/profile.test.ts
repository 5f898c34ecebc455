import { describe, expect, it } from 'vitest';
import {
  changePasswordRequestSchema,
  confirmContactChangeSchema,
  contactChangeResponseSchema,
  requestContactChangeSchema,
  updateProfileRequestSchema,
} from './profile';

const TICKET = 'T'.repeat(43);
const messages = (result: { error?: { issues: { message: string }[] } }) => result.error?.issues.map((i) => i.message);

describe('profile contracts (spec §2 profile, DESIGN.md §4)', () => {
  it('trims name and surname and limits them, in Turkish', () => {
    expect(updateProfileRequestSchema.parse({ name: '  Ayşe ', surname: ' Çiftçi' })).toEqual({ name: 'Ayşe', surname: 'Çiftçi' });
    expect(messages(updateProfileRequestSchema.safeParse({ name: 'A', surname: 'x'.repeat(51) }))).toEqual([
      'Ad en az 2 karakter olmalı',
      'Soyad en fazla 50 karakter olabilir',
    ]);
    expect(messages(updateProfileRequestSchema.safeParse({}))).toEqual(['Ad gerekli', 'Soyad gerekli']);
  });

  it('takes a new e-mail (normalised) or a Turkish mobile in E.164, chosen by kind', () => {
    expect(requestContactChangeSchema.parse({ kind: 'email', email: ' Yeni@Ornek.COM.tr ' })).toEqual({ kind: 'email', email: 'yeni@ornek.com.tr' });
    expect(requestContactChangeSchema.parse({ kind: 'phone', phone: '+905321234567' })).toEqual({ kind: 'phone', phone: '+905321234567' });
    expect(messages(requestContactChangeSchema.safeParse({ kind: 'email', email: 'yok' }))).toEqual(['Geçerli bir e-posta adresi girin']);
    expect(messages(requestContactChangeSchema.safeParse({ kind: 'phone', phone: '0532 123 45 67' }))).toEqual([
      'Geçerli bir cep telefonu girin (+90 5XX XXX XX XX)',
    ]);
    // The e-mail field does not count for a phone change.
    expect(requestContactChangeSchema.safeParse({ kind: 'phone', email: 'a@b.co' }).success).toBe(false);
    expect(requestContactChangeSchema.safeParse({ kind: 'fax', fax: '1' }).success).toBe(false);
  });

  it('answers with a ticket and the masked destination', () => {
    const answer = { data: { ticket: TICKET, sentTo: '+90 5** *** ** 67', message: 'Kod gönderildi' } };
    expect(contactChangeResponseSchema.parse(answer)).toEqual(answer);
  });

  it('confirms with the ticket and a 6-digit code', () => {
    expect(confirmContactChangeSchema.parse({ ticket: TICKET, code: ' 012345 ' })).toEqual({ ticket: TICKET, code: '012345' });
    expect(messages(confirmContactChangeSchema.safeParse({ ticket: TICKET, code: '12345' }))).toEqual(['Doğrulama kodu 6 haneli olmalı']);
    expect(messages(confirmContactChangeSchema.safeParse({ ticket: 'kısa', code: '123456' }))).toEqual(['Bağlantı geçersiz']);
  });

  it('needs the current password and a new one of 8–128 characters that differs from it', () => {
    expect(changePasswordRequestSchema.parse({ currentPassword: 'eski', newPassword: 'yeni uzun şifrem' })).toEqual({
      currentPassword: 'eski',
      newPassword: 'yeni uzun şifrem',
    });
    expect(messages(changePasswordRequestSchema.safeParse({ currentPassword: '', newPassword: 'kisa' }))).toEqual([
      'Mevcut şifre gerekli',
      'Şifre en az 8 karakter olmalı',
    ]);
    expect(messages(changePasswordRequestSchema.safeParse({ currentPassword: 'x'.repeat(129), newPassword: 'y'.repeat(129) }))).toEqual([
      'Şifre en fazla 128 karakter olabilir',
      'Şifre en fazla 128 karakter olabilir',
    ]);
    const same = changePasswordRequestSchema.safeParse({ currentPassword: 'aynı şifre 42', newPassword: 'aynı şifre 42' });
    expect(same.error?.issues).toEqual([expect.objectContaining({ path: ['newPassword'], message: 'Yeni şifre mevcut şifrenizden farklı olmalı' })]);
  });
});
