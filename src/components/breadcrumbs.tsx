import { Link } from "gatsby";
import { useTranslation } from "../lib/i18n";
import { usePageLocale } from "../hooks/use-page-locale";
import { paths } from "../lib/paths";

export interface Crumb {
  label: string;
  /** Absent for the current page: it is shown, not linked. */
  to?: string;
}

export function Breadcrumbs({ items }: { items: Crumb[] }) {
  const { t } = useTranslation();
  const { locale } = usePageLocale();
  const all: Crumb[] = [{ label: t("nav.home"), to: paths.home(locale) }, ...items];
  return (
    <nav className="breadcrumbs container" aria-label={t("nav.breadcrumbs")}>
      <ol className="breadcrumbs__list">
        {all.map((item, index) => (
          <li key={`${index}-${item.label}`} className="breadcrumbs__item">
            {item.to && index < all.length - 1 ? (
              <Link to={item.to}>{item.label}</Link>
            ) : (
              <span aria-current="page">{item.label}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
