import { describe, expect, it } from 'vitest';
import { CONTACT_MESSAGE_MAX, contactRequestSchema } from './contact';

const valid = {
  name: 'Ayşe Yılmaz',
  email: 'Ayse@Example.com.tr',
  subject: 'Demo talebi',
  message: 'Seralarımız için reçete modülünü denemek istiyoruz.',
  kvkkConsent: true,
};

describe('contact contract (spec §2 /iletisim, §3 contact method)', () => {
  it('accepts a message without a phone and normalises the e-mail', () => {
    const parsed = contactRequestSchema.parse(valid);
    expect(parsed.email).toBe('ayse@example.com.tr');
    expect(parsed.phone).toBeUndefined();
  });

  it('takes an optional Turkish mobile in E.164 only', () => {
    expect(contactRequestSchema.safeParse({ ...valid, phone: '+905321234567' }).success).toBe(true);
    expect(contactRequestSchema.safeParse({ ...valid, phone: '0532 123 45 67' }).error?.issues[0]?.message).toBe(
      'Geçerli bir cep telefonu girin (+90 5XX XXX XX XX)',
    );
  });

  it(`limits the message to ${CONTACT_MESSAGE_MAX} characters and requires KVKK consent, in Turkish`, () => {
    const long = contactRequestSchema.safeParse({ ...valid, message: 'a'.repeat(CONTACT_MESSAGE_MAX + 1) });
    expect(long.error?.issues[0]?.message).toBe(`Mesaj en fazla ${CONTACT_MESSAGE_MAX} karakter olabilir`);
    const noConsent = contactRequestSchema.safeParse({ ...valid, kvkkConsent: false });
    expect(noConsent.error?.issues[0]?.message).toBe('KVKK aydınlatma metni onayı gerekli');
    const empty = contactRequestSchema.safeParse({ ...valid, name: ' ', subject: '' });
    expect(empty.error?.issues.map((i) => i.message)).toEqual(['Ad soyad en az 2 karakter olmalı', 'Konu en az 2 karakter olmalı']);
  });
});
