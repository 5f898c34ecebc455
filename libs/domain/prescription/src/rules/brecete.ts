// B-Reçete (nationwide since 1 July 2026): a product with an active substance on the risk
// list is sold and applied only against an electronic prescription that names the producer
// (TC kimlik no, or VKN for a company), the ÇKS parcel it is applied on and the prescriber's
// authorisation number. A missing one is an error: the prescription could not be registered.
//
// A corporate area (producer null) is farmed by the member company itself: it is the
// producer of record and is identified by its VKN (a B-Reçete accepts a VKN wherever it
// accepts a TC kimlik no). So its VKN, when the API gives it (corporateOwner), satisfies
// the rule; without it BRECETE_TC_MISSING stands, because nobody is identified.
//
// A fast prescription has no producer or area yet: it cannot be a B-Reçete until it is
// attached to a producer's area, which the warning says (the attached prescriptions are
// checked again, then with the producer and the parcel). The prescriber's number is known
// already, so it is checked here too.
import { PrescriptionKind } from '@portal/contracts';
import { finding } from '../findings';
import type { Finding } from '../types';
import { joinTr } from '../util/numbers';
import type { Rule } from './common';

const present = (value: string | null | undefined): boolean => (value ?? '').trim() !== '';

export const breceteRule: Rule = (ctx) => {
  const risky = [...new Set(ctx.lines.flatMap((l) => l.licence.activeSubstances.filter((s) => s.prescriptionRequired).map((s) => s.name)))];
  if (risky.length === 0) return [];
  const what = `Risk listesindeki ${risky.length === 1 ? 'aktif madde' : 'aktif maddeler'} (${joinTr(risky)})`;
  const params = { substances: risky.join(', ') };
  const out: Finding[] = [];

  if (ctx.kind === PrescriptionKind.Fast && ctx.area === null) {
    out.push(
      finding('warning', 'BRECETE_ATTACH_REQUIRED', `${what} için B-Reçete gerekir; ürün satılmadan önce bu hızlı reçete bir üreticinin üretim alanına bağlanmalıdır.`, params),
    );
  } else {
    const corporate = ctx.producer === null && ctx.kind === PrescriptionKind.ProductionArea;
    const identity = ctx.producer ? ctx.producer.tcOrVkn : corporate ? (ctx.corporateOwner?.vkn ?? null) : null;
    if (!present(identity)) {
      const whose = ctx.producer
        ? `${ctx.producer.fullName} için TC kimlik no / VKN kayıtlı değil`
        : corporate
          ? `alanı işleten kuruluş${ctx.corporateOwner ? ` (${ctx.corporateOwner.name})` : ''} için vergi kimlik numarası (VKN) kayıtlı değil`
          : 'reçetede üretici yok';
      out.push(finding('error', 'BRECETE_TC_MISSING', `${what} için B-Reçete üreticinin TC kimlik no ya da VKN bilgisini ister; ${whose}.`, params));
    }
    if (!present(ctx.area?.cksParcel)) {
      const where = ctx.area ? `üretim alanında (${ctx.area.name}) ÇKS parsel numarası girilmemiş` : 'reçetede üretim alanı yok';
      out.push(finding('error', 'BRECETE_PARCEL_MISSING', `${what} için B-Reçete ÇKS parsel numarasını ister; ${where}.`, params));
    }
  }
  if (!present(ctx.prescriber.authorizationNumber)) {
    out.push(
      finding(
        'error',
        'BRECETE_AUTHORIZATION_MISSING',
        `${what} için B-Reçete reçeteyi yazanın yetki belgesi numarasını ister; ${ctx.prescriber.fullName} için yetki numarası kayıtlı değil.`,
        { ...params, prescriber: ctx.prescriber.fullName },
      ),
    );
  }
  return out;
};
