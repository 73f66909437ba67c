import { Link } from "gatsby";
import { withHome, type Crumb } from "../lib/crumbs";
import { usePage } from "../lib/i18n";

export function Breadcrumbs({ items }: { items: Crumb[] }) {
  const { t, locale } = usePage();
  const all = withHome(t, locale, items);
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
