// The prescription draft (spec §3 "Prescription" draft fields and "Prescription filter state",
// §4 "A draft builds up by merging partial updates … The draft can be reset to none").
//
// One draft per editor route (`hizli-recete`, `recete/<area>/<producer>`, a correction of
// `receteler/<id>`), so a fast prescription and an area's prescription never mix. It is kept in
// sessionStorage under `prescription-draft:<route>` and survives a reload of the tab, but not the
// tab itself: the draft names a producer and an area, so it does not outlive the browsing session
// on a shared computer, and logout removes every draft (registerLogoutReset). (The encrypted
// `persist:` slices are the spec's four named ones; a draft needs no encryption against the
// user it belongs to, only not to linger.) What was stored is read back
// through a schema: a draft of another client version falls back to a fresh one.
//
// The spec's filter-state names map onto the draft as: selectedHarmfulOrgIds → harmfulOrganisms,
// selectedPlantId/selectedPlantName → plant, selectedPlantingAreaType (default greenhouse) →
// areaType, selectedLicenses → lines, plantNutritionProductOptions → nutritionProducts.
import { AreaType } from '@portal/contracts';
import { registerLogoutReset, removeStoredByPrefix, storedAtom, type StoredAtom } from '@portal/shared/api-client';
import { isoDay } from '@portal/shared/util';
import { atom, useAtom, type WritableAtom } from 'jotai';
import type { Store } from 'jotai/vanilla';
import { useCallback, useState } from 'react';
import { z } from 'zod';

export const DRAFT_STORAGE_PREFIX = 'prescription-draft:';

const unitInfoSchema = z.object({
  id: z.number().int(),
  symbol: z.string(),
  kind: z.string().nullable(),
  amountUnit: z.string().nullable(),
  perQuantity: z.number().nullable(),
  perUnit: z.string().nullable(),
});
export type UnitInfo = z.infer<typeof unitInfoSchema>;

/** What a line shows while it is edited: the registered use it was added from. */
const lineInfoSchema = z.object({
  tradeName: z.string(),
  licenceNumber: z.string(),
  formulationCode: z.string().nullable(),
  harmfulOrganism: z.object({ id: z.number().int(), name: z.string() }),
  activeSubstances: z.array(z.object({ name: z.string(), moaScheme: z.string().nullable(), moaCode: z.string().nullable() })),
  doseMin: z.number().nullable(),
  doseMax: z.number().nullable(),
  /** The registered dose unit. */
  doseUnit: unitInfoSchema,
  waterVolumeMin: z.number().nullable(),
  waterVolumeMax: z.number().nullable(),
  phiDays: z.number().int().nullable(),
  beeWaitingDays: z.number().int().nullable(),
  reEntryHours: z.number().int().nullable(),
  maxApplications: z.number().int().nullable(),
});
export type LineInfo = z.infer<typeof lineInfoSchema>;

const draftLineSchema = z.object({
  key: z.string().regex(/^[A-Za-z0-9_-]{1,40}$/),
  licenceDetailId: z.number().int().positive(),
  /** null while the field is empty. */
  dose: z.number().nullable(),
  doseUnitId: z.number().int().positive(),
  waterVolume: z.number().nullable(),
  tankSize: z.number().nullable(),
  packSize: z.number().nullable(),
  info: lineInfoSchema,
});
export type DraftLine = z.infer<typeof draftLineSchema>;

const nutritionDraftSchema = z.object({
  plantNutritionProductId: z.number().int().positive(),
  name: z.string(),
  dose: z.number().nullable(),
  unitId: z.number().int().nullable(),
  unitSymbol: z.string().nullable(),
  note: z.string(),
});
export type NutritionDraft = z.infer<typeof nutritionDraftSchema>;

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const draftSchema = z.object({
  title: z.string(),
  /** Fast prescription only: chosen by hand (an area's comes from its record). */
  plant: z.object({ id: z.number().int().positive(), name: z.string() }).nullable(),
  plantingType: z.number().int().nullable(),
  areaType: z.number().int(),
  decares: z.number().nullable(),
  harmfulOrganisms: z.array(z.object({ id: z.number().int().positive(), name: z.string() })),
  lines: z.array(draftLineSchema),
  startDate: isoDate,
  plannedHarvestDate: isoDate.nullable(),
  maintenanceInfo: z.string(),
  notes: z.string(),
  noteIds: z.array(z.number().int().positive()),
  nutritionProducts: z.array(nutritionDraftSchema),
  includeWeatherData: z.boolean(),
  /** Finding keys (`CODE` or `CODE:lineKey`) of the warnings the prescriber read and accepts. */
  acknowledgedFindings: z.array(z.string()),
  /** A correction's reason (POST …/correct). */
  reason: z.string(),
});
export type PrescriptionDraft = z.infer<typeof draftSchema>;

export function emptyDraft(seed: Partial<PrescriptionDraft> = {}): PrescriptionDraft {
  return {
    title: '',
    plant: null,
    plantingType: null,
    areaType: AreaType.Greenhouse,
    decares: null,
    harmfulOrganisms: [],
    lines: [],
    // Today in Türkiye: the application date's default.
    startDate: isoDay(),
    plannedHarvestDate: null,
    maintenanceInfo: '',
    notes: '',
    noteIds: [],
    nutritionProducts: [],
    includeWeatherData: false,
    acknowledgedFindings: [],
    reason: '',
    ...seed,
  };
}

// ---------------------------------------------------------------- atoms

/** A partial update, or one computed from the current draft. */
export type DraftChange = Partial<PrescriptionDraft> | ((draft: PrescriptionDraft) => Partial<PrescriptionDraft>);

type DraftAction = { type: 'merge'; change: DraftChange; base: PrescriptionDraft } | { type: 'reset' };

// Per route, the draft kept in this tab's storage (null: none, or one of another client version).
const stored = new Map<string, StoredAtom<PrescriptionDraft>>();
const drafts = new Map<string, WritableAtom<PrescriptionDraft | null, [DraftAction], void>>();

function storedDraftAtom(route: string): StoredAtom<PrescriptionDraft> {
  let a = stored.get(route);
  if (!a) {
    a = storedAtom({ key: `${DRAFT_STORAGE_PREFIX}${route}`, area: 'session', schema: draftSchema, label: 'reçete taslağı' });
    stored.set(route, a);
  }
  return a;
}

/** The saved draft of an editor route (null: none yet), and its merge and reset. */
export function draftAtom(route: string): WritableAtom<PrescriptionDraft | null, [DraftAction], void> {
  let a = drafts.get(route);
  if (!a) {
    const kept = storedDraftAtom(route);
    a = atom(
      (get) => get(kept),
      (get, set, action: DraftAction) => {
        if (action.type === 'reset') {
          set(kept, null);
          return;
        }
        const current = get(kept) ?? action.base;
        const change = typeof action.change === 'function' ? action.change(current) : action.change;
        set(kept, { ...current, ...change });
      },
    );
    drafts.set(route, a);
  }
  return a;
}

/** Logout: every draft leaves this tab's storage and the store (spec §4 "Logout"). */
export function clearAllDrafts(store: Pick<Store, 'set'>): void {
  removeStoredByPrefix('session', DRAFT_STORAGE_PREFIX);
  for (const a of stored.values()) store.set(a, null);
}

registerLogoutReset((store) => clearAllDrafts(store));

/**
 * The draft of an editor route: `initial()` until the first change, then what was merged into
 * it (saved at once). `mergeDraft` merges a partial update; `resetDraft` drops the draft.
 */
export function usePrescriptionDraft(route: string, initial: () => PrescriptionDraft) {
  const [stored, dispatch] = useAtom(draftAtom(route));
  // A fresh start is made once per mount (the editor is keyed by its route).
  const [fresh] = useState(initial);
  const base = stored ?? fresh;
  const mergeDraft = useCallback((change: DraftChange) => dispatch({ type: 'merge', change, base }), [dispatch, base]);
  const resetDraft = useCallback(() => dispatch({ type: 'reset' }), [dispatch]);
  return { draft: base, saved: stored !== null, mergeDraft, resetDraft };
}
