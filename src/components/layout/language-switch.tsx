import { Link } from "gatsby";
import { useTranslation } from "react-i18next";
import { usePageLocale } from "../../hooks/use-page-locale";
import { otherLocale, LOCALE_TAGS } from "../../lib/locales";
import { paths } from "../../lib/paths";

/** Shows the other language (Ru on Romanian pages, Ro on Russian ones) and leads to this page's twin. */
export function LanguageSwitch({ className = "" }: { className?: string }) {
  const { t } = useTranslation();
  const { locale, alternates } = usePageLocale();
  const target = otherLocale(locale);
  const to = alternates[target] ?? paths.home(target);
  return (
    <Link
      to={to}
      className={`language-switch ${className}`}
      hrefLang={LOCALE_TAGS[target]}
      lang={target}
      data-locale={target}
    >
      {t("nav.switchShort")}
      <span className="sr-only"> ({t("nav.switchTo")})</span>
    </Link>
  );
}
