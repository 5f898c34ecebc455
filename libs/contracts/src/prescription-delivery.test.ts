import { describe, expect, it } from 'vitest';
import { farmerMessage, farmerPhoneBodySchema, whatsappLink } from './prescription-delivery';

describe('the farmer\'s text and its WhatsApp link', () => {
  const text = farmerMessage({ prescriptionNo: 'RCT-2026-000123', memberName: 'Yeşilova Tarım', url: 'https://rct.example.com/prescription/abc_-1' });

  it('names the member, the number and the public link in Turkish', () => {
    expect(text).toBe('Yeşilova Tarım: RCT-2026-000123 numaralı reçeteniz hazır. Görüntülemek için: https://rct.example.com/prescription/abc_-1');
  });

  it('wa.me with the number without its plus, the text encoded (Turkish letters, spaces, the link\'s own characters)', () => {
    const url = whatsappLink(text, '+905321234567');
    expect(url.startsWith('https://wa.me/905321234567?text=')).toBe(true);
    expect(url).not.toContain(' ');
    expect(decodeURIComponent(url.slice(url.indexOf('?text=') + '?text='.length))).toBe(text);
    expect(whatsappLink(text, null).startsWith('https://wa.me/?text=')).toBe(true);
  });

  it('the phone field: optional, as typed; letters refused', () => {
    expect(farmerPhoneBodySchema.parse(undefined)).toEqual({ phone: null });
    expect(farmerPhoneBodySchema.parse({ phone: ' ' })).toEqual({ phone: null });
    expect(farmerPhoneBodySchema.parse({ phone: '0 (532) 123-45 67' })).toEqual({ phone: '0 (532) 123-45 67' });
    expect(farmerPhoneBodySchema.safeParse({ phone: 'beş yüz' }).success).toBe(false);
    expect(farmerPhoneBodySchema.safeParse({ phone: null, to: '0532 123 45 67' }).success).toBe(false);
  });
});
