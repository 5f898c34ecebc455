// The one mapping from a reference_changes row to the feed's entry, shared by
// the changes feed and the home panels so the two cannot disagree on what a change says.
import type { ReferenceChange } from '@portal/contracts';
import type { ReferenceChangeRow } from '../db';

/** What reference_changes.summary holds: the names and limits as they were at the change. */
export interface ReferenceChangeSummary {
  licence?: { id: number; tradeName: string; licenceNumber: string };
  mrl?: {
    product: { id: number; name: string; code: string };
    activeSubstance: { id: number; name: string };
    market: string;
    /** mg/kg before and after; null where there was none (added) or is none (expired). */
    before: number | null;
    after: number | null;
  };
}

/** The feed entry of a row; `affectedCount` is passed in, as it depends on who asks (a member counts only its own prescriptions). */
export function toChangeEntry(row: Pick<ReferenceChangeRow, 'id' | 'occurredAt' | 'kind' | 'source' | 'summary'>, affectedCount: number): ReferenceChange {
  const summary = row.summary as ReferenceChangeSummary;
  return {
    id: row.id,
    occurredAt: row.occurredAt.toISOString(),
    kind: row.kind,
    source: row.source,
    licence: summary.licence ?? null,
    mrl: summary.mrl ?? null,
    affectedCount,
  };
}
