import { GatsbyImage, getImage, type IGatsbyImageData } from "gatsby-plugin-image";

interface LogoImage {
  readonly url: string;
  readonly localFile: { readonly childImageSharp: { readonly gatsbyImageData: unknown } | null } | null;
}

/** The logo from site settings, processed at build time; its fixed height keeps the header from shifting. */
export function Logo({ logo, alt }: { logo: LogoImage | null; alt: string }) {
  const image = getImage((logo?.localFile?.childImageSharp?.gatsbyImageData ?? null) as IGatsbyImageData | null);
  if (image) return <GatsbyImage image={image} alt={alt} loading="eager" className="logo" />;
  return <span className="logo logo--text">{alt.split(" ")[0]}</span>;
}
