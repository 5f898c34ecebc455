// Layout constants of spec §9.

/** Sidebar width in px, and when collapsed. */
export const SIDEBAR_WIDTH = 248;
export const SIDEBAR_COLLAPSED_WIDTH = 72;
/** Animated page transitions. */
export const PAGE_TRANSITION_SECONDS = 0.5;
/** The menu's type-ahead search forgets typed letters after this pause. */
export const MENU_TYPEAHEAD_RESET_MS = 350;
/** A dismissed toast collapses in this time. */
export const TOAST_COLLAPSE_MS = 300;
/** Above this viewport width the content shifts beside the sidebar. */
export const CONTENT_SHIFT_MIN_WIDTH = 1280;
