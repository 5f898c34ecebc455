// The use is registered: this product against this organism on this plant (a licence detail).
// Applying a product off-label is an offence; nothing else about the line can be checked
// against a label that does not exist.
import { finding } from '../findings';
import type { Finding } from '../types';
import { lineParams, registeredUse, type Rule } from './common';

export const useRule: Rule = (ctx) => {
  const out: Finding[] = [];
  for (const line of ctx.lines) {
    if (registeredUse(ctx, line)) continue;
    out.push(
      finding(
        'error',
        'USE_NOT_REGISTERED',
        `${line.licence.tradeName} için ${ctx.plant.name} bitkisinde ${line.harmfulOrganism.name} kullanımı ruhsatlı değil.`,
        { ...lineParams(line), plant: ctx.plant.name },
        line.key,
      ),
    );
  }
  return out;
};
