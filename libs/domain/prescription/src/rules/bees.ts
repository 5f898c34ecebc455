// Bees: a product toxic to bees (high or moderate on the label) must not reach foraging bees
// and hives must be closed or moved away for the bee waiting period (arı bekleme süresi);
// the beekeepers around are to be told. Low-toxicity products with a waiting period on the
// label still keep bees away for that long.
import { finding } from '../findings';
import type { Finding } from '../types';
import { byProduct, largest, lineLabel, lineParams, registeredUse, type Rule } from './common';

const TOXICITY: Record<string, string> = { high: 'yüksek derecede', moderate: 'orta derecede' };

export const beesRule: Rule = (ctx) => {
  const out: Finding[] = [];
  // Once per product, with the longest waiting period of its uses on the prescription.
  for (const { first: line, lines } of byProduct(ctx.lines)) {
    const toxicity = line.licence.beeToxicity;
    const waiting = largest(lines.map((l) => registeredUse(ctx, l)?.beeWaitingDays));
    const label = lineLabel(line);
    const params = { ...lineParams(line), ...(toxicity ? { beeToxicity: toxicity } : {}), ...(waiting !== null ? { beeWaitingDays: waiting } : {}) };
    if (toxicity === 'high' || toxicity === 'moderate') {
      const keepAway =
        waiting !== null && waiting > 0
          ? `uygulamadan sonra ${waiting} gün arılar alana bırakılmamalı, kovanlar kapatılmalı ya da uzaklaştırılmalı`
          : 'çiçeklenme döneminde ve arıların uçtuğu saatlerde uygulanmamalı, kovanlar kapatılmalı ya da uzaklaştırılmalı';
      out.push(finding('warning', 'BEE_TOXIC', `${line.licence.tradeName} arılar için ${TOXICITY[toxicity]} zehirli; ${keepAway} (${label}).`, params, line.key));
    } else if (waiting !== null && waiting > 0) {
      out.push(finding('info', 'BEE_WAITING_PERIOD', `Arı bekleme süresi ${waiting} gün: bu süre içinde arılar alana bırakılmamalı (${label}).`, params, line.key));
    }
  }
  return out;
};
