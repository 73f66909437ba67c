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
}

/** schema.org LocalBusiness with the company's contacts (home and contacts pages). */
export function organizationJsonLd(siteUrl: string, brand: string, source: OrganizationSource) {
  const { contact } = source;
  const logo = source.logo?.localFile?.publicURL;
  return {
    "@context": "https://schema.org",
    "@type": "LocalBusiness",
    name: brand,
    url: absoluteUrl(siteUrl, "/"),
    ...(logo ? { logo: absoluteUrl(siteUrl, logo), image: absoluteUrl(siteUrl, logo) } : {}),
    ...(source.phone ? { telephone: source.phone.number } : {}),
    ...(contact.mail ? { email: contact.mail } : {}),
    ...(contact.address
      ? { address: { "@type": "PostalAddress", streetAddress: contact.address, addressCountry: "MD" } }
      : {}),
    ...(contact.workingHours ? { openingHours: contact.workingHours } : {}),
    sameAs: [contact.facebook, contact.instagram].filter(Boolean),
  };
}
