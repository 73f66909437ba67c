import { ContentImage, type ContentImageData } from "../components/content-image";

/** The logo from site settings, processed at build time; its fixed height keeps the header from shifting. */
export function Logo({ logo, alt }: { logo: ContentImageData | null; alt: string }) {
  if (logo?.localFile?.childImageSharp) return <ContentImage image={logo} alt={alt} className="logo" eager />;
  return <span className="logo logo--text">{alt.split(" ")[0]}</span>;
}
