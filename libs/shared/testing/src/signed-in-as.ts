// The one way a component test fakes a signed-in user: what a login leaves in the store (the
// token, the user, the role) and, optionally, the saved slices a reload would have read back.
import { AppCode, MemberType, type Role, type SessionUser } from '@portal/contracts';
import { accessTokenAtom, roleAtom, sliceAtoms, userAtom, type SliceData, type SliceName } from '@portal/shared/api-client';
import type { createStore } from 'jotai';
import { fakeAccessToken } from './fixtures/session';

type Store = ReturnType<typeof createStore>;

export interface SignedInOptions extends Partial<Omit<SessionUser, 'type'>> {
  /** The saved slices already read at start-up (spec §4), by name. */
  slices?: Partial<Record<SliceName, SliceData>>;
}

export interface SignedIn {
  user: SessionUser;
  token: string;
  slices: Partial<Record<SliceName, SliceData>>;
  /** Writes the session into a fresh store before the first render. */
  apply(store: Store): void;
}

/** A user of `role` (a company's member in RCT unless told), signed in: pass it as `session` to the render helpers. */
export function signedInAs(role: Role, { slices = {}, ...user }: SignedInOptions = {}): SignedIn {
  const full: SessionUser = {
    publicId: 'u-1',
    name: 'Gülşen',
    surname: 'Yılmaz',
    email: 'test@example.com',
    phone: null,
    loginName: 'test',
    app: AppCode.Rct,
    memberType: MemberType.TS,
    memberName: 'Yeşilova Tarım',
    ...user,
    type: role,
  };
  const token = fakeAccessToken(full.publicId);
  return {
    user: full,
    token,
    slices,
    apply(store) {
      store.set(accessTokenAtom, token);
      store.set(userAtom, full);
      store.set(roleAtom, role);
      for (const [name, data] of Object.entries(slices) as [SliceName, SliceData][]) store.set(sliceAtoms[name], data);
    },
  };
}
