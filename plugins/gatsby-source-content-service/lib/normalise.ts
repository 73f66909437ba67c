/**
 * The service's answers put in the one shape the site builds from: phones, messengers, info pages, and, after the
 * safety checks, every default (`withDefaults`), so that build-nodes.ts only maps fields.
 */
import { CONTENT_DEFAULTS, type Locale } from "../../../contract";
import type { RawHomeInfo, RawInfoPage, RawInfoPageEntry, RawMessenger, RawOffer } from "../../../contract";
import type { InfoPage, NodeContent, Offer, Phone, SecuredContent } from "./content-shapes";

/** The spec's phone rule: a leading plus, and nothing but plus and digits. */
export function normalisePhone(raw: string): string {
  const withPlus = raw.trim().startsWith("+") ? raw.trim() : `+${raw.trim()}`;
  return withPlus.replace(/[^+\d]/g, "");
}

/** A phone as written and as dialled; null when it holds no digit. */
export function toPhone(raw: string | null | undefined): Phone | null {
  return raw && /\d/.test(raw) ? { display: raw.trim(), number: normalisePhone(raw) } : null;
}

export function splitMessengers(messengers: RawMessenger[], fallbackPhone?: string | null) {
  const call = messengers.find((entry) => entry.name?.toLowerCase() === "call");
  const phone = toPhone(call?.call_number || call?.link || call?.url || fallbackPhone);
  const others = messengers.filter((entry) => entry !== call && Boolean(entry.link || entry.url));
  return { phone, messengers: others };
}

/**
 * Offer defaults. The button text stays empty when the content leaves it so: the default is a UI string of each
 * locale (`home.offerButton`, 'Заполнить заявку' in Russian), and the spec gives it to the credit offer only.
 */
export function withOfferDefaults(offer: RawOffer): Offer {
  return {
    ...offer,
    bgColor: offer.bgColor || CONTENT_DEFAULTS.offerColour,
    button: {
      text: offer.button?.text || null,
      consultation: offer.button?.consultation ?? false,
      link: offer.button?.link || offer.link || null,
    },
  };
}

/** Every default, applied once, after the safety checks dropped what was bad. */
export function withDefaults(content: SecuredContent, brokenHrefs: ReadonlySet<string> = new Set()): NodeContent {
  return {
    ...content,
    brokenHrefs,
    creditOffer: content.creditOffer && withOfferDefaults(content.creditOffer),
    giftOffer: content.giftOffer && withOfferDefaults(content.giftOffer),
    calculator: content.calculator && {
      ...content.calculator,
      colours: content.calculator.colours.map((colour) => ({ ...colour, hex: colour.hex || CONTENT_DEFAULTS.swatch })),
    },
  };
}

/**
 * Pages are created from `slug_ro`/`slug_ru`, so a node's `slug` is its own locale's slug whatever the service put in
 * its `slug` field: every link built from `slug` then reaches a page that exists.
 */
export const localeSlug = (locale: Locale, item: { slug_ro: string; slug_ru: string }): string =>
  locale === "ro" ? item.slug_ro : item.slug_ru;

/** The home info section is valid only when it has both content and a slug. */
export function validHomeInfo(info: RawHomeInfo | null): RawHomeInfo | null {
  return info && info.content?.trim() && info.slug?.trim() ? info : null;
}

/**
 * One info page in one shape whatever the service answered, from its list entry, its detail and its position in
 * the list: the spec's list entry is `{slug, title}` and its detail has no id nor slugs; the service has also sent
 * `id`, `slug_ro` and `slug_ru`. The entry's `slug` is this locale's slug.
 * Without an id, the list position is the key: it is all the spec's shape gives to pair a page with its twin, and
 * both locales list the same pages in the same order.
 */
export function normaliseInfoPage(
  locale: Locale,
  entry: RawInfoPageEntry,
  detail: RawInfoPage,
  position: number,
): InfoPage {
  // Without the other locale's slug, this locale's stands in: only this locale's paths are built from a node.
  const slugRo = detail.slug_ro || entry.slug_ro || entry.slug;
  const slugRu = detail.slug_ru || entry.slug_ru || entry.slug;
  return {
    ...detail,
    id: detail.id ?? entry.id ?? position + 1,
    slug: localeSlug(locale, { slug_ro: slugRo, slug_ru: slugRu }),
    slug_ro: slugRo,
    slug_ru: slugRu,
  };
}
