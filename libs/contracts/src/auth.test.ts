import { describe, expect, it } from 'vitest';
import { loginRequestSchema, loginResultSchema, passwordSchema, registerRequestSchema, trMobileSchema } from './auth';

const individual = {
  accountType: 'individual',
  name: 'Ayşe',
  surname: 'Yılmaz',
  email: ' Ayse.Yilmaz@Example.com.tr ',
  phone: '+905321234567',
  password: 'domates-serasi-42',
  app: 1,
  kvkkConsent: true,
  termsConsent: true,
};

describe('DESIGN §4 auth contracts', () => {
  it('passwords are 8–128 characters with no composition rules', () => {
    expect(passwordSchema.safeParse('abcdefgh').success).toBe(true);
    expect(passwordSchema.safeParse('abcdefg').success).toBe(false);
    expect(passwordSchema.safeParse('a'.repeat(129)).success).toBe(false);
  });
  it('mobile numbers are Turkish mobiles in E.164', () => {
    expect(trMobileSchema.safeParse('+905321234567').success).toBe(true);
    expect(trMobileSchema.safeParse('05321234567').success).toBe(false);
    expect(trMobileSchema.safeParse('+903121234567').success).toBe(false);
  });
  it('registration normalises the e-mail and requires both consents', () => {
    const ok = registerRequestSchema.parse(individual);
    expect(ok.email).toBe('ayse.yilmaz@example.com.tr');
    const noKvkk = registerRequestSchema.safeParse({ ...individual, kvkkConsent: false });
    expect(noKvkk.success).toBe(false);
    expect(noKvkk.error?.issues[0]?.message).toBe('KVKK aydınlatma metni onayı gerekli');
  });
  it('a corporate applicant needs company, a 10-digit tax number, tax office and a §3 member type', () => {
    const corporate = { ...individual, accountType: 'corporate', memberType: 3, companyName: 'Ege Tarım Kooperatifi', taxNumber: '1234567890', taxOffice: 'Bornova' };
    expect(registerRequestSchema.safeParse(corporate).success).toBe(true);
    expect(registerRequestSchema.safeParse({ ...corporate, taxNumber: '12345' }).success).toBe(false);
    expect(registerRequestSchema.safeParse({ ...corporate, memberType: 9 }).success).toBe(false);
  });
  it('login defaults keepSession to false and reports missing fields in Turkish', () => {
    expect(loginRequestSchema.parse({ email: 'a@b.co', password: 'x' }).keepSession).toBe(false);
    const bad = loginRequestSchema.safeParse({ email: 'nope' });
    expect(bad.error?.issues.map((i) => i.message)).toEqual(['Geçerli bir e-posta adresi girin', 'Şifre gerekli']);
  });
  it('spec §4 cross-host redirect: a login result may name only a known host label', () => {
    expect(loginResultSchema.safeParse({ status: 'redirect', host: 'src', sessionId: 'a'.repeat(43) }).success).toBe(true);
    expect(loginResultSchema.safeParse({ status: 'redirect', host: 'evil', sessionId: 'a'.repeat(43) }).success).toBe(false);
  });
});
