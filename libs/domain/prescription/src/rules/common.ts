// What the rules share: their shape and how a line names its product.
import type { CheckContext, CheckLine, Finding, RegisteredUse } from '../types';

/** A rule reads the whole context and answers its findings, in line order. */
export type Rule = (ctx: CheckContext) => Finding[];

/**
 * The line's registered use when it really is this plant × this organism × this product;
 * a use of another plant or organism is no registration for this one.
 */
export function registeredUse(ctx: CheckContext, line: CheckLine): RegisteredUse | null {
  const use = line.use;
  if (!use) return null;
  if (use.licenceId !== line.licence.id || use.plantId !== ctx.plant.id || use.harmfulOrganismId !== line.harmfulOrganism.id) return null;
  return use;
}

/** "Konfidor SC 350, Yaprak biti": the parenthesis closing a line's message. */
export function lineLabel(line: CheckLine): string {
  return `${line.licence.tradeName}, ${line.harmfulOrganism.name}`;
}

export function lineParams(line: CheckLine): Record<string, string | number> {
  return { tradeName: line.licence.tradeName, licenceNumber: line.licence.licenceNumber, organism: line.harmfulOrganism.name };
}

/** A note from the reference data, without its closing full stop, to sit inside a sentence. */
export function inner(note: string | null | undefined): string {
  return (note ?? '').trim().replace(/[.;:]+$/, '');
}

/**
 * Each product once, on its first line, with all its lines: what belongs to the product (its
 * licence, its bee toxicity) is said once even when two lines name it.
 */
export function byProduct(lines: readonly CheckLine[]): { first: CheckLine; lines: CheckLine[] }[] {
  const groups = new Map<number, { first: CheckLine; lines: CheckLine[] }>();
  for (const line of lines) {
    const group = groups.get(line.licence.id);
    if (group) group.lines.push(line);
    else groups.set(line.licence.id, { first: line, lines: [line] });
  }
  return [...groups.values()];
}

/** The largest of the numbers given, or null when none is. */
export function largest(values: readonly (number | null | undefined)[]): number | null {
  const present = values.filter((v): v is number => typeof v === 'number');
  return present.length === 0 ? null : Math.max(...present);
}
