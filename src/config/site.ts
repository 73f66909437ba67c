/** Site-wide constants of the spec (section 9) and of the design. */
export const BLOG_PAGE_SIZE = 6;

/**
 * The named min-width breakpoints of src/styles/ (spec: 640, 768, 1024, 1280, 1536; 900 for the two-column page
 * layouts; 960 where the calculator's picture fits beside its form). The header's layouts (spec: 575, 900, 1024):
 * below `compact` the logo gives way to the buttons, from `twoColumn` the phone number shows, below `lg` the header
 * takes its mobile layout.
 */
export const BREAKPOINTS = {
  compact: 575,
  sm: 640,
  md: 768,
  twoColumn: 900,
  calculator: 960,
  lg: 1024,
  xl: 1280,
  xxl: 1536,
} as const;
