import { AppShell, Drawer, ScrollArea } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { menuFor } from '@portal/contracts';
import { sessionShape, userAtom } from '@portal/shared/api-client';
import { useAtom, useAtomValue } from 'jotai';
import { Suspense, useEffect, useMemo, type CSSProperties, type ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router';
import { CONTENT_SHIFT_MIN_WIDTH, SIDEBAR_COLLAPSED_WIDTH, SIDEBAR_WIDTH } from '../preferences/constants';
import { Customizer } from '../preferences/customizer';
import { layoutPreferencesAtom, mobileMenuOpenAtom, sidebarColorSchemeFor } from '../preferences/layout-preferences';
import { AppFooter } from './app-footer';
import { AppHeader } from './app-header';
import { HeaderLogo } from './header-logo';
import { MobileBottomBar, useBottomBarEntries } from './mobile-bottom-bar';
import { prefetchNotificationsContainer } from './notifications-loader';
import { PageLoader } from './page-loader';
import { PageTransition } from './page-transition';
import { SidebarMenu } from './sidebar-menu';
import classes from './app-layout.module.css';

export const HEADER_HEIGHT = 64;
/**
 * The spec's xl breakpoint in px: "the sidebar shows beyond xl" and "content shifts at widths
 * above 1280" (spec §9) put it at 1280 px (Mantine's own xl, 1408 px, would leave 1280 px
 * laptops without a sidebar). Below it the menu is a drawer. The CSS modules use 80em for it.
 */
export const SIDEBAR_BREAKPOINT = CONTENT_SHIFT_MIN_WIDTH;
const WIDE_QUERY = `(min-width: ${SIDEBAR_BREAKPOINT / 16}em)`;

export interface AppLayoutProps {
  /** The page; the router's outlet by default. */
  children?: ReactNode;
}

/**
 * The signed-in frame of every protected route (spec §2 Layout): header, role sidebar (248 px,
 * 72 px collapsed, left or right by text direction, a drawer with an overlay below xl = 1280 px), boxed or
 * fluid content with page transitions, the static footer, the RCT bottom bar and the customizer.
 */
export function AppLayout({ children }: AppLayoutProps) {
  const user = useAtomValue(userAtom);
  const prefs = useAtomValue(layoutPreferencesAtom);
  const [mobileOpen, setMobileOpen] = useAtom(mobileMenuOpenAtom);
  const { pathname } = useLocation();
  const wide = useMediaQuery(WIDE_QUERY);
  const withBottomBar = useBottomBarEntries().length > 0;

  // The menu waits for the role (spec §2); menuFor gives [] until the user is known.
  const groups = useMemo(() => (user ? menuFor(sessionShape(user)) : null), [user]);
  const collapsed = prefs.sidebarCollapsed;
  const width = collapsed ? SIDEBAR_COLLAPSED_WIDTH : SIDEBAR_WIDTH;
  const side = prefs.rtl ? 'right' : 'left';
  const sidebarScheme = sidebarColorSchemeFor(prefs);

  // The drawer closes on every new page and once the screen is wide enough for the sidebar.
  useEffect(() => setMobileOpen(false), [pathname, setMobileOpen]);
  useEffect(prefetchNotificationsContainer, []);
  useEffect(() => {
    if (wide) setMobileOpen(false);
  }, [wide, setMobileOpen]);

  const contentStyle = { '--content-max-width': `${CONTENT_SHIFT_MIN_WIDTH}px` } as CSSProperties;

  return (
    <AppShell
      dir={prefs.rtl ? 'rtl' : 'ltr'}
      header={{ height: HEADER_HEIGHT }}
      navbar={{ width, breakpoint: SIDEBAR_BREAKPOINT, collapsed: { mobile: true, desktop: prefs.menuHidden } }}
      padding={{ base: 'sm', sm: 'lg' }}
      withBorder={prefs.skin === 'bordered'}
      className={classes.shell}
      data-skin={prefs.skin}
    >
      <AppShell.Header className={classes.header}>
        <AppHeader />
      </AppShell.Header>

      <AppShell.Navbar
        className={classes.navbar}
        aria-label="Ana menü"
        data-width={width}
        data-side={side}
        data-collapsed={collapsed || undefined}
        data-sidebar-scheme={sidebarScheme}
        data-mantine-color-scheme={prefs.theme === 'semi-dark' ? 'dark' : undefined}
      >
        <ScrollArea type="hover" scrollbarSize={6} className={classes.navScroll}>
          <SidebarMenu groups={groups} collapsed={collapsed} rtl={prefs.rtl} />
        </ScrollArea>
      </AppShell.Navbar>

      <Drawer
        opened={mobileOpen}
        onClose={() => setMobileOpen(false)}
        position={side}
        size={SIDEBAR_WIDTH + 32}
        className={classes.drawer}
        title={<HeaderLogo size={32} />}
        closeButtonProps={{ 'aria-label': 'Menüyü kapat' }}
        classNames={{ content: classes.drawerContent, body: classes.drawerBody }}
        data-sidebar-scheme={sidebarScheme}
        data-mantine-color-scheme={prefs.theme === 'semi-dark' ? 'dark' : undefined}
      >
        <nav aria-label="Ana menü">
          <SidebarMenu groups={groups} rtl={prefs.rtl} onNavigate={() => setMobileOpen(false)} />
        </nav>
      </Drawer>

      <AppShell.Main className={classes.main} data-with-bottom-bar={withBottomBar || undefined}>
        <div className={classes.content} data-content-width={prefs.contentWidth} style={contentStyle}>
          <div className={classes.page}>
            <PageTransition>
              <Suspense fallback={<PageLoader />}>{children ?? <Outlet />}</Suspense>
            </PageTransition>
          </div>
          <AppFooter />
        </div>
      </AppShell.Main>

      <MobileBottomBar />
      <Customizer />
    </AppShell>
  );
}
