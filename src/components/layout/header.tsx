import { Link } from "gatsby";
import { useTranslation } from "react-i18next";
import { usePageLocale } from "../../hooks/use-page-locale";
import type { ShellData } from "../../hooks/use-shell-data";
import { paths } from "../../lib/paths";
import { LanguageSwitch } from "./language-switch";
import { Logo } from "./logo";
import { PhoneIcon } from "../icons";

export function Header({ shell }: { shell: ShellData }) {
  const { t } = useTranslation();
  const { locale } = usePageLocale();
  const phone = shell.site?.phone;
  return (
    <header className="header">
      <div className="header__bar container">
        <Link to={paths.home(locale)} className="header__logo">
          <Logo logo={shell.site?.logo ?? null} alt={t("site.logoAlt")} />
        </Link>
        <p className="header__tagline">{t("site.tagline")}</p>
        {phone && (
          <a
            className="header__phone"
            href={`tel:${phone.number}`}
            aria-label={t("header.phoneLabel", { phone: phone.display })}
          >
            <PhoneIcon />
            <span>{phone.display}</span>
          </a>
        )}
        <a className="button button--primary header__order" href="#call" data-dialog="call">
          {t("header.orderCall")}
        </a>
        <LanguageSwitch className="header__language" />
      </div>
      <nav className="header__nav" aria-label={t("nav.mainMenu")}>
        <ul className="menu container">
          {shell.categories.map((category) => (
            <li key={category.remoteId} className="menu__item">
              <Link
                to={paths.category(locale, category.slug)}
                className="menu__link"
                activeClassName="is-active"
                partiallyActive
              >
                {category.title}
              </Link>
              {category.subcategories.length > 0 && (
                <ul className="menu__dropdown" aria-label={t("nav.subcategoriesOf", { category: category.title })}>
                  {category.subcategories.map((sub) => (
                    <li key={sub.remoteId}>
                      <Link to={paths.subcategory(locale, category.slug, sub.slug)} className="menu__sublink">
                        {sub.title}
                      </Link>
                    </li>
                  ))}
                </ul>
              )}
            </li>
          ))}
          <li className="menu__item menu__item--fixed">
            <Link to={paths.calculator(locale)} className="menu__link" activeClassName="is-active">
              {t("nav.calculator")}
            </Link>
          </li>
          <li className="menu__item menu__item--fixed">
            <Link to={paths.blog(locale)} className="menu__link" activeClassName="is-active" partiallyActive>
              {t("nav.blog")}
            </Link>
          </li>
          <li className="menu__item menu__item--fixed">
            <Link to={paths.contacts(locale)} className="menu__link" activeClassName="is-active">
              {t("nav.contacts")}
            </Link>
          </li>
        </ul>
      </nav>
    </header>
  );
}
