import { NODE_TYPES } from "./constants";
import { type CalculatorPreset, type Locale } from "../../../contract";
import { CALCULATOR_PRESET_FIELDS, CALCULATOR_PRESET_FIELD_NAMES, THEME_COLOUR_FIELDS } from "../../../contract";
import type { PricedContent } from "./content-shapes";
import { localeSlug } from "./normalise";
import type { CalculatorPresetFields, FieldsOf, NodeInput, NodeType } from "./node-fields";

export type { NodeInput, NodeType } from "./node-fields";

export interface NodeIds {
  /** Stable id of an entity: the same (type, locale, remote key) gives the same id on every build. */
  node: (type: NodeType, locale: Locale, key: string | number) => string;
  /** Id of the ContentImage node for a media URL (registers the URL for download); null for no image. */
  image: (url: string | null | undefined) => string | null;
}

const seoFields = (raw: {
  seo_title?: string | null;
  seo_description?: string | null;
  seo_keyword?: string | null;
}) => ({
  seoTitle: raw.seo_title ?? null,
  seoDescription: raw.seo_description ?? null,
  seoKeyword: raw.seo_keyword ?? null,
});

/** A preset's every field: an absent list empty, any other absent value null. */
const presetFields = (preset: CalculatorPreset & { product: string }) =>
  Object.fromEntries(
    CALCULATOR_PRESET_FIELD_NAMES.map((field) => {
      const value = preset[field];
      return [
        field,
        CALCULATOR_PRESET_FIELDS[field].kind === "ids" ? [...((value as string[]) ?? [])] : (value ?? null),
      ];
    }),
  ) as CalculatorPresetFields;

const slugFields = (locale: Locale, raw: { slug: string; slug_ro: string; slug_ru: string }) => ({
  slug: localeSlug(locale, raw),
  slugRo: raw.slug_ro,
  slugRu: raw.slug_ru,
});

/**
 * Maps one locale's content, safe, with its defaults applied (normalise.ts) and priced (prices.ts), to node inputs: fields renamed, absent
 * values null, images and links as node ids. Pure: ids come from `ids`, so tests need no Gatsby.
 */
export function buildNodes(content: PricedContent, ids: NodeIds): NodeInput[] {
  const { locale } = content;
  const id = (type: NodeType, key: string | number) => ids.node(type, locale, key);
  const nodes: NodeInput[] = [];
  const add = <K extends NodeType>(type: K, key: string | number, fields: Omit<FieldsOf[K], "locale">) => {
    const input: { type: K; key: string | number; fields: FieldsOf[K] } = {
      type,
      key,
      fields: { locale, ...fields } as FieldsOf[K],
    };
    nodes.push(input as NodeInput);
  };

  const productSubcategory = new Map<number, number>();
  content.menu.forEach((link, position) => {
    add(NODE_TYPES.Category, link.id, {
      remoteId: link.id,
      position,
      title: link.theme,
      ...slugFields(locale, link),
      description: link.description ?? null,
      image: ids.image(link.image),
      ...seoFields(link),
      subcategories: link.subThemes.map((sub) => id(NODE_TYPES.Subcategory, sub.id)),
    });
    link.subThemes.forEach((sub, subPosition) => {
      sub.products.forEach((productId) => {
        if (!productSubcategory.has(productId)) productSubcategory.set(productId, sub.id);
      });
      add(NODE_TYPES.Subcategory, sub.id, {
        remoteId: sub.id,
        position: subPosition,
        title: sub.theme,
        ...slugFields(locale, sub),
        description: sub.description ?? null,
        image: ids.image(sub.image),
        category: id(NODE_TYPES.Category, link.id),
        products: sub.products.map((productId) => id(NODE_TYPES.Product, productId)),
      });
    });
  });

  for (const product of content.products) {
    const subcategoryId = productSubcategory.get(product.id) ?? product.subtheme_id ?? null;
    add(NODE_TYPES.Product, product.id, {
      remoteId: product.id,
      title: product.title,
      ...slugFields(locale, product),
      subcategory: subcategoryId === null ? null : id(NODE_TYPES.Subcategory, subcategoryId),
      shortDescription: product.short_description ?? null,
      description: product.description ?? null,
      priceFrom: product.price_from ?? null,
      unit: product.unit ?? null,
      images: product.images.map((image) => ({ alt: image.alt ?? null, image: ids.image(image.src) })),
      benefits: product.benefits.map((benefit) => ({ title: benefit.title, description: benefit.description ?? null })),
      characteristics: product.characteristics.map(({ name, value }) => ({ name, value })),
      calculator: product.calculator ? presetFields(product.calculator) : null,
      ...seoFields(product),
    });
  }

  for (const article of content.articles) {
    add(NODE_TYPES.Article, article.id, {
      remoteId: article.id,
      title: article.title,
      ...slugFields(locale, article),
      shortDescription: article.short_description ?? null,
      content: article.content,
      image: ids.image(article.image),
      createdAt: article.created_at,
      carouselImages: article.carousel_images.map((image) => ({
        alt: image.alt ?? null,
        image: ids.image(image.image),
      })),
      author: article.author ?? null,
      readingTime: article.reading_time ?? null,
      ...seoFields(article),
    });
  }
  content.homeArticleIds.forEach((articleId, position) =>
    add(NODE_TYPES.HomeArticle, articleId, { position, article: id(NODE_TYPES.Article, articleId) }),
  );

  for (const page of content.infoPages) {
    add(NODE_TYPES.InfoPage, page.id, {
      remoteId: page.id,
      title: page.title,
      ...slugFields(locale, page),
      content: page.content,
      image: ids.image(page.image),
      seoTitle: page.seo_title ?? null,
      seoDescription: page.seo_description ?? null,
      seoKeyword: page.seo_keyword ?? null,
    });
  }

  content.homeCategories.forEach((item, position) =>
    add(NODE_TYPES.HomeCategory, item.id, {
      remoteId: item.id,
      position,
      title: item.title,
      description: item.description ?? null,
      image: ids.image(item.image),
      priceFrom: item.price_from ?? null,
      category: id(NODE_TYPES.Category, item.category_id),
      subcategory: item.subtheme_id == null ? null : id(NODE_TYPES.Subcategory, item.subtheme_id),
    }),
  );
  content.benefits.forEach((benefit, position) =>
    add(NODE_TYPES.Benefit, benefit.id, {
      remoteId: benefit.id,
      position,
      title: benefit.title,
      description: benefit.description ?? null,
      icon: ids.image(benefit.icon),
    }),
  );
  content.messengers.forEach((messenger, position) =>
    add(NODE_TYPES.Messenger, messenger.id ?? `${messenger.name}-${position}`, {
      remoteId: messenger.id ?? null,
      position,
      name: messenger.name ?? "",
      link: messenger.link || messenger.url || "",
      cover: ids.image(messenger.cover),
      backgroundColor: messenger.backgroundColor ?? null,
    }),
  );
  content.partners.forEach((partner, position) =>
    add(NODE_TYPES.Partner, partner.id, {
      remoteId: partner.id,
      position,
      name: partner.name,
      link: partner.link || null,
      image: ids.image(partner.image),
    }),
  );
  content.slides.forEach((slide, position) =>
    add(NODE_TYPES.Slide, slide.id, {
      remoteId: slide.id,
      position,
      title: slide.title,
      description: slide.description ?? null,
      image: ids.image(slide.image),
      button: slide.button
        ? {
            text: slide.button.text ?? null,
            consultation: slide.button.consultation,
            link: slide.button.link || null,
            linkBroken: content.brokenHrefs.has(slide.button.link ?? ""),
          }
        : null,
    }),
  );

  for (const [kind, offer] of [
    ["credit", content.creditOffer],
    ["gift", content.giftOffer],
  ] as const) {
    if (!offer) continue;
    add(NODE_TYPES.Offer, kind, {
      kind,
      slug: offer.slug ?? null,
      title: offer.title,
      description: offer.description ?? null,
      bgColor: offer.bgColor,
      illustration: offer.ilustration?.src
        ? { alt: offer.ilustration.alt ?? null, image: ids.image(offer.ilustration.src) }
        : null,
      button: { ...offer.button, linkBroken: content.brokenHrefs.has(offer.button.link ?? "") },
      image: ids.image(offer.image),
      link: offer.link || null,
      credit: offer.credit,
      gift: offer.gift,
    });
  }

  if (content.calculator) add(NODE_TYPES.Calculator, "calculator", { config: content.calculator });

  content.reviews.forEach((review, position) =>
    add(NODE_TYPES.Review, review.id, {
      remoteId: review.id,
      position,
      author: review.author,
      place: review.place || null,
      text: review.text,
      rating: review.rating ?? null,
      date: review.date,
      photo: ids.image(review.photo),
      source: review.source || null,
      sourceUrl: review.source_url || null,
    }),
  );
  const categoryIds = new Set(content.menu.map((link) => link.id));
  content.finishedWork.forEach((work, position) =>
    add(NODE_TYPES.FinishedWork, work.id, {
      remoteId: work.id,
      position,
      title: work.title,
      place: work.place || null,
      buildingType: work.building_type || null,
      description: work.description || null,
      images: work.images.map((image) => ({ alt: image.alt || null, image: ids.image(image.src) })),
      price: work.price ?? null,
      date: work.date,
      // A category the menu does not list has no page to show the work on.
      category:
        work.category_id != null && categoryIds.has(work.category_id)
          ? id(NODE_TYPES.Category, work.category_id)
          : null,
    }),
  );
  content.certificates.forEach((certificate, position) =>
    add(NODE_TYPES.Certificate, certificate.id, {
      remoteId: certificate.id,
      position,
      title: certificate.title,
      issuer: certificate.issuer,
      image: ids.image(certificate.image),
      link: certificate.link || null,
    }),
  );

  const { settings, registeredSite, contact, homeSeo, homeInfo } = content;
  add(NODE_TYPES.Site, "site", {
    siteId: registeredSite.site_url,
    logo: ids.image(settings.logo),
    favicon: ids.image(settings.favicon),
    theme: THEME_COLOUR_FIELDS.flatMap((name) => (settings[name] ? [{ name, value: settings[name] }] : [])),
    yandexId: settings.yandex_id || null,
    googleId: settings.google_id || null,
    googleSv: settings.google_sv || null,
    googleTagManager: registeredSite.google_tag_manager || null,
    readyToIndexing: registeredSite.ready_to_indexing,
    privacyPolicy: registeredSite.privacy_policy || null,
    phone: content.phone,
    officePhone: content.officePhone,
    contact: {
      phoneNumber: contact.phone_number ?? null,
      mail: contact.mail ?? null,
      facebook: contact.facebook ?? null,
      instagram: contact.instagram ?? null,
      address: contact.address ?? null,
      workingHours: contact.working_hours ?? null,
      mapUrl: contact.map_url ?? null,
    },
    homeSeo: homeSeo
      ? {
          title: homeSeo.title,
          description: homeSeo.description ?? null,
          keyword: homeSeo.keyword ?? null,
          image: ids.image(homeSeo.image),
        }
      : null,
    homeInfo: homeInfo ? { slug: homeInfo.slug, title: homeInfo.title ?? null, content: homeInfo.content } : null,
    company: content.company && {
      legalName: content.company.legal_name || null,
      idno: content.company.idno || null,
      foundedYear: content.company.founded_year ?? null,
      streetAddress: content.company.street_address || null,
      locality: content.company.locality || null,
      postalCode: content.company.postal_code || null,
      geo:
        content.company.latitude != null && content.company.longitude != null
          ? { latitude: content.company.latitude, longitude: content.company.longitude }
          : null,
      openingHours: content.company.opening_hours,
      callbackMinutes: content.company.callback_minutes ?? null,
      figures: content.company.figures,
      rating: content.company.rating,
    },
  });

  return nodes;
}
