// The `memberships` saved slice (spec §3 "Members", §4 "Stored preferences"): where
// each of the four lists was left (page, size, search, order, filters), the selected member and
// the open modal's credentials (publicId, name, note), so a reload finds them as they were. It
// lives in the encrypted `persist:memberships` slice of the auth kit (schema version 1); logout
// clears it with the others.
import { sliceAtoms } from '@portal/shared/api-client';
import { MemberActions, MemberLists, PageSizes, type MemberAction, type MemberList, type SortOrder } from '@portal/contracts';
import { initialListState, type ListState } from '@portal/shared/ui';
import { atom, useAtom } from 'jotai';
import { useCallback, useMemo } from 'react';
import { z } from 'zod';

/** What a member modal does: one move of the transition table, or delete. */
export type MemberModalKind = MemberAction | 'delete';

/** The open modal: which member (spec §3 credentials publicId, name, note) and where it was opened. */
export interface MemberModal {
  kind: MemberModalKind;
  id: number;
  publicId: string;
  name: string;
  /** The note typed so far (the note and cancel modals). */
  note: string;
  /** The path of the page that opened it: only that page opens it again. */
  origin: string;
}

export interface MembershipsState {
  lists: Partial<Record<MemberList, ListState>>;
  /** The member last opened or acted on. */
  selectedId: number | null;
  modal: MemberModal | null;
}

/** Newest registrations first (the API's default order). */
export const MEMBER_DEFAULT_SORT: { key: string; order: SortOrder } = { key: 'createdAt', order: 'desc' };

const listSchema = z.object({
  page: z.number().int().min(1).max(100_000),
  limit: z.number().int().refine((n) => (PageSizes as readonly number[]).includes(n)),
  search: z.string().max(100),
  sort: z.string().max(40).optional(),
  order: z.enum(['asc', 'desc']),
  filters: z.record(z.string(), z.string().max(100)),
});

// What was saved is read back through a schema: a slice of another client version, or edited by
// hand, falls back to the start state instead of breaking the screens. Each part on its own.
const modalSchema = z.object({
  kind: z.enum([...MemberActions, 'delete']),
  id: z.number().int().positive(),
  publicId: z.string().max(100),
  name: z.string().max(300),
  note: z.string().max(1000),
  origin: z.string().max(300),
});

export const initialMembershipsState = (): MembershipsState => ({ lists: {}, selectedId: null, modal: null });

export function membershipsStateOf(data: unknown): MembershipsState {
  const raw = (typeof data === 'object' && data !== null ? data : {}) as Record<string, unknown>;
  const lists: MembershipsState['lists'] = {};
  const savedLists = (typeof raw['lists'] === 'object' && raw['lists'] !== null ? raw['lists'] : {}) as Record<string, unknown>;
  for (const list of MemberLists) {
    const parsed = listSchema.safeParse(savedLists[list]);
    if (parsed.success) {
      const { sort, ...rest } = parsed.data;
      lists[list] = { ...rest, ...(sort ? { sort } : {}) };
    }
  }
  const selected = z.number().int().positive().safeParse(raw['selectedId']);
  const modal = modalSchema.safeParse(raw['modal']);
  return { lists, selectedId: selected.success ? selected.data : null, modal: modal.success ? modal.data : null };
}

/** The memberships state, read from and written to the saved slice; a write merges a change into the current state. */
export const membershipsStateAtom = atom(
  (get) => membershipsStateOf(get(sliceAtoms.memberships)),
  (get, set, change: (current: MembershipsState) => Partial<MembershipsState>) => {
    const current = membershipsStateOf(get(sliceAtoms.memberships));
    const patch = change(current);
    if (Object.keys(patch).length > 0) set(sliceAtoms.memberships, { ...current, ...patch });
  },
);

/** A list's saved state (the start state when none) and a setter that merges a change. */
export function useSavedMemberList(list: MemberList): [ListState, (next: ListState) => void] {
  const [state, setState] = useAtom(membershipsStateAtom);
  const saved = state.lists[list];
  const current = useMemo(() => saved ?? initialListState(MEMBER_DEFAULT_SORT), [saved]);
  const save = useCallback((next: ListState) => setState((s) => ({ lists: { ...s.lists, [list]: next } })), [list, setState]);
  return [current, save];
}

/** The open member modal kept in the slice, and its setters. */
export function useMemberModal() {
  const [state, setState] = useAtom(membershipsStateAtom);
  const open = useCallback((modal: MemberModal) => setState(() => ({ modal, selectedId: modal.id })), [setState]);
  const close = useCallback(() => setState((s) => (s.modal ? { modal: null } : {})), [setState]);
  const setNote = useCallback((note: string) => setState((s) => (s.modal ? { modal: { ...s.modal, note } } : {})), [setState]);
  return { modal: state.modal, open, close, setNote };
}

/** The selected member (last opened), kept in the slice. */
export function useSelectedMember(): [number | null, (id: number | null) => void] {
  const [state, setState] = useAtom(membershipsStateAtom);
  const select = useCallback((selectedId: number | null) => setState((s) => (s.selectedId === selectedId ? {} : { selectedId })), [setState]);
  return [state.selectedId, select];
}
