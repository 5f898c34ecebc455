import type { MenuIcon } from '@portal/contracts';
import {
  IconChartPie,
  IconHistory,
  IconDatabase,
  IconDroplet,
  IconFileText,
  IconHome,
  IconLayoutDashboard,
  IconMap2,
  IconMessage,
  IconPencilPlus,
  IconPackage,
  IconPoint,
  IconReportAnalytics,
  IconSearch,
  IconTestPipe,
  IconTractor,
  IconUser,
  IconUsers,
  IconUsersGroup,
  type Icon,
} from '@tabler/icons-react';

/** The contracts' menu icon keys as Tabler icons (DESIGN.md §5). */
export const menuIcons: Readonly<Record<MenuIcon, Icon>> = {
  dashboard: IconLayoutDashboard,
  users: IconUsers,
  members: IconUsersGroup,
  definitions: IconDatabase,
  home: IconHome,
  producers: IconTractor,
  search: IconSearch,
  prescriptions: IconFileText,
  'quick-prescription': IconPencilPlus,
  fertilization: IconDroplet,
  'production-areas': IconMap2,
  mrl: IconTestPipe,
  'src-dashboard': IconChartPie,
  changes: IconHistory,
  lots: IconPackage,
  reports: IconReportAnalytics,
  feedback: IconMessage,
  profile: IconUser,
};

/** The icon of a key; a small dot for entries without one (sub-items). */
export function MenuIconOf({ icon, size = 20 }: { icon?: MenuIcon | undefined; size?: number }) {
  const Component = icon ? menuIcons[icon] : IconPoint;
  return <Component size={size} stroke={1.7} aria-hidden />;
}
