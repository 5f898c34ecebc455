// The `portal` saved slice (spec §3 "Portal user", §4 "Stored preferences"): the
// users lists' page, size, search and archive switch, the selected user and the open modal with
// its credentials (name, publicId, note), so a reload finds them as they were. Encrypted under
// `persist:portal` by the auth kit (schema version 1); logout clears it with the others.
import { sliceAtoms } from '@portal/shared/api-client';
import { DefaultPageSize, PageSizes } from '@portal/contracts';
import { atom, useAtom } from 'jotai';
import { useCallback, useMemo } from 'react';
import { z } from 'zod';

/** The confirmation modals of spec §3/§4 "Portal user", and the reset-password mail. */
export const UserModalKinds = ['delete', 'archive', 'ban', 'active', 'passive', 'notes', 'resetPassword'] as const;
export type UserModalKind = (typeof UserModalKinds)[number];

export interface UserModal {
  kind: UserModalKind;
  publicId: string;
  name: string;
  /** The note typed so far (the notes modal). */
  note: string;
  /** The path of the page that opened it: only that page opens it again. */
  origin: string;
}

export interface UserListState {
  page: number;
  limit: number;
  search: string;
  /** 'Arşivdekiler': the archived users instead of the others. */
  isArchived: boolean;
}

export interface PortalState {
  /** Each users list by its key: 'portal-users', or 'member:<id>' for a member's users page. */
  lists: Record<string, UserListState>;
  selectedId: string | null;
  modal: UserModal | null;
}

export const initialUserListState = (): UserListState => ({ page: 1, limit: DefaultPageSize, search: '', isArchived: false });
export const initialPortalState = (): PortalState => ({ lists: {}, selectedId: null, modal: null });

const listSchema = z.object({
  page: z.number().int().min(1).max(100_000),
  limit: z.number().int().refine((n) => (PageSizes as readonly number[]).includes(n)),
  search: z.string().max(100),
  isArchived: z.boolean(),
});
const modalSchema = z.object({
  kind: z.enum(UserModalKinds),
  publicId: z.string().max(100),
  name: z.string().max(300),
  note: z.string().max(1000),
  origin: z.string().max(300),
});
/** A few lists are kept; the key is short. */
const MAX_LISTS = 20;

export function portalStateOf(data: unknown): PortalState {
  const raw = (typeof data === 'object' && data !== null ? data : {}) as Record<string, unknown>;
  const savedLists = (typeof raw['lists'] === 'object' && raw['lists'] !== null ? raw['lists'] : {}) as Record<string, unknown>;
  const lists: Record<string, UserListState> = {};
  for (const [key, value] of Object.entries(savedLists).slice(-MAX_LISTS)) {
    const parsed = listSchema.safeParse(value);
    if (parsed.success && key.length <= 60) lists[key] = parsed.data;
  }
  const selected = z.string().max(100).safeParse(raw['selectedId']);
  const modal = modalSchema.safeParse(raw['modal']);
  return { lists, selectedId: selected.success ? selected.data : null, modal: modal.success ? modal.data : null };
}

export const portalStateAtom = atom(
  (get) => portalStateOf(get(sliceAtoms.portal)),
  (get, set, change: (current: PortalState) => Partial<PortalState>) => {
    const current = portalStateOf(get(sliceAtoms.portal));
    const patch = change(current);
    if (Object.keys(patch).length > 0) set(sliceAtoms.portal, { ...current, ...patch });
  },
);

/** A users list's saved state and a setter that merges a change (a new search or switch goes back to page 1 by the caller). */
export function useUserListState(key: string): [UserListState, (change: Partial<UserListState>) => void] {
  const [state, setState] = useAtom(portalStateAtom);
  const saved = state.lists[key];
  const current = useMemo(() => saved ?? initialUserListState(), [saved]);
  const update = useCallback(
    (change: Partial<UserListState>) =>
      setState((s) => {
        const before = s.lists[key] ?? initialUserListState();
        const next = { ...before, ...change };
        if (JSON.stringify(next) === JSON.stringify(before)) return {};
        const { [key]: _old, ...others } = s.lists;
        return { lists: { ...others, [key]: next } };
      }),
    [key, setState],
  );
  return [current, update];
}

/** The open user modal kept in the slice, and its setters. */
export function useUserModal() {
  const [state, setState] = useAtom(portalStateAtom);
  const open = useCallback((modal: UserModal) => setState(() => ({ modal, selectedId: modal.publicId })), [setState]);
  const close = useCallback(() => setState((s) => (s.modal ? { modal: null } : {})), [setState]);
  const setNote = useCallback((note: string) => setState((s) => (s.modal ? { modal: { ...s.modal, note } } : {})), [setState]);
  return { modal: state.modal, open, close, setNote };
}

/** The selected user (last opened or acted on). */
export function useSelectedUser(): [string | null, (publicId: string | null) => void] {
  const [state, setState] = useAtom(portalStateAtom);
  const select = useCallback((selectedId: string | null) => setState((s) => (s.selectedId === selectedId ? {} : { selectedId })), [setState]);
  return [state.selectedId, select];
}
