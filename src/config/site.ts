/** Site-wide constants of the spec (section 9) and of the design. */
export const BLOG_PAGE_SIZE = 6;
export const BREAKPOINTS = { sm: 640, md: 768, lg: 1024, xl: 1280, xxl: 1536 } as const;
/** Below this width the header switches to the mobile layout. */
export const MOBILE_BREAKPOINT = BREAKPOINTS.lg;
export const DROPDOWN_MAX_HEIGHT = 400;
