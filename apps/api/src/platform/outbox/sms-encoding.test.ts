import { describe, expect, it } from 'vitest';
import { smsLength } from './sms-encoding';

describe('smsLength: the encoding that keeps every letter and the parts it costs', () => {
  it('plain GSM 7-bit: 160 in one part, 153 per part beyond; ö ü Ç are in the default alphabet', () => {
    expect(smsLength('a'.repeat(160))).toEqual({ encoding: 'gsm7', units: 160, segments: 1 });
    expect(smsLength('a'.repeat(161))).toEqual({ encoding: 'gsm7', units: 161, segments: 2 });
    expect(smsLength('a'.repeat(306)).segments).toBe(2);
    expect(smsLength('a'.repeat(307)).segments).toBe(3);
    expect(smsLength('Ölçü Ünü Çok').encoding).toBe('gsm7-tr');
    expect(smsLength('Ölü Ünü Çok').encoding).toBe('gsm7');
  });

  it('extension characters take two septets and are not split over parts', () => {
    expect(smsLength('€'.repeat(80))).toEqual({ encoding: 'gsm7', units: 160, segments: 1 });
    // 152 septets, then a two-septet € that would straddle 153: it opens the second part.
    expect(smsLength(`${'a'.repeat(152)}€${'a'.repeat(10)}`)).toMatchObject({ units: 164, segments: 2 });
    // 306 septets would fit two parts of 153 by count, but the split € costs a third part.
    expect(smsLength(`${'a'.repeat(152)}€${'a'.repeat(151)}`)).toMatchObject({ units: 305, segments: 2 });
    expect(smsLength(`${'a'.repeat(152)}€${'a'.repeat(152)}`)).toMatchObject({ units: 306, segments: 3 });
  });

  it('Turkish single shift: ç ğ ı ş Ğ İ Ş at two septets, 155 in one part, 149 per part beyond', () => {
    const letters = 'çğışĞİŞ';
    expect(smsLength(letters)).toEqual({ encoding: 'gsm7-tr', units: 14, segments: 1 });
    expect(smsLength(`ş${'a'.repeat(153)}`)).toEqual({ encoding: 'gsm7-tr', units: 155, segments: 1 });
    expect(smsLength(`ş${'a'.repeat(154)}`)).toEqual({ encoding: 'gsm7-tr', units: 156, segments: 2 });
    expect(smsLength(`ş${'a'.repeat(296)}`)).toMatchObject({ units: 298, segments: 2 });
    expect(smsLength(`ş${'a'.repeat(297)}`)).toMatchObject({ units: 299, segments: 3 });
    expect(smsLength('Reçeteniz hazır: İlaç dozu ışığında').encoding).toBe('gsm7-tr');
  });

  it('a character outside both tables (â, an emoji) sends the whole text as UCS-2: 70, then 67 per part', () => {
    expect(smsLength('Kâzım')).toEqual({ encoding: 'ucs2', units: 5, segments: 1 });
    expect(smsLength(`â${'a'.repeat(69)}`)).toEqual({ encoding: 'ucs2', units: 70, segments: 1 });
    expect(smsLength(`â${'a'.repeat(70)}`)).toEqual({ encoding: 'ucs2', units: 71, segments: 2 });
    expect(smsLength(`â${'a'.repeat(133)}`).segments).toBe(2);
    expect(smsLength(`â${'a'.repeat(134)}`).segments).toBe(3);
    // An emoji is a surrogate pair: two units, never split.
    expect(smsLength(`${'a'.repeat(66)}🌱`)).toMatchObject({ encoding: 'ucs2', units: 68, segments: 1 });
    expect(smsLength(`${'a'.repeat(66)}🌱${'a'.repeat(3)}`)).toMatchObject({ units: 71, segments: 2 });
  });
});
