import { describe, expect, it } from 'vitest';
import { capitalizeTr, compareTr, escapeLike, foldForSearch, initialsTr } from './turkish-text';

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
