import { graphql, useStaticQuery } from "gatsby";
import { LOCALE_TAGS, LOCALES, otherLocale, type Locale } from "../lib/locales";
import { absoluteUrl, type Alternates } from "../lib/paths";
import { breadcrumbList } from "../lib/structured-data";
import type { Crumb } from "../lib/crumbs";
import { themeCss } from "../lib/theme";

export interface SeoProps {
  locale: Locale;
  /** The site's name (translation `site.name`): the title suffix and og:site_name. */
  brand: string;
  title: string;
  description?: string | null;
  keywords?: string | null;
  /** Site path of the share image (a publicURL) or an absolute URL. */
  image?: string | null;
  path: string;
  alternates: Partial<Alternates>;
  canonicalPath?: string;
  /** Breadcrumbs with home first; they become a BreadcrumbList. */
  breadcrumbs?: Crumb[];
  jsonLd?: object[];
  type?: "website" | "article";
  children?: React.ReactNode;
}

/** Every head tag of a page; each template's `Head` renders it. */
export function Seo({
  locale,
  brand,
  title,
  description,
  keywords,
  image,
  path,
  alternates,
  canonicalPath,
  breadcrumbs,
  jsonLd = [],
  type = "website",
  children,
}: SeoProps) {
  const data = useStaticQuery<Queries.SeoDataQuery>(graphql`
    query SeoData {
      site {
        siteMetadata {
          siteUrl
        }
      }
      allContentSite {
        nodes {
          locale
          readyToIndexing
          googleSv
          theme {
            ...ThemeColours
          }
          favicon {
            localFile {
              publicURL
            }
          }
          homeSeo {
            image {
              localFile {
                publicURL
              }
            }
          }
        }
      }
    }
  `);
  const siteUrl = data.site?.siteMetadata?.siteUrl ?? "";
  const settings = data.allContentSite.nodes.find((node) => node.locale === locale);
  const shareImage = image ?? settings?.homeSeo?.image?.localFile?.publicURL ?? null;
  const shareImageUrl = shareImage
    ? /^https?:/.test(shareImage)
      ? shareImage
      : absoluteUrl(siteUrl, shareImage)
    : null;
  const canonical = absoluteUrl(siteUrl, canonicalPath ?? path);
  const favicon = settings?.favicon?.localFile?.publicURL;
  const theme = themeCss(settings?.theme);
  const structured = breadcrumbs?.length
    ? [
        breadcrumbList(
          siteUrl,
          breadcrumbs.map((crumb) => ({ name: crumb.label, path: crumb.to ?? path })),
        ),
        ...jsonLd,
      ]
    : jsonLd;
  const fullTitle = title.includes(brand) ? title : `${title} | ${brand}`;

  return (
    <>
      <html lang={locale} />
      {theme && <style id="theme-colours">{theme}</style>}
      <title>{fullTitle}</title>
      {description && <meta name="description" content={description} />}
      {keywords && <meta name="keywords" content={keywords} />}
      {!settings?.readyToIndexing && <meta name="robots" content="noindex, nofollow" />}
      {settings?.googleSv && <meta name="google-site-verification" content={settings.googleSv} />}
      {favicon && <link rel="icon" href={favicon} />}
      <link rel="canonical" href={canonical} />
      {LOCALES.filter((lng) => alternates[lng]).map((lng) => (
        <link key={lng} rel="alternate" hrefLang={lng} href={absoluteUrl(siteUrl, alternates[lng] as string)} />
      ))}
      {alternates.ro && <link rel="alternate" hrefLang="x-default" href={absoluteUrl(siteUrl, alternates.ro)} />}
      <meta property="og:type" content={type} />
      <meta property="og:site_name" content={brand} />
      <meta property="og:title" content={fullTitle} />
      {description && <meta property="og:description" content={description} />}
      <meta property="og:url" content={canonical} />
      <meta property="og:locale" content={LOCALE_TAGS[locale].replace("-", "_")} />
      {alternates[otherLocale(locale)] && (
        <meta property="og:locale:alternate" content={LOCALE_TAGS[otherLocale(locale)].replace("-", "_")} />
      )}
      {shareImageUrl && <meta property="og:image" content={shareImageUrl} />}
      <meta name="twitter:card" content={shareImageUrl ? "summary_large_image" : "summary"} />
      <meta name="twitter:title" content={fullTitle} />
      {description && <meta name="twitter:description" content={description} />}
      {shareImageUrl && <meta name="twitter:image" content={shareImageUrl} />}
      {structured.map((entry, index) => (
        // "<" escaped so that content can never close the script element.
        <script
          key={index}
          type="application/ld+json"
          dangerouslySetInnerHTML={{ __html: JSON.stringify(entry).replace(/</g, "\\u003c") }}
        />
      ))}
      {children}
    </>
  );
}
