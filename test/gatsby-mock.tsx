import type { AnchorHTMLAttributes, ReactNode } from "react";

/** Gatsby's runtime is not available under jest: Link renders a plain anchor, queries return nothing. */
export function Link({
  to,
  children,
  activeClassName: _activeClassName,
  partiallyActive: _partiallyActive,
  ...rest
}: {
  to: string;
  children?: ReactNode;
  activeClassName?: string;
  partiallyActive?: boolean;
} & AnchorHTMLAttributes<HTMLAnchorElement>) {
  return (
    <a href={to} {...rest}>
      {children}
    </a>
  );
}
export const graphql = () => "";
export const navigate = jest.fn();
export const useStaticQuery = jest.fn();
/** Gatsby's Script as a plain, inert element (jsdom runs no scripts): tests see which scripts a page asks for. */
export function Script({ id, src }: { id?: string; src?: string; strategy?: string }) {
  return <script id={id} src={src} />;
}
