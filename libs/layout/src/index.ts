// Layout preferences (spec §3, §4, §9): persisted atoms, document effects, constants and the customizer.
export * from './preferences/constants';
export {
  ContentWidths,
  contentWidthAtom,
  customizerOpenAtom,
  DEFAULT_LAYOUT_PREFERENCES,
  LAYOUT_PREFERENCES_KEY,
  layoutPreferencesAtom,
  layoutPreferencesSchema,
  mantineColorSchemeFor,
  menuHiddenAtom,
  mobileMenuOpenAtom,
  monochromeAtom,
  readLayoutPreferences,
  resetLayoutPreferencesAtom,
  rtlAtom,
  sidebarCollapsedAtom,
  sidebarColorSchemeFor,
  Skins,
  skinAtom,
  themeAtom,
  ThemeModes,
  type ContentWidth,
  type LayoutPreferences,
  type Skin,
  type ThemeMode,
} from './preferences/layout-preferences';
export { applyLayoutPreferences, bodyClassesFor, usePreferenceEffects } from './preferences/use-preference-effects';
export { Customizer } from './preferences/customizer';
// The signed-in layout (spec §2 Layout) and the system pages; @portal/shell composes them with auth.
export { AppLayout, HEADER_HEIGHT, type AppLayoutProps } from './components/app-layout';
export { AppHeader } from './components/app-header';
export { AppFooter } from './components/app-footer';
export { HeaderLogo, useHeaderLogo, type HeaderLogoProps } from './components/header-logo';
export { UserMenu } from './components/user-menu';
export { bellLabel, NotificationBell } from './components/notification-bell';
export { NOTIFICATION_POLL_MS, useRecentNotifications, useUnreadNotifications } from './api/get-notifications';
export { notificationKeys } from './api/notification-keys';
export { useMarkNotificationsRead, type MarkReadBody } from './api/patch-notifications-read';
export { SidebarMenu, SidebarMenuSkeleton, type SidebarMenuProps } from './components/sidebar-menu';
export { activeEntryFor, reachableItems, type ActiveEntry } from './components/menu-model';
export { menuIcons, MenuIconOf } from './components/menu-icons';
export { featurePages, type FeatureLoaders } from './components/lazy-pages';
export { useMenuTypeAhead, type TypeAheadEntry } from './components/use-menu-type-ahead';
export { BottomBarEntries, MobileBottomBar, useBottomBarEntries } from './components/mobile-bottom-bar';
export { PageTransition } from './components/page-transition';
export { PageLoader, type PageLoaderProps } from './components/page-loader';
export { RouterErrorScreen, routeErrorDetail } from './components/router-error-screen';
export { documentTitleFor, PageTitle, usePageTitle } from './components/use-page-title';
export { SessionActionsContext, useSessionActions, type SessionActions } from './components/session-actions';
export { PortalApp, type PortalAppProps } from './components/portal-app';
export { ComingSoonPage } from './pages/coming-soon-page';
export { UnderConstructionPage } from './pages/under-construction-page';
export { PendingPage } from './pages/pending-page';
export { SystemMessage, type SystemMessageProps } from './pages/system-message';
// The signed-out first page the build prerenders (tools/build/first-page-plugin.ts).
export { firstPageElement } from './first-page/first-page-element';
