// Who reads the feed and the notices: every signed-in session (spec §6 `src-dashboard`,
// `search`); acknowledging a prescription's flags: its member's professional roles.
import type { RouteAccess } from '../../platform/access';

export const TAG = 'Referans Değişiklikleri';
export const acknowledgeAccess: RouteAccess = { area: 'professional' };
