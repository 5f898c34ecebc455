// The re-entry interval (yeniden giriş süresi): hours before workers may enter the treated
// crop without protective clothing. Information for the producer; in a closed greenhouse it
// is what keeps the pickers out.
import { finding } from '../findings';
import type { Finding } from '../types';
import { formatNumber } from '../util/numbers';
import { byProduct, largest, lineLabel, lineParams, registeredUse, type Rule } from './common';

export const reEntryRule: Rule = (ctx) => {
  const out: Finding[] = [];
  // Once per product, the longest interval of its uses on the prescription.
  for (const { first: line, lines } of byProduct(ctx.lines)) {
    const hours = largest(lines.map((l) => registeredUse(ctx, l)?.reEntryHours));
    if (hours === null || hours <= 0) continue;
    out.push(
      finding(
        'info',
        'RE_ENTRY_INTERVAL',
        `Uygulamadan sonra ${formatNumber(hours)} saat koruyucu giysi olmadan alana girilmemeli (${lineLabel(line)}).`,
        { ...lineParams(line), reEntryHours: hours },
        line.key,
      ),
    );
  }
  return out;
};
