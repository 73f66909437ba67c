import type { IGatsbyImageData } from "gatsby-plugin-image";

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

/**
 * A content image from gatsby-plugin-image's build-time data (responsive sizes, WebP sources, dominant colour),
 * rendered as plain <picture> markup. GatsbyImage's runtime would add ~21 KB gzip (its hydration chunk bundles
 * react-dom/server) to every page for what the browser does natively: lazy loading, srcset, decoding. Width and
 * height are always set, so nothing shifts while the image loads.
 */
export function ContentImage({ image, alt, className = "", eager = false }: ContentImageProps) {
  const data = image?.localFile?.childImageSharp?.gatsbyImageData as IGatsbyImageData | undefined;
  if (!data?.images) return null;
  const { width, height, images, backgroundColor, layout } = data;
  const fallback = images.fallback;
  return (
    <picture
      className={`content-image content-image--${layout} ${className}`}
      style={{ backgroundColor, aspectRatio: `${width} / ${height}`, ...(layout === "fixed" ? { width, height } : {}) }}
    >
      {images.sources?.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={source.sizes} />
      ))}
      <img
        src={fallback?.src}
        srcSet={fallback?.srcSet}
        sizes={fallback?.sizes}
        width={width}
        height={height}
        alt={alt}
        loading={eager ? "eager" : "lazy"}
        decoding="async"
        {...(eager ? { fetchpriority: "high" } : {})}
      />
    </picture>
  );
}
