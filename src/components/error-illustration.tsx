/** A window with a crack: the error page's picture, drawn inline so it costs no request and never shifts. */
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
      <rect x="30" y="20" width="180" height="200" rx="10" fill="var(--bg-secondary-blocks, #eef2f6)" />
      <rect
        x="46"
        y="36"
        width="148"
        height="168"
        rx="4"
        fill="#fff"
        stroke="var(--text-color, #1f2933)"
        strokeWidth="6"
      />
      <line x1="120" y1="36" x2="120" y2="204" stroke="var(--text-color, #1f2933)" strokeWidth="6" />
      <rect x="126" y="110" width="10" height="26" rx="3" fill="var(--text-color, #1f2933)" />
      <path
        d="M62 60 l22 30 -12 14 26 30 -8 22"
        fill="none"
        stroke="#C42026"
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
        fill="#C42026"
      >
        404
      </text>
    </svg>
  );
}
