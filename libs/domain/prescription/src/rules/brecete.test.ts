import { describe, expect, it } from 'vitest';
import { ABAMECTIN, ACETAMIPRID, APHID, context, licence, line, SPIDER_MITE } from '../test-fixtures';
import type { CheckContext } from '../types';
import { breceteRule } from './brecete';

const vertimec = licence(1, 'Vertimec 018 EC', [ABAMECTIN]);
const mospilan = licence(2, 'Mospilan 20 SP', [ACETAMIPRID]);
const lines = [line('l1', mospilan, APHID), line('l2', vertimec, SPIDER_MITE)];
const run = (more: Partial<CheckContext>) => breceteRule(context({ lines, ...more }));
const codes = (more: Partial<CheckContext>) => run(more).map((f) => `${f.code}:${f.severity}`);
const area = context().area!;

describe('B-Reçete for a risk-listed active substance', () => {
  it('passes with the producer’s TC, the ÇKS parcel and the prescriber’s number', () => {
    expect(run({})).toEqual([]);
  });

  it('asks nothing when no substance is on the risk list', () => {
    expect(run({ lines: [line('l1', mospilan, APHID)], producer: null, area: null, prescriber: { fullName: 'Mehmet Kaya', authorizationNumber: null } })).toEqual([]);
  });

  it('refuses a missing TC/VKN, ÇKS parcel and authorisation number, each', () => {
    const findings = run({
      producer: { id: 1, fullName: 'Ayşe Demir', tcOrVkn: ' ' },
      area: { ...area, cksParcel: null },
      prescriber: { fullName: 'Mehmet Kaya', authorizationNumber: null },
    });
    expect(findings).toEqual([
      {
        code: 'BRECETE_TC_MISSING',
        severity: 'error',
        message: 'Risk listesindeki aktif madde (Abamectin) için B-Reçete üreticinin TC kimlik no ya da VKN bilgisini ister; Ayşe Demir için TC kimlik no / VKN kayıtlı değil.',
        params: { substances: 'Abamectin' },
      },
      {
        code: 'BRECETE_PARCEL_MISSING',
        severity: 'error',
        message: 'Risk listesindeki aktif madde (Abamectin) için B-Reçete ÇKS parsel numarasını ister; üretim alanında (Sera 1) ÇKS parsel numarası girilmemiş.',
        params: { substances: 'Abamectin' },
      },
      {
        code: 'BRECETE_AUTHORIZATION_MISSING',
        severity: 'error',
        message: 'Risk listesindeki aktif madde (Abamectin) için B-Reçete reçeteyi yazanın yetki belgesi numarasını ister; Mehmet Kaya için yetki numarası kayıtlı değil.',
        params: { substances: 'Abamectin', prescriber: 'Mehmet Kaya' },
      },
    ]);
  });

  it('takes a corporate area’s VKN as the producer of record, and refuses without it', () => {
    expect(codes({ kind: 1, producer: null, corporateOwner: { name: 'Akdeniz Tarım A.Ş.', vkn: '1234567890' } })).toEqual([]);
    expect(run({ kind: 1, producer: null, corporateOwner: { name: 'Akdeniz Tarım A.Ş.', vkn: null } })[0]?.message).toBe(
      'Risk listesindeki aktif madde (Abamectin) için B-Reçete üreticinin TC kimlik no ya da VKN bilgisini ister; alanı işleten kuruluş (Akdeniz Tarım A.Ş.) için vergi kimlik numarası (VKN) kayıtlı değil.',
    );
    expect(codes({ kind: 1, producer: null })).toEqual(['BRECETE_TC_MISSING:error']);
  });

  it('asks a fast prescription to be attached to a producer’s area, and still for the prescriber’s number', () => {
    expect(run({ kind: 2, producer: null, area: null })).toEqual([
      {
        code: 'BRECETE_ATTACH_REQUIRED',
        severity: 'warning',
        message: 'Risk listesindeki aktif madde (Abamectin) için B-Reçete gerekir; ürün satılmadan önce bu hızlı reçete bir üreticinin üretim alanına bağlanmalıdır.',
        params: { substances: 'Abamectin' },
      },
    ]);
    expect(codes({ kind: 2, producer: null, area: null, prescriber: { fullName: 'Mehmet Kaya', authorizationNumber: '' } })).toEqual(['BRECETE_ATTACH_REQUIRED:warning', 'BRECETE_AUTHORIZATION_MISSING:error']);
  });
});
