import { Link } from "gatsby";
import { SubcategoryItems } from "./subcategory-items";
import { usePage } from "../lib/i18n";
import type { ShellData } from "./use-shell-data";
import { paths } from "../lib/paths";
import { FixedLinks } from "./fixed-links";
import { LanguageSwitch } from "./language-switch";
import { useUiStore } from "./ui-store";

export const MOBILE_MENU_ID = "mobile-menu";

/**
 * Below 1024 px: an accordion of categories (one open at a time), the three fixed links and the language switch.
 * The links are rendered only while the menu is open: the desktop bar and the footer already carry the same tree
 * for every visitor and crawler, and a closed menu's links would only cost hydration (docs/performance.md). The
 * empty element stays, so the toggle's aria-controls always names one.
 */
export function MobileMenu({ categories }: { categories: ShellData["categories"] }) {
  const { t } = usePage();
  const open = useUiStore((state) => state.panel === "mobileMenu");
  return (
    <nav id={MOBILE_MENU_ID} className="mobile-menu" aria-label={t("nav.mobileMenu")} hidden={!open}>
      {open && <MobileMenuContent categories={categories} />}
    </nav>
  );
}

function MobileMenuContent({ categories }: { categories: ShellData["categories"] }) {
  const { t, locale } = usePage();
  const expanded = useUiStore((state) => state.expandedCategory);
  const toggleCategory = useUiStore((state) => state.toggleCategory);
  return (
    <>
      <ul className="mobile-menu__list">
        {categories.map((category) => {
          const isExpanded = expanded === category.remoteId;
          const listId = `mobile-menu-${category.remoteId}`;
          return (
            <li key={category.remoteId} className="mobile-menu__item">
              <button
                type="button"
                className="mobile-menu__toggle"
                aria-expanded={isExpanded}
                aria-controls={listId}
                onClick={() => toggleCategory(category.remoteId)}
              >
                {category.title}
                <span aria-hidden="true" className="mobile-menu__chevron" />
              </button>
              <ul id={listId} className="mobile-menu__sublist" hidden={!isExpanded}>
                <li>
                  <Link to={paths.category(locale, category.slug)}>{t("nav.allOf", { category: category.title })}</Link>
                </li>
                <SubcategoryItems category={category} />
              </ul>
            </li>
          );
        })}
      </ul>
      <ul className="mobile-menu__fixed">
        <FixedLinks />
      </ul>
      <LanguageSwitch className="mobile-menu__language" />
    </>
  );
}
