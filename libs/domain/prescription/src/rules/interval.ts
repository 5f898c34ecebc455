// The label's minimum interval between two applications of the product (applicationIntervalDays),
// against the nearest application of it on the area this season, before or after this one:
// a second spray before the interval has passed adds residue before the first has degraded.
// A warning: the label sets the interval as good practice for the programme, and a
// prescriber may have a reason (a heavy outbreak) they must state by acknowledging it. The
// other application is a recorded one where the line was carried out, its planned date
// otherwise, and the message says which.
import { finding } from '../findings';
import { seasonApplications, SOURCE_TAG, sourceOf } from '../season';
import type { Finding } from '../types';
import { daysBetween, formatDate } from '../util/dates';
import { lineLabel, lineParams, registeredUse, type Rule } from './common';

export const intervalRule: Rule = (ctx) => {
  const season = seasonApplications(ctx);
  const out: Finding[] = [];
  const reported = new Set<number>();
  for (const line of ctx.lines) {
    const use = registeredUse(ctx, line);
    const interval = use?.applicationIntervalDays ?? null;
    if (!interval || reported.has(line.licence.id)) continue;
    const nearest = season
      .filter((p) => p.licenceId === line.licence.id)
      .map((p) => ({ p, days: daysBetween(p.date, ctx.applicationDate) }))
      .sort((a, b) => Math.abs(a.days) - Math.abs(b.days) || b.days - a.days)[0];
    if (!nearest || Math.abs(nearest.days) >= interval) continue;
    reported.add(line.licence.id);
    const { p, days } = nearest;
    const source = sourceOf(p);
    const tag = SOURCE_TAG[source];
    const when =
      source === 'recorded'
        ? days > 0
          ? `en son ${formatDate(p.date)} tarihinde uygulandı (${tag}, ${days} gün önce)`
          : days < 0
            ? `${formatDate(p.date)} tarihinde uygulandı (${tag}, ${-days} gün sonra)`
            : `aynı gün (${formatDate(p.date)}) uygulandı (${tag})`
        : days > 0
          ? `en son ${formatDate(p.date)} tarihinde uygulanmak üzere reçetelendi (${tag}, ${days} gün önce)`
          : days < 0
            ? `${formatDate(p.date)} tarihinde yeniden uygulanacak (${tag}, ${-days} gün sonra)`
            : `aynı gün (${formatDate(p.date)}) başka bir reçeteyle de uygulanıyor (${tag})`;
    out.push(
      finding(
        'warning',
        'APPLICATION_INTERVAL_TOO_SHORT',
        `${line.licence.tradeName} ${when}; ruhsata göre iki uygulama arasında en az ${interval} gün olmalı, ${interval - Math.abs(days)} gün eksik (${lineLabel(line)}).`,
        { ...lineParams(line), days: Math.abs(days), intervalDays: interval, daysShort: interval - Math.abs(days), otherDate: formatDate(p.date), source, ...(p.prescriptionNo ? { otherPrescriptionNo: p.prescriptionNo } : {}) },
        line.key,
      ),
    );
  }
  return out;
};
