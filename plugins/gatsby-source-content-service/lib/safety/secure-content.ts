/**
 * Applies the content-safety rules to one locale's fetched content, before any node is built: rich HTML sanitised
 * and its internal links rewritten, every URL field checked, colours validated, script settings reduced to ids.
 * A bad value is dropped and reported (one issue per item for HTML); the rest of the item, and every other item,
 * stays. Defaults are applied after this, once (normalise.ts).
 */
import type { ContentIssue, ContentReport } from "../content-report";
import { CONTENT_DEFAULTS, type Locale } from "../../../../contract";
import type { LocaleContent, SecuredContent } from "../content-shapes";
import { THEME_COLOUR_FIELDS, type RawOffer } from "../../../../contract";
import { checkColour } from "./colours";
import { checkCompany } from "./company";
import type { LinkResolver } from "./internal-links";
import { sanitiseHtml } from "./sanitise-html";
import type { SanitiseMemo } from "./sanitise-memo";
import { checkGoogleId, checkYandexId, readGtmId } from "./script-settings";
import { checkEmail, checkUrl, type UrlKind } from "./urls";

export interface SecureOptions {
  report: ContentReport;
  resolveLink: LinkResolver;
  siteOrigin?: string;
  imageAllowed?: (url: string) => boolean;
  /** Results of earlier builds under the same options (sanitise-memo.ts); without it everything is sanitised. */
  memo?: SanitiseMemo;
}

interface Item {
  type: string;
  id?: string | number;
  title?: string;
}

/** One broken internal link, for the list printed at the end of the build. */
export interface BrokenLink extends Item {
  locale: Locale;
  /** The field as the content service names it (`content`, `button.link`). */
  field: string;
  href: string;
}

export function secureContent(
  content: LocaleContent,
  options: SecureOptions,
): { content: SecuredContent; brokenLinks: BrokenLink[] } {
  const { locale } = content;
  const { report } = options;
  const brokenLinks: BrokenLink[] = [];
  const warn = (item: Item, issue: Omit<ContentIssue, "severity" | "type" | "locale">) =>
    report.add({ severity: "warning", ...item, locale, ...issue });

  const html = (item: Item, fields: Record<string, string | null | undefined>) => {
    const clean: Record<string, string | null | undefined> = {};
    const removed: string[] = [];
    const broken: string[] = [];
    for (const [field, value] of Object.entries(fields)) {
      if (!value) {
        clean[field] = value;
        continue;
      }
      let result = options.memo?.get(locale, value);
      if (!result) {
        result = sanitiseHtml(value, {
          siteOrigin: options.siteOrigin,
          resolveLink: (pathname) => options.resolveLink(pathname, locale),
          imageAllowed: options.imageAllowed,
        });
        options.memo?.set(locale, value, result);
      }
      clean[field] = result.html;
      const prefix = Object.keys(fields).length > 1 ? `${field}: ` : "";
      removed.push(...result.removed.map((what) => `${prefix}${what}`));
      broken.push(...result.brokenLinks);
      brokenLinks.push(...result.brokenLinks.map((href) => ({ ...item, locale, field, href })));
    }
    const field = Object.keys(fields).join(", ");
    if (removed.length > 0)
      warn(item, {
        field,
        problem: `the HTML held what the site does not allow: ${removed.join("; ")}`,
        outcome: "It was removed; the rest of the text is published",
        fix: "use only headings, paragraphs, lists, tables, links, images and emphasis; no scripts, styles, frames, forms or event attributes",
      });
    if (broken.length > 0)
      warn(item, {
        field,
        problem: `links to pages that do not exist: ${[...new Set(broken)].join(", ")}`,
        outcome: "The links are published as written and lead to the 404 page",
        fix: "point them at an existing page or remove them",
      });
    return clean;
  };

  const url = (item: Item, field: string, value: string | null | undefined, kind: UrlKind = "link") => {
    if (!value?.trim()) return value ?? null;
    const check = checkUrl(value, kind);
    if (check.ok) {
      if (!check.url.startsWith("/")) return check.url;
      const target = options.resolveLink(check.url.replace(/[?#].*$/, ""), locale);
      if (target && "broken" in target) {
        brokenLinks.push({ ...item, locale, field, href: check.url });
        warn(item, {
          field,
          problem: `'${check.url}' is a page that does not exist`,
          outcome: "The link is published as written and leads to the 404 page",
          fix: "point it at an existing page",
        });
      }
      return target && "path" in target ? `${target.path}${check.url.replace(/^[^?#]*/, "")}` : check.url;
    }
    warn(item, {
      field,
      problem: `the address '${value.slice(0, 80)}' is not safe: ${check.reason}`,
      outcome: "It was left out; the rest of the item is published",
      fix: "use an https://, mailto: or tel: address, or a path of this site starting with '/'",
    });
    return null;
  };

  /** A valid colour, or null (left out, or bad and reported); `fallback` names what is then used, for the report. */
  const colour = (item: Item, field: string, value: string | null | undefined, fallback?: string) => {
    const check = checkColour(value);
    if (check.ok) return check.colour ?? null;
    warn(item, {
      field,
      problem: check.reason,
      outcome: fallback ? `The default ${fallback} is used` : "The site's default colour is used",
      fix: `enter a colour such as ${CONTENT_DEFAULTS.offerColour}`,
    });
    return null;
  };

  const scriptId = (item: Item, field: string, check: ReturnType<typeof readGtmId>) => {
    if (check.ok) return check.id;
    warn(item, {
      field,
      problem: `${check.reason}; only ids are accepted, the site writes the loader itself`,
      outcome: "Nothing is loaded for it",
      fix: "enter just the id",
    });
    return null;
  };

  const offer = (kind: string, raw: RawOffer | null): RawOffer | null => {
    if (!raw) return null;
    const item = { type: `${kind} offer`, title: raw.title };
    return {
      ...raw,
      bgColor: colour(item, "bgColor", raw.bgColor, CONTENT_DEFAULTS.offerColour),
      link: url(item, "link", raw.link),
      button: raw.button ? { ...raw.button, link: url(item, "button.link", raw.button.link) } : raw.button,
    };
  };

  const site = { type: "site settings" };
  const registered = { type: "registered site", id: content.registeredSite.site_url };
  const contacts = { type: "contacts" };
  const settings = { ...content.settings };
  for (const field of THEME_COLOUR_FIELDS) settings[field] = colour(site, `theme.${field}`, settings[field]);
  settings.google_id = scriptId(site, "google_id", checkGoogleId(settings.google_id));
  settings.yandex_id = scriptId(site, "yandex_id", checkYandexId(settings.yandex_id));

  const mail = content.contact.mail?.trim() ? checkEmail(content.contact.mail) : null;
  if (mail && !mail.ok)
    warn(contacts, {
      field: "mail",
      problem: `'${content.contact.mail?.slice(0, 80)}' ${mail.reason}`,
      outcome: "It was left out",
      fix: "enter one address such as office@example.md",
    });

  const messengers = content.messengers.flatMap((messenger, position) => {
    const item = { type: "messenger", id: messenger.id ?? position, title: messenger.name ?? undefined };
    const link = url(item, messenger.link ? "link" : "url", messenger.link || messenger.url, "messenger");
    const checked = {
      ...messenger,
      link,
      url: null,
      backgroundColor: colour(item, "backgroundColor", messenger.backgroundColor),
    };
    return link ? [checked] : [];
  });

  const calculator = content.calculator && {
    ...content.calculator,
    colours: content.calculator.colours.map((entry) => ({
      ...entry,
      hex: colour(
        { type: "calculator colour", id: entry.id, title: entry.title },
        "hex",
        entry.hex,
        CONTENT_DEFAULTS.swatch,
      ),
    })),
  };

  let company: SecuredContent["company"] = null;
  if (content.company) {
    const checked = checkCompany(content.company);
    const item = { type: "company facts", title: content.company.legal_name ?? undefined };
    for (const { field, problem, fix } of checked.problems)
      warn(item, { field, problem, outcome: "It was left out; the other facts are published", fix });
    const rating = checked.company.rating;
    company = {
      ...checked.company,
      rating: rating && { ...rating, url: url(item, "rating.url", rating.url) },
    };
  }

  const secured: SecuredContent = {
    ...content,
    articles: content.articles.map((article) => ({
      ...article,
      content: html({ type: "article", id: article.id, title: article.title }, { content: article.content })
        .content as string,
    })),
    infoPages: content.infoPages.map((page) => ({
      ...page,
      content: html({ type: "info page", id: page.id, title: page.title }, { content: page.content }).content as string,
    })),
    products: content.products.map((product) => ({
      ...product,
      description: html({ type: "product", id: product.id, title: product.title }, { description: product.description })
        .description,
    })),
    homeInfo: content.homeInfo && {
      ...content.homeInfo,
      content: html(
        { type: "home info section", id: content.homeInfo.slug ?? undefined },
        {
          content: content.homeInfo.content,
        },
      ).content,
    },
    contact: {
      ...content.contact,
      mail: mail && !mail.ok ? null : content.contact.mail,
      facebook: url(contacts, "facebook", content.contact.facebook),
      instagram: url(contacts, "instagram", content.contact.instagram),
      map_url: url(contacts, "map_url", content.contact.map_url),
    },
    messengers,
    partners: content.partners.map((partner) => ({
      ...partner,
      link: url({ type: "partner", id: partner.id, title: partner.name }, "link", partner.link),
    })),
    slides: content.slides.map((slide) => ({
      ...slide,
      button: slide.button && {
        ...slide.button,
        link: url({ type: "banner slide", id: slide.id, title: slide.title }, "button.link", slide.button.link),
      },
    })),
    creditOffer: offer("credit", content.creditOffer),
    giftOffer: offer("gift", content.giftOffer),
    settings,
    registeredSite: {
      ...content.registeredSite,
      privacy_policy: url(registered, "privacy_policy", content.registeredSite.privacy_policy),
      google_tag_manager: scriptId(
        registered,
        "google_tag_manager",
        readGtmId(content.registeredSite.google_tag_manager),
      ),
    },
    calculator,
    reviews: content.reviews.map((review) => ({
      ...review,
      source_url: url({ type: "review", id: review.id, title: review.author }, "source_url", review.source_url),
    })),
    finishedWork: content.finishedWork,
    certificates: content.certificates.map((certificate) => ({
      ...certificate,
      link: url({ type: "certificate", id: certificate.id, title: certificate.title }, "link", certificate.link),
    })),
    company,
  };
  return { content: secured, brokenLinks };
}
