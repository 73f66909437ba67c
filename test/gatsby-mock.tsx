import type { AnchorHTMLAttributes, ReactNode } from "react";

/** Gatsby's runtime is not available under jest: Link renders a plain anchor, queries return nothing. */
export function Link({
  to,
  children,
  ...rest
}: { to: string; children?: ReactNode } & AnchorHTMLAttributes<HTMLAnchorElement>) {
  return (
    <a href={to} {...rest}>
      {children}
    </a>
  );
}
export const graphql = () => "";
export const navigate = jest.fn();
export const useStaticQuery = jest.fn();
