// The feed's state in the address (page and kind), so a filtered page can be shared and reloaded.
import { ReferenceChangeKinds, type ReferenceChangeKind } from '@portal/contracts';

export interface ChangesView {
  page: number;
  kind: ReferenceChangeKind | null;
}

/** The view the address names; values that cannot be right are dropped. */
export function changesViewFromParams(params: URLSearchParams): ChangesView {
  const page = Number(params.get('page'));
  const kind = ReferenceChangeKinds.find((k) => k === params.get('kind')) ?? null;
  return { page: Number.isSafeInteger(page) && page >= 1 && page <= 100_000 ? page : 1, kind };
}

/** The view as address parameters: only what differs from the first page of everything. */
export function paramsOfChangesView(view: ChangesView): Record<string, string> {
  const out: Record<string, string> = {};
  if (view.kind) out['kind'] = view.kind;
  if (view.page > 1) out['page'] = String(view.page);
  return out;
}
