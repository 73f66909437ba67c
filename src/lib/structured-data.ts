import { absoluteUrl, productAnchor } from "./paths";

export interface BreadcrumbItem {
  name: string;
  path: string;
}

/** schema.org BreadcrumbList, home first, with absolute item URLs. */
export function breadcrumbList(siteUrl: string, items: BreadcrumbItem[]) {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: items.map((item, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: item.name,
      item: absoluteUrl(siteUrl, item.path),
    })),
  };
}

/** schema.org ItemList of catalogue entries, each linking to where it is shown. */
export function itemList(siteUrl: string, name: string, items: BreadcrumbItem[]) {
  return {
    "@context": "https://schema.org",
    "@type": "ItemList",
    name,
    itemListElement: items.map((item, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: item.name,
      url: absoluteUrl(siteUrl, item.path),
    })),
  };
}

interface ProductLike {
  title: string;
  slug: string;
  shortDescription: string | null;
  priceFrom: number | null;
  images: ReadonlyArray<{ image: { localFile: { publicURL: string | null } | null } | null }>;
}

/** schema.org Product with a 'from' price in MDL, for a product shown on a subcategory page. */
export function productJsonLd(siteUrl: string, brand: string, pagePath: string, product: ProductLike) {
  const image = product.images[0]?.image?.localFile?.publicURL;
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    name: product.title,
    ...(product.shortDescription ? { description: product.shortDescription } : {}),
    ...(image ? { image: absoluteUrl(siteUrl, image) } : {}),
    url: absoluteUrl(siteUrl, `${pagePath}#${productAnchor(product.slug)}`),
    brand: { "@type": "Brand", name: brand },
    ...(product.priceFrom != null
      ? {
          offers: {
            "@type": "AggregateOffer",
            priceCurrency: "MDL",
            lowPrice: product.priceFrom,
            availability: "https://schema.org/InStock",
          },
        }
      : {}),
  };
}

interface OrganizationSource {
  phone: { number: string } | null;
  contact: {
    mail: string | null;
    facebook: string | null;
    instagram: string | null;
    address: string | null;
    workingHours: string | null;
  };
  logo: { localFile: { publicURL: string | null } | null } | null;
  company?: {
    legalName: string | null;
    idno: string | null;
    foundedYear: number | null;
    streetAddress: string | null;
    locality: string | null;
    postalCode: string | null;
    geo: { latitude: number; longitude: number } | null;
    openingHours: ReadonlyArray<{ day: string; opens: string; closes: string }>;
  } | null;
}

const schemaDay = (day: string) => `https://schema.org/${day.charAt(0).toUpperCase()}${day.slice(1)}`;

/**
 * schema.org HomeAndConstructionBusiness (a LocalBusiness) with the company's contacts and facts, on the home and
 * contacts pages. The structured address, map pin, hours and legal identity come from the company's facts; without
 * them, the contacts' address and hours text. No Review or AggregateRating: search engines treat a business's own
 * reviews of itself as self-serving.
 */
export function organizationJsonLd(siteUrl: string, brand: string, source: OrganizationSource) {
  const { contact } = source;
  const company = source.company ?? null;
  const logo = source.logo?.localFile?.publicURL;
  const address = company?.streetAddress
    ? {
        "@type": "PostalAddress",
        streetAddress: company.streetAddress,
        ...(company.locality ? { addressLocality: company.locality } : {}),
        ...(company.postalCode ? { postalCode: company.postalCode } : {}),
        addressCountry: "MD",
      }
    : contact.address
      ? { "@type": "PostalAddress", streetAddress: contact.address, addressCountry: "MD" }
      : null;
  const hours = company?.openingHours ?? [];
  return {
    "@context": "https://schema.org",
    "@type": "HomeAndConstructionBusiness",
    name: brand,
    ...(company?.legalName ? { legalName: company.legalName } : {}),
    ...(company?.idno ? { taxID: company.idno } : {}),
    ...(company?.foundedYear ? { foundingDate: String(company.foundedYear) } : {}),
    url: absoluteUrl(siteUrl, "/"),
    ...(logo ? { logo: absoluteUrl(siteUrl, logo), image: absoluteUrl(siteUrl, logo) } : {}),
    ...(source.phone ? { telephone: source.phone.number } : {}),
    ...(contact.mail ? { email: contact.mail } : {}),
    ...(address ? { address } : {}),
    ...(company?.geo
      ? { geo: { "@type": "GeoCoordinates", latitude: company.geo.latitude, longitude: company.geo.longitude } }
      : {}),
    ...(hours.length > 0
      ? {
          openingHoursSpecification: hours.map((span) => ({
            "@type": "OpeningHoursSpecification",
            dayOfWeek: schemaDay(span.day),
            opens: span.opens,
            closes: span.closes === "24:00" ? "23:59" : span.closes,
          })),
        }
      : contact.workingHours
        ? { openingHours: contact.workingHours }
        : {}),
    sameAs: [contact.facebook, contact.instagram].filter(Boolean),
  };
}
