/** Small inline icons: decorative (aria-hidden); the text beside them carries the meaning. */
import type { SVGProps } from "react";

const base = (props: SVGProps<SVGSVGElement>) => ({
  width: 20,
  height: 20,
  viewBox: "0 0 24 24",
  fill: "none",
  stroke: "currentColor",
  strokeWidth: 2,
  strokeLinecap: "round" as const,
  strokeLinejoin: "round" as const,
  "aria-hidden": true,
  focusable: false,
  ...props,
});

export const PhoneIcon = (props: SVGProps<SVGSVGElement>) => (
  <svg {...base(props)}>
    <path d="M22 16.9v3a2 2 0 0 1-2.2 2 19.8 19.8 0 0 1-8.6-3.1 19.5 19.5 0 0 1-6-6A19.8 19.8 0 0 1 2.1 4.2 2 2 0 0 1 4.1 2h3a2 2 0 0 1 2 1.7c.1.9.4 1.8.7 2.7a2 2 0 0 1-.5 2.1L8 9.8a16 16 0 0 0 6 6l1.3-1.3a2 2 0 0 1 2.1-.4c.9.3 1.8.6 2.7.7a2 2 0 0 1 1.7 2z" />
  </svg>
);

/** A tape measure: the free measurement. */
export const MeasureIcon = (props: SVGProps<SVGSVGElement>) => (
  <svg {...base(props)}>
    <path d="M3 7h14a4 4 0 0 1 4 4v6H3z" />
    <path d="M7 7v3M11 7v4M15 7v3" />
    <circle cx="16.5" cy="13.5" r="1.5" />
  </svg>
);

export const MailIcon = (props: SVGProps<SVGSVGElement>) => (
  <svg {...base(props)}>
    <rect x="2" y="4" width="20" height="16" rx="2" />
    <path d="m22 6-10 7L2 6" />
  </svg>
);

export const FacebookIcon = (props: SVGProps<SVGSVGElement>) => (
  <svg {...base(props)}>
    <path d="M18 2h-3a5 5 0 0 0-5 5v3H7v4h3v8h4v-8h3l1-4h-4V7a1 1 0 0 1 1-1h3z" />
  </svg>
);

export const InstagramIcon = (props: SVGProps<SVGSVGElement>) => (
  <svg {...base(props)}>
    <rect x="2" y="2" width="20" height="20" rx="5" />
    <path d="M16 11.4A4 4 0 1 1 12.6 8 4 4 0 0 1 16 11.4z" />
    <path d="M17.5 6.5h.01" />
  </svg>
);

export const ClockIcon = (props: SVGProps<SVGSVGElement>) => (
  <svg {...base(props)}>
    <circle cx="12" cy="12" r="10" />
    <path d="M12 6v6l4 2" />
  </svg>
);

export const PinIcon = (props: SVGProps<SVGSVGElement>) => (
  <svg {...base(props)}>
    <path d="M21 10c0 7-9 13-9 13s-9-6-9-13a9 9 0 0 1 18 0z" />
    <circle cx="12" cy="10" r="3" />
  </svg>
);

export const DocumentIcon = (props: SVGProps<SVGSVGElement>) => (
  <svg {...base(props)}>
    <path d="M14 2H6a2 2 0 0 0-2 2v16a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V8z" />
    <path d="M14 2v6h6M8 13h8M8 17h5" />
  </svg>
);

/** Card and payment marks for the footer; drawn here so the footer needs no third-party image. */
export function PaymentIcons({ label }: { label: string }) {
  return (
    <ul className="payment-icons" aria-label={label}>
      <li>
        <svg width="48" height="30" viewBox="0 0 48 30" role="img" aria-label="Visa">
          <rect width="48" height="30" rx="4" fill="#1a1f71" />
          <text
            x="24"
            y="20"
            textAnchor="middle"
            fontFamily="Arial, sans-serif"
            fontWeight="700"
            fontStyle="italic"
            fontSize="13"
            fill="#fff"
          >
            VISA
          </text>
        </svg>
      </li>
      <li>
        <svg width="48" height="30" viewBox="0 0 48 30" role="img" aria-label="Mastercard">
          <rect width="48" height="30" rx="4" fill="#252525" />
          <circle cx="19" cy="15" r="8" fill="#eb001b" />
          <circle cx="29" cy="15" r="8" fill="#f79e1b" fillOpacity="0.9" />
        </svg>
      </li>
      <li>
        <svg width="48" height="30" viewBox="0 0 48 30" role="img" aria-label="Maestro">
          <rect width="48" height="30" rx="4" fill="#f4f4f4" stroke="#ccc" />
          <circle cx="19" cy="15" r="8" fill="#0099df" />
          <circle cx="29" cy="15" r="8" fill="#e41d2b" fillOpacity="0.85" />
        </svg>
      </li>
      <li>
        <svg width="48" height="30" viewBox="0 0 48 30" role="img" aria-label="Cash">
          <rect width="48" height="30" rx="4" fill="#2e7d32" />
          <rect x="8" y="8" width="32" height="14" rx="2" fill="none" stroke="#fff" strokeWidth="1.5" />
          <circle cx="24" cy="15" r="4" fill="none" stroke="#fff" strokeWidth="1.5" />
        </svg>
      </li>
    </ul>
  );
}

export const ChatIcon = (props: SVGProps<SVGSVGElement>) => (
  <svg {...base(props)}>
    <path d="M21 11.5a8.4 8.4 0 0 1-9 8.4 8.9 8.9 0 0 1-4-.9L3 21l1.9-4.7A8.4 8.4 0 1 1 21 11.5z" />
  </svg>
);

export const MenuIcon = (props: SVGProps<SVGSVGElement>) => (
  <svg {...base(props)}>
    <path d="M3 6h18M3 12h18M3 18h18" />
  </svg>
);
