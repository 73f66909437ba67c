/**
 * A window with a crack: the error page's picture, drawn inline so it costs no request and never shifts; its colours
 * are the design tokens (src/styles/tokens.css).
 */
export function ErrorIllustration() {
  return (
    <svg
      className="error-page__illustration"
      width="240"
      height="240"
      viewBox="0 0 240 240"
      aria-hidden="true"
      focusable="false"
    >
      <rect x="30" y="20" width="180" height="200" rx="10" fill="var(--bg-secondary-blocks)" />
      <rect
        x="46"
        y="36"
        width="148"
        height="168"
        rx="4"
        fill="var(--bg-main-blocks)"
        stroke="var(--text-color)"
        strokeWidth="6"
      />
      <line x1="120" y1="36" x2="120" y2="204" stroke="var(--text-color)" strokeWidth="6" />
      <rect x="126" y="110" width="10" height="26" rx="3" fill="var(--text-color)" />
      <path
        d="M62 60 l22 30 -12 14 26 30 -8 22"
        fill="none"
        stroke="var(--brand-red)"
        strokeWidth="4"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <text
        x="170"
        y="186"
        textAnchor="middle"
        fontFamily="Arial, sans-serif"
        fontWeight="700"
        fontSize="28"
        fill="var(--brand-red)"
      >
        404
      </text>
    </svg>
  );
}
