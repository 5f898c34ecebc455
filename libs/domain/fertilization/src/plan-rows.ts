// The plan's rows as an ordered list (spec §4: a fertilization plan is set or removed by
// index). Every function returns a new array; an index outside the list is a RangeError,
// never a silent append at a wrong place.

function assertIndex(index: number, max: number): void {
  if (!Number.isInteger(index) || index < 0 || index > max) throw new RangeError(`Plan satırı sırası ${index} geçersiz (0–${max})`);
}

/** The row at `index` replaced by `row`; `index === rows.length` appends. */
export function setPlanAt<T>(rows: readonly T[], index: number, row: T): T[] {
  assertIndex(index, rows.length);
  const next = [...rows];
  next[index] = row;
  return next;
}

/** The rows without the one at `index`. */
export function removePlanAt<T>(rows: readonly T[], index: number): T[] {
  assertIndex(index, rows.length - 1);
  return [...rows.slice(0, index), ...rows.slice(index + 1)];
}

/** The row at `from` moved to `to`, the others keeping their order. */
export function movePlan<T>(rows: readonly T[], from: number, to: number): T[] {
  assertIndex(from, rows.length - 1);
  assertIndex(to, rows.length - 1);
  const next = [...rows];
  const [row] = next.splice(from, 1);
  next.splice(to, 0, row as T);
  return next;
}
