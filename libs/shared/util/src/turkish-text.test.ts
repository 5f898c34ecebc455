import { describe, expect, it } from 'vitest';
import { capitalizeTr, compareTr, escapeLike, foldForSearch, initialsTr } from './turkish-text';

/** Each character of the first planes' letters and marks, alone and beside I, İ and a dot above. */
function* charactersBesideI(): Generator<string> {
  for (let code = 0; code < 0x3000; code += 1) {
    const c = String.fromCodePoint(code);
    yield* [c, `I${c}`, `${c}I`, `İ${c}`, `I\u0307${c}`, `I${c}\u0307`];
  }
}

describe('DESIGN §2 Turkish search folding', () => {
  it('`izmir` finds `İZMİR`: both fold to the same text', () => {
    expect(foldForSearch('İZMİR')).toBe(foldForSearch('izmir'));
  });
  it('`ığdır` finds `IĞDIR`', () => {
    expect(foldForSearch('IĞDIR')).toBe(foldForSearch('ığdır'));
  });
  it('folds every Turkish letter and trims spaces', () => {
    expect(foldForSearch('  ŞEKER  Pancarı ÇÖĞÜ ')).toBe('seker pancari cogu');
  });
  it('a substring of the folded value is found with LIKE after folding', () => {
    expect(foldForSearch('Kırmızı Örümcek').includes(foldForSearch('ÖRÜM'))).toBe(true);
  });
  it('folds every character as the Turkish lower case would (I and İ both end as i)', () => {
    const turkishLowerFirst = (text: string) => foldForSearch(text.normalize('NFC').toLocaleLowerCase('tr-TR'));
    for (const text of charactersBesideI()) expect(foldForSearch(text), JSON.stringify(text)).toBe(turkishLowerFirst(text));
  });
  it('escapes LIKE wildcards', () => {
    expect(escapeLike('50%_a\\b')).toBe('50\\%\\_a\\\\b');
  });
});

describe('spec §5 names are capitalised in the Turkish locale', () => {
  it('capitalises with dotted and dotless i', () => {
    expect(capitalizeTr('ışık İNCE')).toBe('Işık İnce');
    expect(capitalizeTr('ismail  ıŞIK')).toBe('İsmail Işık');
  });
  it('makes initials with Turkish upper case', () => {
    expect(initialsTr('şule', 'ırmak')).toBe('ŞI');
    expect(initialsTr('ilker', 'çelik')).toBe('İÇ');
  });
  it('sorts with Turkish collation', () => {
    expect(['Şanlıurfa', 'Sakarya', 'Çorum', 'Cizre'].sort(compareTr)).toEqual(['Cizre', 'Çorum', 'Sakarya', 'Şanlıurfa']);
  });
});
