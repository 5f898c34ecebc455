import { describe, expect, it } from 'vitest';
import names from './data/iso-turkish-names.json';
import { queryTokensOf, searchKeyOf, tokenMatches, tokenPattern, turkishFold } from './search-key';

describe('spelling fold: the Turkish spelling of an ISO name has the same key (issue "spelling that matches how Turkish users write ISO names")', () => {
  it('holds at least 100 real active-substance names', () => {
    expect(names.names.length).toBeGreaterThanOrEqual(100);
  });

  it.each(names.names)('$tr finds $iso and $iso finds $tr', ({ iso, tr }) => {
    expect(searchKeyOf(tr)).toBe(searchKeyOf(iso));
    // Typing either spelling: a prefix of one is inside the other's key (minus the final letters the fold may change).
    const typedTr = searchKeyOf(tr).slice(0, -2);
    const typedIso = searchKeyOf(iso).slice(0, -2);
    expect(searchKeyOf(iso).startsWith(typedTr)).toBe(true);
    expect(searchKeyOf(tr).startsWith(typedIso)).toBe(true);
  });

  it('keeps the Turkish case folding: İ/ı, ş, ğ, ü, ö, ç and upper case', () => {
    expect(searchKeyOf('İMİDAKLOPRİD')).toBe(searchKeyOf('imidacloprid'));
    expect(searchKeyOf('IĞDIR')).toBe(searchKeyOf('ığdır'));
    expect(searchKeyOf('Şeker pancarı')).toBe(searchKeyOf('seker pancari'));
    expect(searchKeyOf('KÜKÜRT')).toBe('kukurt');
  });

  it('folds every character as the Turkish lower case would (I and İ both end as i)', () => {
    for (let code = 0; code < 0x3000; code += 1) {
      const c = String.fromCodePoint(code);
      for (const text of [c, `I${c}`, `${c}I`, `İ${c}`, `I\u0307${c}`, `I${c}\u0307`]) {
        expect(turkishFold(text), JSON.stringify(text)).toBe(turkishFold(text.normalize('NFC').toLocaleLowerCase('tr-TR')));
      }
    }
  });

  it('leaves different names different', () => {
    expect(searchKeyOf('Captan')).not.toBe(searchKeyOf('Metiram'));
    expect(searchKeyOf('Tebuconazole')).not.toBe(searchKeyOf('Difenoconazole'));
  });
});

describe('code tokens (issue "codes are whole tokens, with or without their space")', () => {
  it('splits letters from digits, so a code with or without its space is one key', () => {
    expect(searchKeyOf('Confidor 350SC')).toBe(searchKeyOf('Confidor 350 SC'));
    expect(searchKeyOf('FRAC M01')).toBe(searchKeyOf('frac m 01'));
  });

  it('reads a decimal comma as a decimal point', () => {
    expect(searchKeyOf('Vertimec 1,8 EC')).toBe(searchKeyOf('vertimec 1.8 ec'));
    expect(searchKeyOf('1,8')).toBe('1.8');
    expect(searchKeyOf('a, b')).toBe('a b');
  });

  it('splits CAS numbers and licence numbers at their dashes', () => {
    expect(searchKeyOf('71751-41-2')).toBe('71751 41 2');
    expect(searchKeyOf('GEN-00123')).toBe('gen 00123');
  });

  it('numbers and the letters beside them are whole tokens: a short code never finds a longer one', () => {
    const [irac, four] = queryTokensOf('IRAC 4');
    expect(irac).toEqual({ text: 'irak', kind: 'word' });
    expect(four).toEqual({ text: '4', kind: 'number' });
    expect(tokenMatches(four!, searchKeyOf('IRAC 4A'))).toBe(true);
    expect(tokenMatches(four!, searchKeyOf('IRAC 28'))).toBe(false);
    expect(tokenMatches(four!, searchKeyOf('IRAC 4'))).toBe(true);
    const [, sc] = queryTokensOf('350 SC');
    expect(sc).toEqual({ text: 'sk', kind: 'code' });
    expect(tokenMatches(sc!, searchKeyOf('Confidor 350 SC'))).toBe(true);
    expect(tokenMatches(sc!, searchKeyOf('Confidor 350 SCX'))).toBe(false);
    const [one] = queryTokensOf('1');
    expect(tokenMatches(one!, searchKeyOf('IRAC 11'))).toBe(false);
    expect(tokenMatches(one!, searchKeyOf('1.5 kg'))).toBe(false);
    expect(tokenPattern(one!)).toBe('% 1 %');
  });

  it('words match inside a word (any order, compound words written apart); two letters at a word start', () => {
    const tokens = queryTokensOf('giller kabak');
    expect(tokens.every((t) => tokenMatches(t, searchKeyOf('Kabakgiller')))).toBe(true);
    expect(tokenPattern(tokens[0]!)).toBe('%giler%');
    const [iz] = queryTokensOf('iz');
    expect(tokenPattern(iz!)).toBe('% iz%');
    expect(tokenMatches(iz!, searchKeyOf('İzmir'))).toBe(true);
    expect(tokenMatches(iz!, searchKeyOf('Denizli'))).toBe(false);
  });

  it('has no token in punctuation alone, and reads at most eight words', () => {
    expect(queryTokensOf('.,;-!?')).toEqual([]);
    expect(queryTokensOf('')).toEqual([]);
    expect(queryTokensOf('a b c d e f g h i j').length).toBe(8);
  });
});
