import { Link } from "gatsby";
import { useBrowserValue } from "../hooks/use-browser-value";
import { usePage } from "../lib/i18n";
import { rememberLocale } from "../lib/locale-cookie";
import { otherLocale, LOCALE_TAGS } from "../lib/locales";
import { switchLocalePath } from "../lib/paths";

const readPath = (): string | null => window.location.pathname;

/**
 * Shows the other language (Ru on Romanian pages, Ro on Russian ones) and leads to this page's twin with the other
 * language's slug; a page without a twin only flips the locale prefix. The choice is remembered in the cookie. From
 * the 404 page it loads the other locale's missing path as a new document: the server answers it with that locale's
 * 404 page, where the browser's router would show this locale's.
 */
export function LanguageSwitch({ className = "" }: { className?: string }) {
  const { t, locale, alternates, errorPage } = usePage();
  const target = otherLocale(locale);
  // The 404 page's HTML is rendered once for every missing path: the path the visitor asked for is read once this
  // switch is mounted (hydration keeps the rendered href). Read here, in the switch alone, so that the update after
  // hydration re-renders this link only, not the page with its lazy parts still hydrating.
  const browserPath = useBrowserValue(readPath, null);
  const missingPath = errorPage ? browserPath : null;
  const to = missingPath
    ? switchLocalePath(missingPath, target)
    : (alternates[target] ?? switchLocalePath(alternates[locale] ?? "/", target));
  const props = {
    className: `language-switch ${className}`,
    hrefLang: LOCALE_TAGS[target],
    lang: target,
    "data-locale": target,
    onClick: () => rememberLocale(target),
  };
  const label = (
    <>
      {t("nav.switchShort")}
      <span className="sr-only"> ({t("nav.switchTo")})</span>
    </>
  );
  return errorPage ? (
    <a href={to} {...props}>
      {label}
    </a>
  ) : (
    <Link to={to} {...props}>
      {label}
    </Link>
  );
}
