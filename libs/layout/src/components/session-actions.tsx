import { createContext, useContext } from 'react';

/**
 * The session actions the user menu offers (spec §2 Layout, §4). Auth owns them; the app's route
 * composition (@portal/shell) provides them, so the layout knows no feature library.
 */
export interface SessionActions {
  /** 'Çıkış Yap': ends the session and returns to `/`. */
  logout(): Promise<void>;
  /** 'Ekranı kilitle': locks the session and shows `/lock-screen`. */
  lockScreen(): void;
}

export const SessionActionsContext = createContext<SessionActions | null>(null);

/** The provided session actions; a layout without them is a wiring mistake, so it says so. */
export function useSessionActions(): SessionActions {
  const actions = useContext(SessionActionsContext);
  if (!actions) throw new Error('SessionActionsContext yok: AppLayout, oturum eylemlerini sağlayan rota kompozisyonu (@portal/shell) içinde gösterilmeli.');
  return actions;
}
