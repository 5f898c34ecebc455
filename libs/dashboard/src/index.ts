// The provider's dashboard (spec §2 `dashboard`, §6): live figures from GET
// dashboard with @mantine/charts, each leading to its list.
import { createElement, type ReactElement } from 'react';
import { DashboardPage } from './pages/dashboard-page';

export { DashboardPage };
export { dashboardKeys, dashboardQueryOptions, fetchDashboard, useDashboard } from './api/get-dashboard';

/** The dashboard screen by route pattern, for createPortalRoutes({ pages }). */
export const dashboardPages: Record<string, ReactElement> = {
  dashboard: createElement(DashboardPage),
};
