import { GatsbyImage, getImage, type IGatsbyImageData } from "gatsby-plugin-image";

export interface ContentImageData {
  readonly localFile: { readonly childImageSharp: { readonly gatsbyImageData: unknown } | null } | null;
}

interface ContentImageProps {
  image: ContentImageData | null | undefined;
  alt: string;
  className?: string;
  /** Above the fold: load at once with high priority (the first banner, a page's lead image). */
  eager?: boolean;
}

/** A content image processed at build time; renders nothing when the content has none. */
export function ContentImage({ image, alt, className, eager = false }: ContentImageProps) {
  const data = getImage((image?.localFile?.childImageSharp?.gatsbyImageData ?? null) as IGatsbyImageData | null);
  if (!data) return null;
  return (
    <GatsbyImage
      image={data}
      alt={alt}
      className={className}
      loading={eager ? "eager" : "lazy"}
      {...(eager ? { fetchpriority: "high" } : {})}
    />
  );
}
